import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The built app (dist/server/index.js, `npm run build`) on a free port with a fresh data dir. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} (run npm run build first)`);
    if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
