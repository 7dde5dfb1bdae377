import { box, toNode } from '../../cas';
import type { MathNode } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text, type Text } from '../../i18n';
import { definedFunction } from '../../read/definedFunction';
import type { Outcome, Strategy } from '../../strategy';
import { nodeFunction } from '../../verify/fast-eval';
import { samplePoints } from '../../verify/numeric';
import { step } from './common';

/**
 * Which of even, odd or neither a function is, asked openly: "Is f(x) = x³ − x even, odd, or
 * neither?", "Determine whether g(x) = x⁴ + 2x² is even or odd", « Étudier la parité de la fonction
 * f définie par f(x) = x³ − x », « f(x) = x/(x² + 1) est-elle paire ou impaire ? ». (One of them
 * claimed alone is a claim to test, read by read/parity.) f(−x) is written out and compared with
 * f(x) and −f(x); the verdict is checked at sample points, "neither" by a point where both differ.
 */
const ASKS_WHICH = /\b(?:even\s*,?\s*(?:or\s+)?odd|odd\s*,?\s*(?:or\s+)?even|paire\s*,?\s*(?:ou\s+)?impaire|impaire\s*,?\s*(?:ou\s+)?paire|parit(?:e|y)\s+(?:de|of)\b)/i;
const QUESTION_WORDS = new Set(
  (
    'is the function a even odd or neither nor both show determine whether if let be defined by on real numbers all r and its of parity ' +
    'decide state classify as est elle est-elle la fonction paire impaire ni ou etudier etudiez determiner donner quelle parite de soit definie par sur reels'
  ).split(' '),
);

type Verdict = 'even' | 'odd' | 'both' | 'neither';

/** The formula with −x in place of x. */
function negated(n: MathNode, x: string): MathNode {
  if (n === x) return ['Negate', x];
  return Array.isArray(n) ? (n.map((a, k) => (k === 0 ? a : negated(a as MathNode, x))) as MathNode) : n;
}

const tidy = (n: MathNode): MathNode => {
  try {
    return toNode(box(n).simplify());
  } catch {
    return n;
  }
};

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The verdict from values at sample points, and a point showing "neither" (f(−a) differs from both
 * f(a) and −f(a)). Null when too few points are defined, or when the domain is not symmetric
 * there (f defined at a but not at −a) — then f is neither, said with that point.
 */
function numericVerdict(f: (v: number) => number): { verdict: Verdict; at?: number; asymmetric?: boolean } | null {
  let even = true;
  let odd = true;
  let witness: number | undefined;
  let defined = 0;
  for (const a of samplePoints(24, 0.13, 4.7, 11)) {
    const [p, m] = [f(a), f(-a)];
    const [pOk, mOk] = [Number.isFinite(p), Number.isFinite(m)];
    if (pOk !== mOk) return { verdict: 'neither', at: pOk ? a : -a, asymmetric: true };
    if (!pOk) continue;
    defined++;
    const [e, o] = [close(m, p), close(m, -p)];
    even &&= e;
    odd &&= o;
    if (!e && !o && witness === undefined && Math.abs(m - p) > 1e-6 && Math.abs(m + p) > 1e-6) witness = a;
  }
  if (defined < 8) return null;
  if (even && odd) return { verdict: 'both' };
  if (even) return { verdict: 'even' };
  if (odd) return { verdict: 'odd' };
  return witness === undefined ? null : { verdict: 'neither', at: witness };
}

const WORDS: Record<Verdict, (f: string) => Text> = {
  even: (f) => text(`${f} is even.`, `${f} est paire.`),
  odd: (f) => text(`${f} is odd.`, `${f} est impaire.`),
  both: (f) => text(`${f} is both even and odd (it is zero).`, `${f} est à la fois paire et impaire (elle est nulle).`),
  neither: (f) => text(`${f} is neither even nor odd.`, `${f} n'est ni paire ni impaire.`),
};

const fmt = (v: number): string => String(Math.round(v * 1000) / 1000);

