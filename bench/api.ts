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
 * Every request carries a real session cookie; users are on the Pro plan and each has a page of
 * history to read. Every solve still takes a unit of quota with the real statement; so that a run
 * measures solves and not 429s, the benchmark gives its users their quota back twice a second
 * (resetBenchQuota) — on PGlite and PostgreSQL alike.
 *
 * Like with like: beside the plain bare route, each database gets a bare Fastify app (no plugins,
 * no session hook) whose one route runs the history route's own SELECT (firstHistoryPageForSession:
 * the session joined with the first page, the same prepared statement) through the same driver, measured in the same run; the history route's throughput is
 * reported as a ratio to both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import { firstHistoryPageForSession } from '../server/src/services/history/history';
import { MemoryCounters } from '../server/src/services/limits/counters';
import { deleteBenchUsers, listen, prepareUsers, PROBLEMS, resetBenchQuota, rotating, type BenchUser } from './api-setup';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    users: { type: 'string', default: '20' },
    /**
     * history,solve,solve-new (default) or some of them. solve: the 8-problem mix (after the first
     * round, identical problems answered from the shared cache); solve-new: a problem never seen
     * before on every request (every one a solver run: the queue and its 503 govern);
     * history-writes: the history route while another user saves a solve every 50 ms (on PGlite
     * each write empties the read cache, so this is the History page without it, mostly).
     */
    routes: { type: 'string', default: 'history,solve,solve-new' },
    /** On PostgreSQL: where the rate limit counts — shared (the default: in PostgreSQL), memory, or both runs. */
    limits: { type: 'string', default: 'shared' },
    /** pglite,postgres (default; postgres only when BENCH_DATABASE_URL is set) or one of them. */
    databases: { type: 'string', default: 'pglite,postgres' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const userCount = Number(values.users);
const routes = new Set(values.routes.split(','));
const databases = new Set(values.databases.split(','));
const HISTORY_ROUTE = 'GET /api/history?limit=20';
const HISTORY_WRITES_ROUTE = 'GET /api/history?limit=20, a solve saved every 50 ms';
const BARE_ROUTE = 'GET /bare (plain Fastify)';
const BARE_SELECT_ROUTE = 'GET /bare-select (history SELECT only)';

interface Row {
  db: string;
  route: string;
  result: Result;
}

async function run(options: Parameters<typeof autocannon>[0]): Promise<Result> {
  return autocannon({ connections, duration, timeout: 30, ...options });
}

/** A bare Fastify app whose one route runs the history route's SELECT for the rotating users, through the same driver. */
async function benchBareSelect(kind: string, database: Database, users: BenchUser[]): Promise<Row> {
  const bare = Fastify({ logger: false });
  // Each user's session token, as the history route reads it from the cookie.
  const token = rotating(users.map((u) => u.cookie.slice(u.cookie.indexOf('=') + 1)));
  bare.get('/bare-select', async () => (await firstHistoryPageForSession(database.db, token(), 20))?.items);
  const base = await listen(bare);
  try {
    return { db: kind, route: BARE_SELECT_ROUTE, result: await run({ url: `${base}/bare-select` }) };
  } finally {
    await bare.close();
  }
}

async function benchDatabase(name: string, database: Database, limits?: 'memory'): Promise<Row[]> {
  // the latency-bounding queue budget the solve figures are measured with (the server's default is looser)
  const config = loadConfig({ NODE_ENV: 'production', SOLVER_QUEUE_BUDGET_MS: process.env.SOLVER_QUEUE_BUDGET_MS ?? '150' }, { serveClient: false, logLevel: 'silent', apiRateLimitPerMinute: 100_000_000 });
  // The limit is never reached, but every request is counted where the limits live.
  const memory = limits === 'memory' ? new MemoryCounters() : undefined;
  const app = await buildApp({ database, config, limits: memory && { counters: memory, rateLimitStorage: {}, close: () => memory.close() } });
  const kind = `${name}, limits: ${app.sharedLimits.counters.kind}`;
  const base = await listen(app);
  const rows: Row[] = [];
  try {
    const users = await prepareUsers(base, database, userCount);
    const cookies = users.map((u) => u.cookie);
    // Warm the solver thread(s) and the JIT before measuring.
    for (const rawInput of PROBLEMS) {
      await fetch(`${base}/api/solve`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[0] }, body: JSON.stringify({ rawInput, inputType: 'text' }) });
    }

    const historyCookie = rotating(cookies.slice(1));
    const readHistory = () =>
      run({
        url: base,
        requests: [{ method: 'GET', path: '/api/history?limit=20', setupRequest: (r) => ({ ...r, headers: { ...r.headers, cookie: historyCookie() } }) }],
      });
    if (routes.has('history')) rows.push(await benchBareSelect(kind, database, users));
    if (routes.has('history')) rows.push({ db: kind, route: HISTORY_ROUTE, result: await readHistory() });
    if (routes.has('history-writes')) {
      rows.push({ db: kind, route: HISTORY_WRITES_ROUTE, result: await whileSolving(base, cookies[0], database, readHistory) });
    }

    const solveCookie = rotating(cookies);
    const problem = rotating(PROBLEMS);
    let fresh = 0;
    // Linear equations with coefficients no other request of the run uses: never in the cache.
    const newProblem = () => {
      fresh += 1;
      return `${(fresh % 97) + 2}x + ${fresh} = ${Date.now() % 100_000}`;
    };
    for (const [name, route, rawInput] of [
      ['solve', 'POST /api/solve (8-problem mix)', problem],
      ['solve-new', 'POST /api/solve (new problem each)', newProblem],
    ] as const) {
      if (!routes.has(name)) continue;
      await resetBenchQuota(database);
      const refill = setInterval(() => void resetBenchQuota(database).catch(() => undefined), 500);
      rows.push({
        db: kind,
        route,
        result: await run({
          url: base,
          requests: [
            {
              method: 'POST',
              path: '/api/solve',
              setupRequest: (r) => ({
                ...r,
                headers: { ...r.headers, 'content-type': 'application/json', cookie: solveCookie() },
                body: JSON.stringify({ rawInput: rawInput(), inputType: 'text', generateAudio: false }),
              }),
            },
          ],
        }).finally(() => clearInterval(refill)),
      });
    }
  } finally {
    await deleteBenchUsers(database);
    await app.close();
  }
  return rows;
}

