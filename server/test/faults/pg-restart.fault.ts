import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../template-db';
import { ApiClient, freePort, proUser, startServer, type ServerProcess } from './server-process';

/**
 * PostgreSQL taken down under load and brought back (TEST_DATABASE_URL and PG_RESTART_COMMAND,
 * e.g. `pg_ctlcluster 15 main stop && sleep 2 && pg_ctlcluster 15 main start`): requests fail
 * clearly with 503 meanwhile, then the same app process recovers on its own.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const restart = process.env.PG_RESTART_COMMAND;

describe.skipIf(!baseUrl || !restart)('PostgreSQL restarted under load', { timeout: 600_000 }, () => {
  const name = `stepwise_faults_${randomBytes(4).toString('hex')}`;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
  });

  it('answers 503 while the database is down and recovers without an app restart', async () => {
    if (!baseUrl || !restart) return;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    server = await startServer({ DATABASE_URL: databaseUrlFor(baseUrl, name) }, freePort());
    const api = new ApiClient(server.baseUrl);
    await proUser(api);

    const statuses = new Map<number, number>();
    let running = true;
    const load = async () => {
      let i = 0;
      while (running) {
        i += 1;
        // Database reads only: they come back in milliseconds, so many land while the database is
        // down (a solve can keep a loader busy in the solver for the whole outage on a slow machine).
        const request = api.call('GET', i % 2 ? '/api/history?limit=5' : '/api/quota');
        const answer = await request.catch(() => ({ status: 0, json: {} as Record<string, unknown> }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) expect(answer.status, JSON.stringify(answer.json)).toBe(503);
        if (answer.status === 503) expect(typeof answer.json.message).toBe('string');
      }
    };
    const loaders = [load(), load(), load(), load()];
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Asynchronously, so the load keeps arriving while the database is down.
    await promisify(exec)(restart);
    // Give the pool a moment to notice, then the app must be healthy again by itself.
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = (await fetch(`${server.baseUrl}/api/health`).catch(() => undefined))?.status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    running = false;
    await Promise.all(loaders);
    expect(healthy).toBe(true);
    expect(server.child.exitCode, server.stderr()).toBeNull();
    console.info(`faults (PostgreSQL restart): answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(0) ?? 0, 'the app process kept its socket open').toBe(0);
    expect(statuses.get(503) ?? 0, 'requests arrived while the database was down').toBeGreaterThan(0);
    const after = await api.call('POST', '/api/solve', { rawInput: '3x = 12', inputType: 'text' });
    expect(after.status).toBe(200);
  });
});
