/**
 * `npm run soak`: mixed traffic against the built app for SOAK_MINUTES (10 by default): students
 * sign up, solve, read their history, the library and their quota, and sign in again, while
 * health checks run. Reports requests and errors by route, latency percentiles and the server's
 * memory (RSS) over time. Exits with 1 on any 5xx or a failed connection.
 */
import { readFileSync } from 'node:fs';
import { startBuiltServer } from './built-server';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const USERS = Number(process.env.SOAK_USERS ?? 6);
const PROBLEMS = ['2x + 3 = 7', 'x^2 - 5x + 6 = 0', 'derivative of x^3 sin x', '3x - 4 > 5', 'integrate 2x dx', 'x/2 + 1 = 4', 'simplify (x^2 - 1)/(x - 1)'];

interface Tally {
  count: number;
  errors: Map<number, number>;
  ms: number[];
}
const tallies = new Map<string, Tally>();

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function call(baseUrl: string, cookie: string, label: string, method: string, url: string, body?: unknown): Promise<Response | undefined> {
  const tally = tallies.get(label) ?? { count: 0, errors: new Map<number, number>(), ms: [] };
  tallies.set(label, tally);
  tally.count += 1;
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.clone().arrayBuffer();
    tally.ms.push(performance.now() - started);
    // 429 is the free plan's quota doing its job, not an error of the server.
    if (response.status >= 400 && response.status !== 429) tally.errors.set(response.status, (tally.errors.get(response.status) ?? 0) + 1);
    return response;
  } catch {
    tally.errors.set(0, (tally.errors.get(0) ?? 0) + 1);
    return undefined;
  }
}

const PAGES = ['/', '/solve', '/library', '/history', '/account'];

async function student(baseUrl: string, index: number, until: number): Promise<void> {
  const email = `soak.${index}.${Date.now()}@example.com`;
  const password = 'correct horse';
  const registered = await call(baseUrl, '', 'register', 'POST', '/api/auth/register', { email, password, firstName: 'Soak', lastName: `User ${index}` });
  let cookie = `sid=${registered?.headers.get('set-cookie')?.match(/sid=([^;]+)/)?.[1] ?? ''}`;
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    await call(baseUrl, cookie, 'solve', 'POST', '/api/solve', { rawInput: PROBLEMS[(round + index) % PROBLEMS.length], inputType: 'text' });
    await call(baseUrl, cookie, 'history', 'GET', '/api/history?limit=20');
    await call(baseUrl, cookie, 'quota', 'GET', '/api/quota');
    await call(baseUrl, cookie, 'library', 'GET', '/api/library/topics?level=HS');
    await call(baseUrl, '', 'health', 'GET', '/api/health');
    // Pages are drawn on the server (with their data), so opening one is server work too.
    await call(baseUrl, cookie, 'page', 'GET', PAGES[round % PAGES.length]);
    if (round % 10 === 0) {
      const login = await call(baseUrl, cookie, 'login', 'POST', '/api/auth/login', { email, password });
      cookie = `sid=${login?.headers.get('set-cookie')?.match(/sid=([^;]+)/)?.[1] ?? ''}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
};

const server = await startBuiltServer({ API_RATE_LIMIT_PER_MINUTE: '1000000' });
const pid = server.child.pid ?? 0;
const memory: Array<{ minute: number; rss: number }> = [];
const started = Date.now();
const sampler = setInterval(() => memory.push({ minute: (Date.now() - started) / 60_000, rss: rssMb(pid) }), 10_000);
try {
  memory.push({ minute: 0, rss: rssMb(pid) });
  const until = started + MINUTES * 60_000;
  await Promise.all(Array.from({ length: USERS }, (_, i) => student(server.baseUrl, i, until)));
  memory.push({ minute: (Date.now() - started) / 60_000, rss: rssMb(pid) });
} finally {
  clearInterval(sampler);
  await server.stop();
}

let serverErrors = 0;
console.log(`soak: ${MINUTES} min, ${USERS} students\n`);
console.log('route       requests  errors (status: count)        p50 ms   p99 ms');
for (const [label, tally] of tallies) {
  const errors = [...tally.errors].map(([status, n]) => `${status || 'conn'}: ${n}`).join(', ') || '-';
  serverErrors += [...tally.errors].filter(([status]) => status === 0 || status >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`${label.padEnd(12)}${String(tally.count).padStart(8)}  ${errors.padEnd(28)}${percentile(tally.ms, 0.5).toFixed(0).padStart(7)}  ${percentile(tally.ms, 0.99).toFixed(0).padStart(7)}`);
}
// Growth after warm-up: the first minute loads the solver and fills caches.
const warm = memory.find((m) => m.minute >= Math.min(1, MINUTES / 2)) ?? memory[0];
const last = memory[memory.length - 1];
console.log(`\nRSS: start ${memory[0].rss.toFixed(0)} MB, after warm-up ${warm.rss.toFixed(0)} MB, end ${last.rss.toFixed(0)} MB, peak ${Math.max(...memory.map((m) => m.rss)).toFixed(0)} MB`);
console.log(`growth after warm-up: ${(last.rss - warm.rss).toFixed(0)} MB over ${(last.minute - warm.minute).toFixed(1)} min`);
console.log(serverErrors ? `\n${serverErrors} server errors or failed connections` : '\nno server errors');
process.exit(serverErrors ? 1 : 0);