export const parityWhichStrategy: Strategy = {
  name: 'algebra.parity_which',
  solve(problem): Outcome | null {
    const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
    if (!ASKS_WHICH.test(t)) return null;
    const fn = definedFunction(t, QUESTION_WORDS);
    if (!fn) return null;
    const { name, variable: x, node } = fn;
    const f = nodeFunction(node, x);
    const found = numericVerdict(f);
    if (!found) return null;
    const minus = tidy(negated(node, x));
    const fx = `${name}(${x})`;
    const fmx = `${name}(-${x})`;
    const steps = [
      step(
        text(`Compute ${fmx}`, `Calculer ${fmx}`),
        text(`Replace ${x} by −${x} in the formula.`, `On remplace ${x} par −${x} dans la formule.`),
        `${name}(-${x}) = ${toLatex(minus)}`,
      ),
    ];
    const { verdict, at, asymmetric } = found;
    if (verdict === 'even' || verdict === 'both') {
      steps.push(step(text(`Compare with ${fx}`, `Comparer avec ${fx}`), text(`${fmx} = ${fx} for every ${x}.`, `${fmx} = ${fx} pour tout ${x}.`), `${name}(-${x}) = ${name}(${x})`));
    } else if (verdict === 'odd') {
      steps.push(step(text(`Compare with −${fx}`, `Comparer avec −${fx}`), text(`${fmx} = −${fx} for every ${x}.`, `${fmx} = −${fx} pour tout ${x}.`), `${name}(-${x}) = -${name}(${x})`));
    } else if (asymmetric && at !== undefined) {
      steps.push(step(
        text('The domain is not symmetric', "L'ensemble de définition n'est pas symétrique"),
        text(`${name} is defined at ${fmt(at)} but not at ${fmt(-at)}.`, `${name} est définie en ${fmt(at)} mais pas en ${fmt(-at)}.`),
      ));
    } else if (at !== undefined) {
      const [p, m] = [f(at), f(-at)];
      steps.push(step(
        text('A value where both fail', 'Une valeur où les deux échouent'),
        text(
          `At ${x} = ${fmt(at)}: ${name}(${fmt(-at)}) ≈ ${fmt(m)} while ${name}(${fmt(at)}) ≈ ${fmt(p)}, so ${fmx} is neither ${fx} nor −${fx}.`,
          `En ${x} = ${fmt(at)} : ${name}(${fmt(-at)}) ≈ ${fmt(m)} alors que ${name}(${fmt(at)}) ≈ ${fmt(p)}, donc ${fmx} n'est ni ${fx} ni −${fx}.`,
        ),
      ));
    }
    const finalAnswer = WORDS[verdict](name);
    steps.push(step(text('Conclusion', 'Conclusion'), finalAnswer));
    const value = verdict === 'both' ? 'even and odd' : verdict;
    // the verdict came from values; even and odd are confirmed by the CAS: f(−x) ∓ f(x) simplifies to 0
    const vanishes = (n: MathNode): boolean => {
      if (toAscii(tidy(n)) === '0') return true;
      try {
        // simplify leaves (−x)² as written; evaluating expands it
        return toAscii(toNode(box(n).evaluate())) === '0';
      } catch {
        return false;
      }
    };
    const proved =
      verdict === 'neither' ||
      ((verdict === 'even' || verdict === 'both') && vanishes(['Add', minus, ['Negate', node]]) && (verdict === 'even' || vanishes(['Add', minus, node]))) ||
      (verdict === 'odd' && vanishes(['Add', minus, node]));
    return {
      method: 'algebra.parity_which',
      category: 'function',
      steps,
      answer: { kind: 'text', value, latex: `\\text{${value}}`, words: finalAnswer },
      finalAnswer,
      // "neither" rests on a point where both equalities fail; even or odd on the CAS's simplification
      verified: proved,
      verification: verdict === 'neither'
        ? text(`Checked at ${x} = ${fmt(at ?? 0)}, where ${fmx} differs from both ${fx} and −${fx}.`, `Vérifié en ${x} = ${fmt(at ?? 0)}, où ${fmx} diffère de ${fx} et de −${fx}.`)
        : text(`${fmx} ${verdict === 'odd' ? '+' : '−'} ${fx} simplifies to 0.`, `${fmx} ${verdict === 'odd' ? '+' : '−'} ${fx} se simplifie en 0.`),
    };
  },
};
