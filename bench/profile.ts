/**
 * CPU profile of a signed-in route under load: builds the app with buildApp (as bench/api.ts does),
 * drives it with autocannon in a child process (so the load generator is not in the profile),
 * records the server's CPU with the inspector's profiler, writes the .cpuprofile (open it in
 * Chrome DevTools or speedscope for the flame graph) and prints the top frames by self and by
 * inclusive time, and the time by area (session, rate limit, query, driver, serialisation, …).
 *
 *   npm run bench:profile                                  GET /api/history?limit=20 on PGlite
 *   npm run bench:profile -- --route solve                 POST /api/solve
 *   BENCH_DATABASE_URL=postgres://… npm run bench:profile  on PostgreSQL
 *   npm run bench:profile -- --summarise file.cpuprofile   only the summary of an existing profile
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import { deleteBenchUsers, listen, prepareUsers, PROBLEMS, resetBenchQuota } from './api-setup';

const { values } = parseArgs({
  options: {
    route: { type: 'string', default: 'history' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string', default: '' },
    top: { type: 'string', default: '25' },
    summarise: { type: 'string' },
  },
});

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** Areas of the code, by file path (first match wins), for the "where does the time go" table. */
const AREAS: Array<[string, RegExp]> = [
  ['session lookup', /services\/auth\/sessions|plugins\/session/],
  ['rate limit', /@fastify\/rate-limit|limits\/(rate-limit-store|postgres-counters|counters)/],
  ['quota / plan', /services\/quota|plan-features/],
  ['history query (service)', /services\/history/],
  ['solve (service, pool)', /services\/solve|solver-pool/],
  ['drizzle (query building, row mapping)', /drizzle-orm/],
  ['PGlite (WASM PostgreSQL)', /@electric-sql\/pglite|^wasm:/],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//],
  ['zod (validation, response parsing)', /node_modules\/zod|fastify-type-provider-zod/],
  ['fast-json-stringify', /fast-json-stringify/],
  ['logging (pino)', /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)/],
  ['helmet', /helmet/],
  ['compress', /@fastify\/compress/],
  ['cookie', /@fastify\/cookie|node_modules\/cookie/],
  ['fastify core', /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify\/)/],
  ['app code (other)', /\/(server|contract)\/src\//],
  ['node internals (http, net, streams)', /^node:|^internal\//],
];

function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(program)' || name === '(idle)') return name;
  for (const [area, pattern] of AREAS) if (pattern.test(url)) return area;
  return url ? 'other' : `native ${name || '(anonymous)'}`;
}

/** The repository's root as a file URL, so frames print relative to it. */
const ROOT_URL = `${pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')).href}/`;

function short(url: string): string {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  const inRepo = url.indexOf(ROOT_URL);
  return inRepo >= 0 ? url.slice(inRepo + ROOT_URL.length) : url.replace(/^file:\/\//, '');
}

export function summarise(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: Node) => `${n.callFrame.functionName || '(anonymous)'}  ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const areaSelf = new Map<string, number>();
  const areaInclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id);
    if (!leaf) return;
    // The profiler's own stop (the inspector's dispatch) is not the server's work.
    for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) if (n.callFrame.url === 'node:inspector') return;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    total += dt;
    self.set(key(leaf), (self.get(key(leaf)) ?? 0) + dt);
    const leafArea = areaOf(leaf.callFrame.url, leaf.callFrame.functionName);
    areaSelf.set(leafArea, (areaSelf.get(leafArea) ?? 0) + dt);
    const seen = new Set<string>();
    const seenArea = new Set<string>();
    for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = key(n);
      if (!seen.has(k)) {
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
      }
      const a = areaOf(n.callFrame.url, n.callFrame.functionName);
      if (n.callFrame.url && !seenArea.has(a)) {
        seenArea.add(a);
        areaInclusive.set(a, (areaInclusive.get(a) ?? 0) + dt);
      }
    }
  });
  const pct = (v: number) => `${((100 * v) / total).toFixed(1).padStart(5)}%`;
  const lines: string[] = [];
  lines.push(`busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms (${((100 * total) / (total + idle)).toFixed(0)}% of the main thread busy)`);
  lines.push('', 'by area: self (inclusive)');
  for (const [area, v] of [...areaSelf].sort((a, b) => b[1] - a[1])) lines.push(`  ${pct(v)} (${pct(areaInclusive.get(area) ?? v)})  ${area}`);
  lines.push('', `top ${top} frames by self time`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(v)}  ${k}`);
  lines.push('', `top ${top} frames by inclusive time (named functions of the app and its libraries)`);
  for (const [k, v] of [...inclusive].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(v)}  ${k}`);
  return lines.join('\n');
}

function autocannonInChild(url: string, args: string[]): Promise<string> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '-c', values.connections, '-d', values.duration, ...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
}

async function main(): Promise<void> {
  const top = Number(values.top);
  if (values.summarise) {
    console.log(summarise(JSON.parse(readFileSync(values.summarise, 'utf8')) as Profile, top));
    return;
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-profile-'));
  const database: Database = pgUrl ? await openPostgres(pgUrl, { max: 10 }) : await openPglite(dir);
  const config = loadConfig({ NODE_ENV: 'production' }, { serveClient: false, logLevel: 'silent', apiRateLimitPerMinute: 100_000_000 });
  const app = await buildApp({ database, config });
  const session = new Session();
  let refill: NodeJS.Timeout | undefined;
  try {
    const base = await listen(app);
    const [user] = await prepareUsers(base, database, 1);
    const solve = values.route === 'solve';
    const args = solve
      ? ['-m', 'POST', '-H', 'content-type=application/json', '-H', `cookie=${user.cookie}`, '-b', JSON.stringify({ rawInput: PROBLEMS[0], inputType: 'text', generateAudio: false })]
      : ['-H', `cookie=${user.cookie}`];
    const url = solve ? `${base}/api/solve` : `${base}/api/history?limit=20`;
    // Every solve takes a unit of quota; the user gets it back twice a second, as in bench:api.
    refill = setInterval(() => void resetBenchQuota(database).catch(() => undefined), 500);
    // Warm-up (JIT, solver threads), not profiled.
    await autocannonInChild(url, args.concat(['-a', '200']));
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const load = await autocannonInChild(url, args);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    const out = values.out || `bench-${values.route}-${database.kind}.cpuprofile`;
    writeFileSync(out, JSON.stringify(profile));
    console.log(load.split('\n').filter((l) => /Latency|Req\/Sec|requests in|non 2xx|Stat/.test(l)).join('\n'));
    console.log(`\nprofile: ${out} (${database.kind})\n`);
    console.log(summarise(profile, top));
  } finally {
    clearInterval(refill);
    session.disconnect();
    await deleteBenchUsers(database).catch(() => undefined);
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
