/**
 * API load benchmark: POST /api/solve and GET /api/history under concurrent signed-in users,
 * next to a bare Fastify route measured in the same run (the ceiling of this machine), on PGlite
 * and — when BENCH_DATABASE_URL is set — on PostgreSQL.
 *
 *   npm run bench:api                         10 s per route, 20 connections
 *   npm run bench:api -- --duration 5 --connections 50
 *   npm run bench:api -- --routes history --limits both   on PostgreSQL, the API rate limit counted
 *                                        in PostgreSQL (what several instances need) and in memory
 *
 * Every request carries a real session cookie; users are on the Pro plan (100 problems a day) so
 * the quota does not cut the solve run short, and each has a page of history to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { like } from 'drizzle-orm';
import Fastify from 'fastify';
import { solve } from '../solver/src/index';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import { subscriptions, users } from '../server/src/db/schema';
import { saveSolved } from '../server/src/services/history/history';
import { MemoryCounters } from '../server/src/services/limits/counters';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    users: { type: 'string', default: '20' },
    /** history,solve (default) or one of them. */
    routes: { type: 'string', default: 'history,solve' },
    /** On PostgreSQL: where the rate limit counts — shared (the default: in PostgreSQL), memory, or both runs. */
    limits: { type: 'string', default: 'shared' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const userCount = Number(values.users);
const routes = new Set(values.routes.split(','));
const HISTORY_PER_USER = 40;
const EMAIL_PREFIX = 'bench.api.';

/** A mix of what students send: equations, a derivative, an integral, a limit, arithmetic. */
const PROBLEMS = ['2x + 3 = 7', 'x^2 - 5x + 6 = 0', 'derivative of x^3 sin x', 'integrate x e^x', 'lim x->0 sin(x)/x', '1/2 + 1/3', '3x - 4 = 11', 'x^2 = 16'];

interface Row {
  db: string;
  route: string;
  result: Result;
}

async function listen(app: { listen(o: { port: number; host: string }): Promise<string>; server: { address(): AddressInfo | string | null } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

async function run(options: Parameters<typeof autocannon>[0]): Promise<Result> {
  return autocannon({ connections, duration, timeout: 30, ...options });
}

/** Users with sessions, the Pro plan and a page of history each. */
async function prepareUsers(base: string, database: Database): Promise<string[]> {
  const sample = solve('x^2 - 5x + 6 = 0', { locale: 'en' });
  const stamp = Date.now().toString(36);
  const cookies: string[] = [];
  for (let i = 0; i < userCount; i += 1) {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${EMAIL_PREFIX}${stamp}.${i}@example.com`, password: 'bench-password', firstName: 'Bench', lastName: `User ${i}` }),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    const { id } = (await response.json()) as { id: string };
    await database.db.insert(subscriptions).values({ userId: id, plan: 'pro', status: 'active', renewsAt: new Date(Date.now() + 30 * 864e5) });
    for (let k = 0; k < HISTORY_PER_USER; k += 1) {
      await saveSolved(database.db, { userId: id, rawInput: PROBLEMS[k % PROBLEMS.length], inputType: 'text', subject: 'mathematics', ocrText: null, locale: 'en' }, sample, new Date(Date.now() - k * 60_000));
    }
    cookies.push(cookie);
  }
  return cookies;
}

/** Cycles through the users (and problems), one per request. */
function rotating<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

async function benchDatabase(name: string, database: Database, limits?: 'memory'): Promise<Row[]> {
  const config = loadConfig({ NODE_ENV: 'production' }, { serveClient: false, logLevel: 'silent', apiRateLimitPerMinute: 100_000_000 });
  // The limit is never reached, but every request is counted where the limits live.
  const memory = limits === 'memory' ? new MemoryCounters() : undefined;
  const app = await buildApp({ database, config, limits: memory && { counters: memory, rateLimitStorage: {}, close: () => memory.close() } });
  const kind = `${name}, limits: ${app.sharedLimits.counters.kind}`;
  const base = await listen(app);
  const rows: Row[] = [];
  try {
    const cookies = await prepareUsers(base, database);
    // Warm the solver thread(s) and the JIT before measuring.
    for (const rawInput of PROBLEMS) {
      await fetch(`${base}/api/solve`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[0] }, body: JSON.stringify({ rawInput, inputType: 'text' }) });
    }

    const historyCookie = rotating(cookies);
    if (routes.has('history')) rows.push({
      db: kind,
      route: 'GET /api/history?limit=20',
      result: await run({
        url: base,
        requests: [{ method: 'GET', path: '/api/history?limit=20', setupRequest: (r) => ({ ...r, headers: { ...r.headers, cookie: historyCookie() } }) }],
      }),
    });

    const solveCookie = rotating(cookies);
    const problem = rotating(PROBLEMS);
    if (routes.has('solve')) rows.push({
      db: kind,
      route: 'POST /api/solve',
      result: await run({
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/solve',
            setupRequest: (r) => ({
              ...r,
              headers: { ...r.headers, 'content-type': 'application/json', cookie: solveCookie() },
              body: JSON.stringify({ rawInput: problem(), inputType: 'text', generateAudio: false }),
            }),
          },
        ],
      }),
    });
  } finally {
    await database.db.delete(users).where(like(users.email, `${EMAIL_PREFIX}%`));
    await app.close();
  }
  return rows;
}

async function benchBare(): Promise<Row> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const base = await listen(bare);
  try {
    return { db: '-', route: 'GET /bare (plain Fastify)', result: await run({ url: `${base}/bare` }) };
  } finally {
    await bare.close();
  }
}

function report(rows: Row[]): void {
  const header = ['database', 'route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map(({ db, route, result }) => [
    db,
    route,
    result.requests.average.toFixed(1),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${connections} connections, ${duration} s per route, ${userCount} users\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const rows: Row[] = [await benchBare()];
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
  try {
    rows.push(...(await benchDatabase('pglite', await openPglite(dir))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    if (values.limits !== 'memory') rows.push(...(await benchDatabase('postgres', await openPostgres(pgUrl, { max: 10 }))));
    if (values.limits !== 'shared') rows.push(...(await benchDatabase('postgres', await openPostgres(pgUrl, { max: 10 }), 'memory')));
  }
  else console.log('BENCH_DATABASE_URL not set: PostgreSQL skipped.');
  report(rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
