/**
 * Step lint: solves every problem of the project's own sets in both languages and reads each
 * solution's steps the way the step tests do (formulas KaTeX renders, no identity step, no vacuous
 * factor or doubled sign, prose without program notation, an exact answer to an exact problem).
 * Prints one line per finding and exits 1 if there is any.
 *
 *   npm run lint:steps                    the four bundled sets
 *   npm run lint:steps -- a.jsonl b.jsonl any files with {"id"?, "input"} per line
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintSolution } from '../solver/src/format/step-lint';
import { solve } from '../solver/src/index';
import type { Locale } from '../solver/src/index';

interface Problem {
  id?: string;
  input: string;
}

const SETS = ['./solver-problems.jsonl', './verify-problems.jsonl', './problems/university-dev.jsonl', './problems/university-heldout.jsonl'];
const files = process.argv.length > 2 ? process.argv.slice(2) : SETS.map((f) => fileURLToPath(new URL(f, import.meta.url)));
const LOCALES: Locale[] = ['en', 'fr'];

const started = performance.now();
let solutions = 0;
let count = 0;
for (const file of files) {
  const problems = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Problem);
  for (const [n, p] of problems.entries()) {
    for (const locale of LOCALES) {
      solutions++;
      for (const f of lintSolution(p.input, solve(p.input, { locale }), locale)) {
        count++;
        const where = f.step === undefined ? 'answer' : `step ${f.step}`;
        console.log(`${p.id ?? `${file}:${n + 1}`} [${locale}] ${where} ${f.rule}: ${f.text.replace(/\s+/g, ' ')}`);
      }
    }
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${count} finding${count === 1 ? '' : 's'} in ${solutions} solutions (${seconds} s)`);
process.exit(count === 0 ? 0 : 1);
