/**
 * `npm run test:cluster`: two built instances on one throw-away PostgreSQL behind nginx, configured
 * from deploy/nginx.conf, all on loopback. Through the proxy: sign up, solve, read the history; a
 * Free plan's quota spent exactly by concurrent solves; the API rate limit and the sign-in throttle
 * counted once for both instances; a rolling restart (SIGTERM, exit, start, for each instance in
 * turn) under a steady load of solves and history reads, where no request may fail other than with
 * 503 + Retry-After and every answered solve must be in the history afterwards.
 *
 * Needs nginx and PostgreSQL's server binaries (or TEST_DATABASE_URL); builds the server when its
 * sources are newer than dist/server. Prints one figures line per story and exits 1 on a failed check.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const RATE_LIMIT = 60;
const EMAIL_FAILURES = 5;
const CONCURRENT_SOLVES = 40;
/** Load clients during the rolling restart, each from its own address (CLUSTER_LOAD_CLIENTS). */
const LOAD_CLIENTS = Number(process.env.CLUSTER_LOAD_CLIENTS ?? 6);
/** Each load client sends one request per this many ms: 100 a minute, under RATE_LIMIT per address… */
const LOAD_PACE_MS = 650;
const TIME_LIMIT_MS = 170_000;

// ---------------------------------------------------------------------------------------------
// Processes and clean-up

const cleanups: (() => Promise<void> | void)[] = [];
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('clean-up:', error);
    }
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database for this run: on TEST_DATABASE_URL, or in a throw-away cluster started here. */
async function startDatabase(): Promise<string> {
  const name = `stepwise_cluster_${randomBytes(5).toString('hex')}`;
  const given = process.env.TEST_DATABASE_URL;
  let serverUrl: string;
  if (given) {
    serverUrl = given;
  } else {
    const pgBin = process.env.PG_BIN ?? readdirSync('/usr/lib/postgresql').sort().map((v) => `/usr/lib/postgresql/${v}/bin`).pop();
    if (!pgBin || !existsSync(path.join(pgBin, 'initdb'))) throw new Error('PostgreSQL server binaries not found (set PG_BIN or TEST_DATABASE_URL)');
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-cluster-pg-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // initdb refuses to run as root: run PostgreSQL as its own user then.
    let asPostgres: string[] = [];
    if (process.getuid?.() === 0) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, but there is no postgres user');
      chownSync(dataDir, uid, gid);
      asPostgres = ['runuser', '-u', 'postgres', '--'];
    }
    const pgRun = (bin: string, args: string[]) => {
      const argv = [...asPostgres, path.join(pgBin, bin), ...args];
      run(argv[0], argv.slice(1));
    };
    pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    const pgCtl = (args: string[]) => pgRun('pg_ctl', ['-D', dataDir, '-w', ...args]);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=60`;
    pgCtl(['-l', path.join(dataDir, 'server.log'), '-o', options, 'start']);
    cleanups.push(() => pgCtl(['-m', 'fast', 'stop']));
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  if (given) cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The built server

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).filter((e) => e !== 'node_modules').map((e) => newest(path.join(p, e))));
}

function buildIfStale(): void {
  const output = path.join(root, 'dist/server/index.js');
  const inputs = ['server/src', 'server/scripts', 'solver/src', 'contract/src', 'package-lock.json'].map((p) => newest(path.join(root, p)));
  if (existsSync(output) && Math.max(...inputs) <= statSync(output).mtimeMs) return;
  console.log('dist/server is out of date: npm run build:server');
  run('npm', ['run', '--silent', 'build:server']);
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess | undefined;
}

function startInstance(instance: Instance, env: Record<string, string>): void {
  // Nothing starts once the clean-up has begun (a signal or the time limit during the restarts).
  if (cleaned) throw new Error('stopping');
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(instance.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instance.child = child;
}

async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const child = instance.child;
    if (!child || child.exitCode !== null) throw new Error(`instance ${instance.name} exited with ${child?.exitCode ?? 'nothing'}`);
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/ready`).catch(() => undefined);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} not ready after ${timeoutMs} ms`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// nginx, from the committed configuration

interface Proxy {
  port: number;
  failTimeoutMs: number;
  keepaliveTimeoutMs: number;
}

function seconds(value: string | undefined, name: string): number {
  const match = /^(\d+)s$/.exec(value ?? '');
  if (!match) throw new Error(`deploy/nginx.conf: ${name} not found in seconds`);
  return Number(match[1]) * 1000;
}

async function startProxy(dir: string, ports: [number, number]): Promise<Proxy> {
  const committed = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const port = await freePort();
  const replace = (text: string, from: RegExp | string, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf: "${String(from)}" not found`);
    return next;
  };
  let conf = committed;
  conf = replace(conf, /^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  conf = replace(conf, /\/tmp\/stepwise-nginx-/g, `${dir}/nginx-`);
  conf = replace(conf, 'server 127.0.0.1:5001 ', `server 127.0.0.1:${ports[0]} `);
  conf = replace(conf, 'server 127.0.0.1:5002 ', `server 127.0.0.1:${ports[1]} `);
  conf = replace(conf, /listen 8080;/, `listen 127.0.0.1:${port};\n    # Which instance answered (a retried request lists both).\n    add_header X-Upstream $upstream_addr always;`);
  const failTimeoutMs = seconds(/fail_timeout=(\d+s)/.exec(conf)?.[1], 'fail_timeout');
  const keepaliveTimeoutMs = seconds(/^\s*keepalive_timeout (\d+s);/m.exec(conf)?.[1], 'upstream keepalive_timeout');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  // Its log (refused connections while an instance restarts are expected) is shown on a failure.
  const log = path.join(dir, 'nginx-error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;', '-e', 'stderr'], { stdio: ['ignore', 'ignore', openSync(log, 'a')] });
  cleanups.push(() => stopChild(child, 'SIGTERM', 5000));
  cleanups.push(() => {
    const text = failures.length > 0 && existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
    if (text) console.log(`nginx log (last lines):\n${text.split('\n').slice(-20).join('\n')}`);
  });
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('nginx did not answer');
    await sleep(100);
  }
  return { port, failTimeoutMs, keepaliveTimeoutMs };
}

