import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { MAX_PENDING_RENDERS } from './page-render';

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

  it('serves index.html at / without shared caching, under a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['cache-control']).toBe('private, no-cache');
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
      expect(response.headers['cache-control']).toBe('private, no-cache');
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

describe('serving server-rendered pages', () => {
  let t: TestApp;
  let dir: string;
  const html = '<!doctype html><html lang="en"><title>Stepwise</title><div id="root"></div><script type="module" src="/assets/main.js"></script></html>';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-ssr-'));
    const clientDir = path.join(dir, 'client');
    mkdirSync(clientDir);
    writeFileSync(path.join(clientDir, 'index.html'), html);
    // A renderer with the real one's contract: it echoes what it was asked, and fails on /broken.
    const entry = path.join(dir, 'entry-server.mjs');
    writeFileSync(
      entry,
      `export async function renderPage(request) {
        if (request.url.startsWith('/broken')) throw new Error('render failed');
        if (request.url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
        if (request.url.startsWith('/data')) {
          const [me, missing] = await Promise.all([request.readApi('/api/auth/user'), request.readApi('/api/nowhere')]);
          return { html: '<p>' + (me ? me.email : 'signed out') + ', ' + String(missing) + '</p>', bootstrap: {} };
        }
        const who = request.user ? request.user.role : 'visitor';
        return { html: '<h1>' + request.url + ' for ' + who + ' in ' + request.language + ' (' + request.theme + ')</h1>',
          bootstrap: { language: request.language, theme: request.theme, catalogs: { common: { hello: 'Hi' } }, queries: { user: request.user } } };
      }`,
    );
    t = await createTestApp({ serveClient: true, clientDir, ssrEntry: entry });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bootstrapOf = (body: string) => JSON.parse(/<script id="page-bootstrap" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, unknown>;

  it('renders the page a visitor asks for into the root element, in the language and theme of their cookies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/library?level=L1', headers: { cookie: 'stepwise.language=fr; stepwise.theme=dark' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<div id="root"><h1>/library?level=L1 for visitor in fr (dark)</h1></div>');
    expect(bootstrapOf(response.body)).toEqual({ language: 'fr', theme: 'dark', catalogs: { common: { hello: 'Hi' } }, queries: { user: null } });
    expect(response.body).toContain('<script type="module" src="/assets/main.js"></script>');
  });

  it('renders for the signed-in user, whose name cannot break out of the bootstrap script', async () => {
    const user = await registerUser(t.app, { firstName: '</script><script>alert(1)</script>', lastName: 'Lovelace' });
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: user.cookie } });
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(bootstrapOf(response.body)).toMatchObject({ queries: { user: { firstName: '</script><script>alert(1)</script>', lastName: 'Lovelace' } }, language: 'en', theme: 'system' });
  });

  it("reads the page's data through the API as the visitor", async () => {
    const user = await registerUser(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/data', headers: { cookie: user.cookie } });
    expect(signedIn.body).toContain(`<div id="root"><p>${user.email}, undefined</p></div>`);
    const visitor = await t.app.inject({ method: 'GET', url: '/data' });
    expect(visitor.body).toContain('<div id="root"><p>signed out, undefined</p></div>');
  });

  it('ignores preference cookies it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'stepwise.language=de; stepwise.theme=neon' } });
    expect(bootstrapOf(response.body)).toMatchObject({ language: 'en', theme: 'system' });
  });

  it('sends pages bare, for the browser to draw, while too many renders are waiting', async () => {
    const responses = await Promise.all(Array.from({ length: MAX_PENDING_RENDERS + 4 }, () => t.app.inject({ method: 'GET', url: '/slow' })));
    const bare = responses.filter((response) => response.body === html);
    expect(bare).toHaveLength(4);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });

  it('sends the bare page for the browser to draw when rendering fails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
  });
});
