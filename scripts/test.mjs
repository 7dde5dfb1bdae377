// `npm test`: typecheck, lint, the step lint of the solver's solutions, every Vitest project (server on PGlite), the server suite again on
// PostgreSQL when TEST_DATABASE_URL is set, the browser tests, then the fault tests on the server
// the browser step built (kill -9 mid-burst; PostgreSQL restarted under load when TEST_DATABASE_URL
// and PG_RESTART_COMMAND are set). Every step runs; the summary lists each with its time and the
// exit code is non-zero if any failed.
// `npm run test:pg` (--pg-only) runs just the PostgreSQL pass.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const pgUrl = process.env.TEST_DATABASE_URL;
const pgOnly = process.argv.includes('--pg-only');

const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

const steps = [];
if (!pgOnly) {
  steps.push({ name: 'typecheck', cmd: ['npx', 'tsc', '-b'] });
  steps.push({ name: 'lint', cmd: ['npx', 'eslint', '.'] });
  steps.push({ name: 'step lint (every bundled problem, both languages)', cmd: ['npm', 'run', '--silent', 'lint:steps'] });
  steps.push({ name: 'unit + integration (PGlite)', cmd: ['npx', 'vitest', 'run'], env: withoutPg });
}
if (pgUrl) {
  steps.push({ name: 'server on PostgreSQL', cmd: ['npx', 'vitest', 'run', '--project', 'server'], env: { ...process.env } });
} else if (pgOnly) {
  console.error('test:pg needs TEST_DATABASE_URL (e.g. postgres://user:pass@127.0.0.1:5432/postgres)');
  process.exit(1);
} else {
  console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL pass of the server suite.');
}
if (!pgOnly && scripts['test:e2e']) steps.push({ name: 'browser (Playwright)', cmd: ['npm', 'run', '--silent', 'test:e2e'], env: withoutPg });
// The browser step has just built dist/, which the fault tests start as child processes.
if (!pgOnly) steps.push({ name: 'faults (kill -9, database restart)', cmd: ['npx', 'vitest', 'run', '-c', 'server/vitest.faults.config.ts'], env: { ...process.env } });

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
  results.push({ name: step.name, ok: r.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
