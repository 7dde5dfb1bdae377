// `npm run test:fresh`: the README's two commands on a fresh clone of this repository's HEAD, in a
// temporary folder: `npm ci`, then `npm test`. Reports each command's outcome and time, and exits
// with npm test's code. Untracked or uncommitted files are not part of the clone, so what passes
// here is what a new developer (or CI) gets.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'stepwise-fresh-'));
const clone = path.join(work, 'stepwise');
const keep = process.argv.includes('--keep');

function run(name, cmd, args, cwd) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  return { name, ok: r.status === 0, code: r.status ?? 1, seconds };
}

const results = [];
try {
  results.push(run('clone', 'git', ['clone', '--quiet', root, clone], work));
  if (results[0].ok) results.push(run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], clone));
  if (results.every((r) => r.ok)) results.push(run('npm test', 'npm', ['test'], clone));
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
console.log('\n=== test:fresh summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`wall time ${(total / 60).toFixed(1)} min${keep ? `, clone kept in ${clone}` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : (results.find((r) => !r.ok)?.code ?? 1));