/** Runs `measure` while one user saves a solve every 50 ms (its quota refilled like the solve routes'). */
async function whileSolving(base: string, cookie: string, database: Database, measure: () => Promise<Result>): Promise<Result> {
  await resetBenchQuota(database);
  const refill = setInterval(() => void resetBenchQuota(database).catch(() => undefined), 500);
  const problem = rotating(PROBLEMS);
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await fetch(`${base}/api/solve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ rawInput: problem(), inputType: 'text', generateAudio: false }),
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return await measure();
  } finally {
    writing = false;
    clearInterval(refill);
    await writer;
  }
}

async function benchBare(): Promise<Row> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const base = await listen(bare);
  try {
    return { db: '-', route: BARE_ROUTE, result: await run({ url: `${base}/bare` }) };
  } finally {
    await bare.close();
  }
}

/** Answers by status, e.g. `200:5120 503:31`: a 503 is the queue's documented refusal, any other 5xx a fault. */
function statuses(result: Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}:${count}`)
    .join(' ');
}

function report(rows: Row[]): void {
  const header = ['database', 'route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'statuses', 'errors', 'x bare SELECT', 'x bare'];
  const bare = rows.find((r) => r.route === BARE_ROUTE)?.result.requests.average;
  const ratio = (row: Row, to: number | undefined) => (row.route === HISTORY_ROUTE && to ? (row.result.requests.average / to).toFixed(2) : '');
  const lines = rows.map((row) => [
    row.db,
    row.route,
    row.result.requests.average.toFixed(1),
    String(row.result.latency.p50),
    String(row.result.latency.p99),
    String(row.result.requests.total),
    String(row.result.non2xx),
    statuses(row.result),
    String(row.result.errors + row.result.timeouts),
    ratio(row, rows.find((r) => r.db === row.db && r.route === BARE_SELECT_ROUTE)?.result.requests.average),
    ratio(row, bare),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${connections} connections, ${duration} s per route, ${userCount} users; ${new Date().toISOString()}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const rows: Row[] = [await benchBare()];
  if (databases.has('pglite')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
    try {
      rows.push(...(await benchDatabase('pglite', await openPglite(dir))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl && databases.has('postgres')) {
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
