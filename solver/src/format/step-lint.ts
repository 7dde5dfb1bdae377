import katex from 'katex';
import type { Locale, Solution } from '../types';
import { unequalSides } from './chain-check';

/**
 * The checks a teacher makes when reading a solution's steps: every formula renders, no formula
 * carries a vacuous factor or a doubled sign, no explanation carries program notation, no step only
 * repeats what it received, French mathematics is written in French, and an exact problem gets an
 * exact answer. Shared by the step tests and `npm run lint:steps`.
 */
export type StepRule = 'katex' | 'identity' | 'formula' | 'unequal' | 'prose' | 'trivial-factor' | 'french' | 'decimal-answer';

export interface StepFinding {
  rule: StepRule;
  /** 1-based step number; absent for a finding about the answer. */
  step?: number;
  /** The offending text (formula, explanation or answer) and, for KaTeX, its error. */
  text: string;
}

/** Two neighbouring links of a chain a = b = c that are the same (spacing aside), if any. */
export function identicalSides(f: string): [string, string] | null {
  const links = f.split(/\\Rightarrow|\\quad|,\\ /).flatMap((part) => {
    const l = part.split(/(?<![<>!\\])=(?!=)/).map((x) => x.trim());
    return l.slice(1).map((x, i): [string, string] => [l[i], x]);
  });
  return links.find(([a, b]) => a !== '' && a.replace(/\s+/g, '') === b.replace(/\s+/g, '')) ?? null;
}

/**
 * A vacuous factor or term, a doubled sign, a glued macro or an English word inside a formula. A
 * remainder of 0 in a division (`10 = 2\times 5 + 0`) and a zero part under a modulus (`4^2 + 0^2`)
 * are not vacuous terms.
 */
const FORMULA_SLIP =
  /\\cdot 1(?![0-9])|(?<!\\times \d+ )\+ 0(?![0-9.,^])|\+ -|\+ \((?:-|−)|\+ \\left\((?:-|−)[^()]*\\right\)(?!\^)|\\pik|\\text\{(or|and|outside)\}|(?<![\d.}])1i(?![a-z])|\(-\d+\)i/;
/** Program notation in a title or explanation: `oo`, `*`, `sqrt(`, a backslash macro, `^2`. */
const PROGRAM_NOTATION = /\boo\b|\*|\\|\^\d|\bsqrt\(/;
/** A factor or divisor of 1 announced as a move. */
const TRIVIAL_FACTOR = /\bfactor 1\b(?!\/|[.,]\d)|facteur commun 1\b(?!\/|[.,]\d)|divide by 1\b|divis\w* par 1\b/i;
/** English or anglicised terms in a French solution. */
const NOT_FRENCH = /méthode ac|LIATE|facteur intégrant|sech|\\text\{or\}/i;
/** Answer kinds that are decimal by nature (a measured quantity, a pH, digits in a base). */
const DECIMAL_KINDS = new Set(['quantity', 'number', 'text']);

/**
 * Categories whose step formulas are identities (each = links equal expressions); elsewhere a
 * formula may be an equation to solve, and only longer chains are read (see chain-check.ts).
 */
const IDENTITY_CATEGORIES = new Set(['limit', 'series', 'derivative', 'definite_integral', 'indefinite_integral', 'improper_integral', 'simplify', 'arithmetic']);

/** Every finding of the checks on one solution of `input` in `locale`. */
export function lintSolution(input: string, s: Solution, locale: Locale): StepFinding[] {
  const out: StepFinding[] = [];
  // a true-or-false question restates the claim it tests, which may be false
  const identities = IDENTITY_CATEGORIES.has(s.category ?? '') && s.answer?.kind !== 'bool';
  s.steps.forEach((st, i) => {
    const step = i + 1;
    const f = st.formula ?? '';
    // A table's cells are typeset one by one, inline: each must render on its own, as the formula does.
    for (const latex of [...(f ? [f] : []), ...(st.table ? [...st.table.header, ...st.table.rows.flat()] : [])]) {
      try {
        katex.renderToString(latex, { throwOnError: true });
      } catch (e) {
        out.push({ rule: 'katex', step, text: `${latex} — ${(e as Error).message}` });
      }
    }
    if (f) {
      if (identicalSides(f)) out.push({ rule: 'identity', step, text: f });
      const unequal = unequalSides(f, identities);
      if (unequal) out.push({ rule: 'unequal', step, text: `${f} — ${unequal[0]} ≠ ${unequal[1]}` });
      // A determinant as the product of its pivots keeps the pivots that are 1.
      if (FORMULA_SLIP.test(f.startsWith('\\det =') ? f.replace(/\\cdot 1(?![0-9])/g, '') : f)) out.push({ rule: 'formula', step, text: f });
    }
    for (const t of [st.title, st.explanation]) if (PROGRAM_NOTATION.test(t)) out.push({ rule: 'prose', step, text: t });
    if (TRIVIAL_FACTOR.test(st.explanation)) out.push({ rule: 'trivial-factor', step, text: st.explanation });
    if (locale === 'fr') {
      const all = `${st.title} ${st.explanation} ${f}`;
      if (NOT_FRENCH.test(all)) out.push({ rule: 'french', step, text: all });
    }
  });
  const a = s.answer;
  if (a && !DECIMAL_KINDS.has(a.kind) && !/\d?\.\d/.test(input) && /\d\.\d/.test(a.value)) {
    out.push({ rule: 'decimal-answer', text: a.value });
  }
  return out;
}
