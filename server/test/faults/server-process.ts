import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/paths';

/** The built server (dist/server/index.js) in a child process, as it runs in production. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr. */
  stderr(): string;
  /** SIGKILL: no shutdown handler runs, like a crash or the OOM killer. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'dist/server/index.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', API_RATE_LIMIT_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    child,
    stderr: () => stderr,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A small cookie-keeping HTTP client for one user. */
export class ApiClient {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    const sid = set?.match(/sid=([^;]*)/);
    if (sid) this.cookie = `sid=${sid[1]}`;
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { raw: text };
    }
    return { status: response.status, json };
  }

  withBaseUrl(baseUrl: string): ApiClient {
    const copy = new ApiClient(baseUrl);
    copy.cookie = this.cookie;
    return copy;
  }
}

/** Signs up and buys the Pro plan through the sandbox payment provider (100 problems a day). */
export async function proUser(api: ApiClient): Promise<void> {
  const email = `fault.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await api.call('POST', '/api/auth/register', { email, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const order = await api.call('POST', '/api/payments/order', { plan: 'pro', period: 'month' });
  const capture = await api.call('POST', `/api/payments/order/${String(order.json.id)}/capture`);
  if (capture.status !== 200) throw new Error(`capture: ${capture.status} ${JSON.stringify(capture.json)}`);
}

export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}
