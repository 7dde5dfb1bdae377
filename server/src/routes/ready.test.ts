import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { drainAndClose } from '../drain';

const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const LIMITS = process.env.TEST_DATABASE_URL ? 'postgres' : 'memory';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ready with the database and where limits are counted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', db: DB_KIND, limits: LIMITS });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the database lacks a migration of this build', async () => {
    const t2 = await createTestApp();
    try {
      const latest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
      await t2.database.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${latest}`);
      const response = await t2.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'serviceUnavailable', reason: 'migrations' });
      await t2.database.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${latest}`);
      expect((await t2.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('answers 503 when the database is unreachable, in the caller\'s language', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      code: 'serviceUnavailable',
      reason: 'database',
    });
    await broken.app.close();
  });
});

describe('draining after SIGTERM', () => {
  it('answers 503 on /api/ready, finishes requests in flight, then stops accepting', async () => {
    const { database, dispose } = await openTestDatabase();
    const app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'test' }, { serveClient: false, ssrEntry: undefined }) });
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const before = await fetch(`${base}/api/ready`);
      expect(before.status).toBe(200);
      expect(before.headers.get('connection')).toBe('keep-alive');
      const slow = fetch(`${base}/slow`);
      await started;

      const drained = drainAndClose(app, 300);
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ reason: 'draining' });
      // Liveness is unaffected while draining; each connection now closes after its response.
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('connection')).toBe('close');

      // The server stops accepting while the request is still running; it is answered all the same.
      for (let waited = 0; app.server.listening && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(app.server.listening).toBe(false);
      release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ done: true });
      await drained;
      await expect(fetch(`${base}/api/ready`, { headers: { connection: 'close' } })).rejects.toThrow();
    } finally {
      release();
      if (!app.server.listening) await dispose();
      else {
        await app.close();
        await dispose();
      }
    }
  });
});
