/**
 * The solver on the command line.
 *
 *   npm run solve -- "x^2-5x+6=0"            steps, readable
 *   npm run solve -- --json "x^2-5x+6=0"     the Solution as JSON
 *   npm run solve -- --locale fr "…"         in French
 *   npm run --silent solve -- --jsonl        JSON Lines: one {"id","input","locale"?} per stdin line,
 *                                           one answer line per input line, flushed, nothing else
 */
import { createInterface } from 'node:readline';
import { solve } from './solve';
import type { Locale, Solution } from './types';

function readable(s: Solution): string {
  const fr = s.locale === 'fr';
  if (s.error) return `${fr ? 'Erreur' : 'Error'} (${s.error.code}): ${s.error.message}`;
  const out: string[] = [];
  s.steps.forEach((st, k) => {
    out.push(`${k + 1}. ${st.title}`);
    out.push(`   ${st.explanation}`);
    if (st.formula) out.push(`   ${st.formula}`);
  });
  out.push('');
  out.push(`${fr ? 'Réponse' : 'Answer'}: ${s.finalAnswer}`);
  if (s.answer) out.push(`   ${s.answer.value}`);
  out.push(s.verified ? `✓ ${s.verification ?? (fr ? 'vérifié' : 'checked')}` : fr ? '(non vérifié)' : '(not verified)');
  return out.join('\n');
}

function jsonlLine(raw: string): string {
  let id: unknown = null;
  const t0 = performance.now();
  try {
    const req = JSON.parse(raw) as { id?: unknown; input?: unknown; locale?: unknown; subject?: unknown };
    id = req.id ?? null;
    const locale: Locale = req.locale === 'fr' ? 'fr' : 'en';
    const s = solve(typeof req.input === 'string' ? req.input : '', { locale, ...(typeof req.subject === 'string' ? { subject: req.subject } : {}) });
    return JSON.stringify({
      id,
      finalAnswer: s.finalAnswer,
      answer: s.answer ? { kind: s.answer.kind, value: s.answer.value } : null,
      verified: s.verified,
      interpretation: s.interpretation?.text ?? null,
      steps: s.steps,
      ...(s.error ? { error: s.error } : {}),
      ms: Math.round((performance.now() - t0) * 10) / 10,
    });
  } catch (e) {
    // Even a crash answers its line, so the caller never waits for an answer that will not come.
    return JSON.stringify({
      id,
      finalAnswer: '',
      answer: null,
      verified: false,
      interpretation: null,
      steps: [],
      error: { code: 'unsupported', message: e instanceof Error ? e.message : String(e) },
      ms: Math.round((performance.now() - t0) * 10) / 10,
    });
  }
}

function runJsonl(): void {
  // Warm the CAS and the numeric checker before the first problem, so its time is not counted.
  solve('x^2 - 1 = 0');
  solve('1/2 + 1/3');
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    if (line.trim() === '') return;
    process.stdout.write(jsonlLine(line) + '\n');
  });
}

// A reader that goes away (a closed pipe) ends the program quietly instead of crashing.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

function main(argv: string[]): void {
  let locale: Locale = 'en';
  let json = false;
  const rest: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    if (a === '--jsonl') return runJsonl();
    if (a === '--json') json = true;
    else if (a === '--locale') locale = argv[++k] === 'fr' ? 'fr' : 'en';
    else if (a.startsWith('--locale=')) locale = a.slice(9) === 'fr' ? 'fr' : 'en';
    else rest.push(a);
  }
  const input = rest.join(' ');
  if (!input) {
    process.stderr.write('usage: npm run solve -- [--json] [--locale fr] "problem"   |   --jsonl\n');
    process.exitCode = 2;
    return;
  }
  const s = solve(input, { locale });
  process.stdout.write((json ? JSON.stringify(s, null, 2) : readable(s)) + '\n');
}

main(process.argv.slice(2));
