import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink, SolveResponse } from '../../../contract/src';
import { inProcessSolver } from '../routes/solve-test-kit';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

describe('the shared solution page /s/{token}', () => {
  let t: TestApp;
  let clientDir: string;
  const html = '<!doctype html><title>Stepwise</title><div id="root"></div>';

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), html);
    t = await createTestApp({ serveClient: true, clientDir }, { solver: inProcessSolver() });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('is a public page, kept out of search engines, that answers 404 once the link is revoked', async () => {
    const owner = await registerUser(t.app);
    const solved = (await t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: '3x = 12', inputType: 'text' }, headers: { cookie: owner.cookie } })).json<SolveResponse>();
    const link = (await t.app.inject({ method: 'POST', url: '/api/share-links', payload: { problemId: solved.problemId }, headers: { cookie: owner.cookie } })).json<ShareLink>();

    const page = await t.app.inject({ method: 'GET', url: link.path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(html);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');

    await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: { cookie: owner.cookie } });
    const revoked = await t.app.inject({ method: 'GET', url: link.path, headers: { accept: 'text/html' } });
    expect(revoked.statusCode).toBe(404);
    // Still the page (it tells the visitor the link is gone), not a JSON error.
    expect(revoked.body).toBe(html);
    expect((await t.app.inject({ method: 'GET', url: '/s/never-issued', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});
