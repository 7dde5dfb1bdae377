import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('serving the SPA', () => {
  let t: TestApp;
  let clientDir: string;
  const html = '<!doctype html><title>Stepwise</title><div id="root"></div>';
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), html);
    writeFileSync(path.join(clientDir, 'assets', 'index-Bx12abCd.js'), 'console.log("app");'.repeat(200));
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ serveClient: true, clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching, under a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/solve?subject=mathematics', '/library', '/some/unknown/page']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(html);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Bx12abCd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { 'accept-language': 'fr' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Introuvable', code: 'notFound' });
    const post = await t.app.inject({ method: 'POST', url: '/library', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
