/**
 * Solver latency benchmark: runs every problem of a JSON Lines file through `solve` in this
 * process and prints the median and 95th percentile time per problem, overall and per category.
 *
 *   npm run bench:solver                      the bundled sample (bench/solver-problems.jsonl)
 *   npm run bench:solver -- problems.jsonl    any file with {"input", "category"?} per line
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { solve } from '../solver/src/index';

interface Problem {
  id?: string;
  input: string;
  category?: string;
  locale?: 'en' | 'fr';
}

const file = process.argv[2] ?? fileURLToPath(new URL('./solver-problems.jsonl', import.meta.url));
const problems: Problem[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Problem);

// Warm-up: the first call loads the CAS and compiles the hot paths.
solve('x^2 - 1 = 0');
solve('1/2 + 1/3');

const byCategory = new Map<string, { ms: number[]; answered: number; verified: number }>();
const all: number[] = [];
for (const p of problems) {
  const t0 = performance.now();
  const s = solve(p.input, { locale: p.locale ?? 'en' });
  const ms = performance.now() - t0;
  const cat = p.category ?? 'uncategorised';
  const entry = byCategory.get(cat) ?? { ms: [], answered: 0, verified: 0 };
  entry.ms.push(ms);
  if (s.answer) entry.answered++;
  if (s.verified) entry.verified++;
  byCategory.set(cat, entry);
  all.push(ms);
}

function pct(values: number[], q: number): number {
  const v = [...values].sort((a, b) => a - b);
  if (v.length === 0) return 0;
  return v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)];
}

const row = (name: string, ms: number[], answered: number, verified: number): string =>
  `${name.padEnd(22)} ${String(ms.length).padStart(5)} ${pct(ms, 0.5).toFixed(1).padStart(9)} ${pct(ms, 0.95).toFixed(1).padStart(9)} ${String(answered).padStart(9)} ${String(verified).padStart(9)}`;

console.log(`${'category'.padEnd(22)} ${'n'.padStart(5)} ${'p50_ms'.padStart(9)} ${'p95_ms'.padStart(9)} ${'answered'.padStart(9)} ${'verified'.padStart(9)}`);
let answered = 0;
let verified = 0;
for (const [cat, e] of [...byCategory.entries()].sort()) {
  console.log(row(cat, e.ms, e.answered, e.verified));
  answered += e.answered;
  verified += e.verified;
}
console.log(row('overall', all, answered, verified));
