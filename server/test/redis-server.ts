import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Why the Redis tests are skipped, or null when they can run (TEST_REDIS_URL, or redis-server installed). */
export function redisUnavailableReason(): string | null {
  if (process.env.TEST_REDIS_URL) return null;
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? null : 'redis-server is not installed (apt-get install -y redis-server) and TEST_REDIS_URL is not set: Redis tests skipped';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // Refused until the server listens: the connect() below rejects, the event needs no report.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      client.disconnect();
    }
  }
}

/** TEST_REDIS_URL's server, or a throw-away redis-server on loopback (no persistence), stopped by `stop`. */
export async function startTestRedis(): Promise<TestRedis> {
  const external = process.env.TEST_REDIS_URL;
  if (external) return { url: external, stop: async () => undefined };
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitForPing(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