// ---------------------------------------------------------------------------------------------
// HTTP through the proxy, from a chosen loopback address (the limits count per client address)

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let proxyPort = 0;
const statusCounts = new Map<string, number>();
let sent = 0;

function count(key: string): void {
  statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
}

function request(from: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  sent += 1;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method,
        path: url,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          count(String(res.statusCode));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => {
      count('error');
      reject(error);
    });
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function json<T>(answer: Answer): T {
  return JSON.parse(answer.body) as T;
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
}

let emails = 0;
async function signUp(from: string): Promise<{ cookie: string; email: string; password: string }> {
  const email = `cluster-${process.pid}-${Date.now()}-${(emails += 1)}@example.com`;
  const password = 'correct horse battery';
  const answer = await request(from, 'POST', '/api/auth/register', { body: { email, password, firstName: 'Ada', lastName: 'Lovelace' } });
  const sid = [answer.headers['set-cookie'] ?? []].flat().map((c) => /^sid=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
  if (answer.status !== 201 || sid === undefined) throw new Error(`sign-up answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return { cookie: `sid=${sid}`, email, password };
}

const problem = (i: number) => `${(i % 7) + 2}x + ${i} = ${i + 3 * ((i % 7) + 2)}`;

async function historyIds(from: string, cookie: string): Promise<Set<string>> {
  const answer = await request(from, 'GET', '/api/history?limit=100', { cookie });
  if (answer.status !== 200) throw new Error(`history answered ${answer.status}`);
  return new Set(json<{ problemId: string }[]>(answer).map((item) => item.problemId));
}

const upstreamOf = (answer: Answer) => String(answer.headers['x-upstream'] ?? '');

// ---------------------------------------------------------------------------------------------
// Stories

async function storySolveAndHistory(): Promise<void> {
  const from = '127.0.0.40';
  const user = await signUp(from);
  const solved = await request(from, 'POST', '/api/solve', { cookie: user.cookie, body: { rawInput: 'x^2 = 4' } });
  check(solved.status === 200, `sign up, solve x^2 = 4 through the proxy: ${solved.status}`);
  const id = solved.status === 200 ? json<{ problemId: string }>(solved).problemId : '';
  const ids = await historyIds(from, user.cookie);
  check(ids.has(id) && ids.size === 1, 'the history lists the solve');
  const item = await request(from, 'GET', `/api/history/${id}`, { cookie: user.cookie });
  check(item.status === 200, `the history item opens: ${item.status}`);
}

async function storyQuota(): Promise<void> {
  const from = '127.0.0.41';
  const user = await signUp(from);
  const quota = json<{ window: 'day' | 'month'; daily: { remaining: number }; monthly: { remaining: number } }>(await request(from, 'GET', '/api/quota', { cookie: user.cookie }));
  const left = quota.window === 'day' ? quota.daily.remaining : quota.monthly.remaining;
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_SOLVES }, (_, i) => request(from, 'POST', '/api/solve', { cookie: user.cookie, body: { rawInput: problem(i) } })),
  );
  const ok = answers.filter((a) => a.status === 200).length;
  const quotaRefused = answers.filter((a) => a.status === 429 && json<{ code?: string }>(a).code === 'quotaExceeded').length;
  const upstreams = new Set(answers.map(upstreamOf));
  console.log(`quota: ${CONCURRENT_SOLVES} concurrent solves, quota ${left} → ${ok} × 200, ${quotaRefused} × 429 quotaExceeded, others ${CONCURRENT_SOLVES - ok - quotaRefused}; instances ${upstreams.size}`);
  check(ok === left && quotaRefused === CONCURRENT_SOLVES - left, `the Free quota (${left}) is spent exactly by ${CONCURRENT_SOLVES} concurrent solves over both instances`);
  check(upstreams.size >= 2, 'the concurrent solves were spread over both instances');
  const ids = await historyIds(from, user.cookie);
  check(ids.size === left, `the history holds ${ids.size} of ${left} solves`);
}

async function storyRateLimit(): Promise<void> {
  const from = '127.0.0.42';
  const statuses: number[] = [];
  const limitedBy = new Set<string>();
  for (let i = 0; i < RATE_LIMIT + 10; i += 1) {
    const answer = await request(from, 'GET', '/api/quota');
    statuses.push(answer.status);
    if (answer.status === 429) limitedBy.add(upstreamOf(answer));
  }
  const early = statuses.slice(0, RATE_LIMIT).filter((s) => s === 429).length;
  const late = statuses.slice(RATE_LIMIT).filter((s) => s === 429).length;
  console.log(`rate limit: ${RATE_LIMIT + 10} requests from one address, limit ${RATE_LIMIT}/min → ${early} + ${late} × 429, limited by ${limitedBy.size} instances`);
  check(early === 0 && late === 10 && limitedBy.size === 2, `API rate limit ${RATE_LIMIT}/min holds for both instances together`);
  const elsewhere = await request('127.0.0.43', 'GET', '/api/quota');
  check(elsewhere.status === 401, `another address keeps its own budget: ${elsewhere.status}`);
}

async function storyLoginThrottle(): Promise<void> {
  const from = '127.0.0.44';
  const user = await signUp(from);
  const statuses: number[] = [];
  const upstreams = new Set<string>();
  for (let i = 0; i < EMAIL_FAILURES + 3; i += 1) {
    const answer = await request(from, 'POST', '/api/auth/login', { body: { email: user.email, password: `wrong ${i}` } });
    statuses.push(answer.status);
    upstreams.add(upstreamOf(answer));
  }
  const expected = [...Array<number>(EMAIL_FAILURES).fill(401), 429, 429, 429];
  console.log(`sign-in throttle: ${statuses.length} wrong passwords, ${EMAIL_FAILURES} allowed per email → ${statuses.join(' ')} over ${upstreams.size} instances`);
  check(statuses.join() === expected.join() && upstreams.size === 2, `the sign-in throttle (${EMAIL_FAILURES} per email) holds for both instances together`);
  const right = await Promise.all([0, 1].map(() => request('127.0.0.45', 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } })));
  check(right.every((a) => a.status === 429), `the account stays locked with the right password from elsewhere: ${right.map((a) => a.status).join(' ')}`);
}

interface LoadFigures {
  requests: number;
  byStatus: Map<string, number>;
  failures: string[];
  solvesAnswered: number;
  solvesKept: number;
  retryAfter503: number;
}

async function storyRollingRestart(instances: Instance[], env: Record<string, string>, proxy: Proxy): Promise<LoadFigures> {
  const figures: LoadFigures = { requests: 0, byStatus: new Map(), failures: [], solvesAnswered: 0, solvesKept: 0, retryAfter503: 0 };
  const answered: { from: string; cookie: string; id: string }[] = [];
  let running = true;
  const note = (key: string) => figures.byStatus.set(key, (figures.byStatus.get(key) ?? 0) + 1);

  const client = async (k: number) => {
    const from = `127.0.1.${k + 1}`;
    let user = await signUp(from);
    let solvesLeft = 20;
    let i = 0;
    while (running) {
      const started = Date.now();
      const solving = i % 2 === 0;
      if (solving && solvesLeft === 0) {
        user = await signUp(from);
        solvesLeft = 20;
      }
      figures.requests += 1;
      try {
        const answer = solving
          ? await request(from, 'POST', '/api/solve', { cookie: user.cookie, body: { rawInput: problem(k * 1000 + i) } })
          : await request(from, 'GET', '/api/history?limit=20', { cookie: user.cookie });
        note(`${solving ? 'solve' : 'history'} ${answer.status}`);
        if (answer.status === 200 && solving) {
          solvesLeft -= 1;
          answered.push({ from, cookie: user.cookie, id: json<{ problemId: string }>(answer).problemId });
        } else if (answer.status === 503 && answer.headers['retry-after'] !== undefined) {
          figures.retryAfter503 += 1;
        } else if (answer.status !== 200) {
          figures.failures.push(`${solving ? 'POST /api/solve' : 'GET /api/history'} → ${answer.status} ${answer.body.slice(0, 120)}`);
        }
      } catch (error) {
        note('network error');
        figures.failures.push(`${solving ? 'POST /api/solve' : 'GET /api/history'} → ${(error as Error).message}`);
      }
      i += 1;
      await sleep(Math.max(0, LOAD_PACE_MS - (Date.now() - started)));
    }
  };

  const clients = Array.from({ length: LOAD_CLIENTS }, (_, k) => client(k));
  const restarts: string[] = [];
  try {
    await sleep(2000);
    for (const instance of instances) {
      const child = instance.child;
      if (!child) throw new Error(`instance ${instance.name} is not running`);
      const t0 = Date.now();
      child.kill('SIGTERM');
      const code = await exited(child);
      const stoppedMs = Date.now() - t0;
      startInstance(instance, env);
      await waitReady(instance);
      restarts.push(`${instance.name}: exit ${code} after ${(stoppedMs / 1000).toFixed(1)} s, ready again after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      check(code === 0, `instance ${instance.name} drained and exited 0 after SIGTERM (${(stoppedMs / 1000).toFixed(1)} s)`);
      // nginx leaves an instance that refused connections out for fail_timeout: wait it out, so
      // that the next stop never finds both left out.
      await sleep(proxy.failTimeoutMs + 1500);
    }
  } finally {
    running = false;
    await Promise.all(clients);
  }
  console.log(`rolling restart: ${restarts.join('; ')}`);
  const byUser = new Map<string, { from: string; ids: string[] }>();
  for (const a of answered) {
    const entry = byUser.get(a.cookie) ?? { from: a.from, ids: [] };
    entry.ids.push(a.id);
    byUser.set(a.cookie, entry);
  }
  figures.solvesAnswered = answered.length;
  for (const [cookie, { from, ids }] of byUser) {
    const kept = await historyIds(from, cookie);
    figures.solvesKept += ids.filter((id) => kept.has(id)).length;
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  buildIfStale();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-cluster-'));
  // nginx's worker (an unprivileged user when started as root) writes its temp files here.
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  const databaseUrl = await startDatabase();
  const instances: Instance[] = [
    { name: 'A', port: await freePort(), child: undefined },
    { name: 'B', port: await freePort(), child: undefined },
  ];
  cleanups.push(async () => {
    for (const instance of instances) if (instance.child) await stopChild(instance.child);
  });
  const committed = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const keepaliveMs = seconds(/^\s*keepalive_timeout (\d+s);/m.exec(committed)?.[1], 'upstream keepalive_timeout');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    TRUST_PROXY: '1',
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    LOGIN_FAILURES_PER_EMAIL: String(EMAIL_FAILURES),
    // Longer than nginx's upstream keepalive_timeout (see deploy/nginx.conf); CLUSTER_DRAIN_DELAY_MS
    // tries another.
    DRAIN_DELAY_MS: process.env.CLUSTER_DRAIN_DELAY_MS ?? String(keepaliveMs + 1000),
  };
  // One after the other: the first applies the migrations and seeds the library.
  for (const instance of instances) {
    startInstance(instance, env);
    await waitReady(instance);
  }
  const proxy = await startProxy(dir, [instances[0].port, instances[1].port]);
  proxyPort = proxy.port;
  console.log(`cluster: PostgreSQL, instances A :${instances[0].port} and B :${instances[1].port}, nginx :${proxy.port} (${((Date.now() - started) / 1000).toFixed(1)} s to start)`);

  await storySolveAndHistory();
  await storyQuota();
  await storyRateLimit();
  await storyLoginThrottle();
  const load = await storyRollingRestart(instances, env, proxy);

  const byStatus = [...load.byStatus].sort().map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(
    `rolling restart figures: requests ${load.requests} (${byStatus}), failures ${load.failures.length}, 503 + Retry-After ${load.retryAfter503}, solves answered ${load.solvesAnswered}, kept ${load.solvesKept}`,
  );
  for (const failure of load.failures.slice(0, 10)) console.log(`  failed: ${failure}`);
  check(load.failures.length === 0, 'no request failed during the rolling restart (other than 503 + Retry-After)');
  check(load.solvesAnswered > 0 && load.solvesKept === load.solvesAnswered, 'every answered solve is in its history');

  const all = [...statusCounts].sort().map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`cluster figures: requests ${sent} (${all}), failed checks ${failures.length}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const deadline = setTimeout(() => {
  console.error(`test:cluster: over ${TIME_LIMIT_MS / 1000} s, stopping`);
  void cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`test:cluster: ${signal}, stopping`);
    void cleanUp().finally(() => process.exit(1));
  });
}

try {
  await main();
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await cleanUp();
  clearTimeout(deadline);
  agent.destroy();
}
if (failures.length > 0) {
  console.error(`test:cluster: ${failures.length} failed check(s)`);
  process.exit(1);
}
console.log('test:cluster: all checks passed');
