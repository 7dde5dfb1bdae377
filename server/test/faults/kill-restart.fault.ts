import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, freePort, proUser, startServer, type ServerProcess } from './server-process';

/**
 * kill -9 of the built server on a real PGlite data dir in the middle of a burst of solves, then
 * a restart on the same dir: the stale lock is taken over, the database opens, every answered
 * solve is in the history with its solution and nothing half-written shows.
 */
describe('kill -9 during a burst of solves (PGlite)', { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-faults-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered solve and nothing half-written', async () => {
    server = await startServer({ DATA_DIR: dataDir }, freePort());
    let api = new ApiClient(server.baseUrl);
    await proUser(api);

    const answered: string[] = [];
    let failedRequests = 0;
    let killed = false;
    const burst = Array.from({ length: 60 }, (_, i) => `${(i % 9) + 2}x + ${i} = ${3 * i + 1}`);
    // Four clients solving at once; the server dies once ten answers are in.
    let next = 0;
    const killAfter = 10;
    const worker = async () => {
      while (next < burst.length) {
        const input = burst[next++];
        try {
          const answer = await api.call('POST', '/api/solve', { rawInput: input, inputType: 'text' });
          if (answer.status === 200) answered.push(String(answer.json.problemId));
          if (answered.length >= killAfter && !killed) {
            killed = true;
            await server?.kill9();
          }
        } catch {
          failedRequests += 1;
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(killed).toBe(true);
    expect(failedRequests).toBeGreaterThan(0);
    const lockFile = path.join(dataDir, 'server.lock');
    expect(existsSync(lockFile), 'the killed server leaves its lock behind').toBe(true);
    const stalePid = readFileSync(lockFile, 'utf8').split('\n')[0];

    server = await startServer({ DATA_DIR: dataDir }, freePort());
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).not.toBe(stalePid);
    api = api.withBaseUrl(server.baseUrl);

    const history = await api.call('GET', '/api/history?limit=100');
    expect(history.status).toBe(200);
    const items = history.json as unknown as Array<{ problemId: string }>;
    const ids = new Set(items.map((item) => item.problemId));
    for (const id of answered) expect(ids.has(id), `answered problem ${id} is in the history`).toBe(true);
    for (const { problemId } of items) {
      const item = await api.call('GET', `/api/history/${problemId}`);
      expect(item.status).toBe(200);
      expect((item.json as unknown as { solution: unknown }).solution, `problem ${problemId} has its solution`).not.toBeNull();
    }
    console.info(`faults (PGlite): ${answered.length} answered before kill -9, ${failedRequests} requests cut, ${items.length} in history after restart`);

    // The restarted server works normally.
    const after = await api.call('POST', '/api/solve', { rawInput: '3x = 12', inputType: 'text' });
    expect(after.status).toBe(200);
  });
});
