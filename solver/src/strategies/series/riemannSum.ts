/**
 * Limits of Riemann sums: lim (1/n) Σ_{k=1}^{n} F(k/n) = ∫_0^1 F(x) dx, and any sum whose term times n
 * depends on k/n alone (Σ n/(n² + k²) = (1/n) Σ 1/(1 + (k/n)²)); k up to c·n gives ∫_0^c. The integral
 * is left to the definite-integral method; the answer is checked against the sum itself at n = 1000,
 * 2000 and 4000, extrapolated (Richardson: the error of such a sum shrinks like 1/n).
 */
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { normalize } from '../../parse/normalize';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { freeVars, mul, num, substitute, sym } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { definiteIntegralStrategy } from '../integral/definite';
import { toAscii as casAscii } from '../../format/ascii';
import { listed } from './sumRecognize';

const POINT = String.raw`(?:->|\\to|→|tends? to|tend vers|goes to|approaches)\s*\+?\s*(?:oo|\\infty|∞|infinity|l'infini)`;
/** "the Riemann sum", « la somme de Riemann S_n = », "of the sequence u_n =": words and a name that only announce the sum. */
const ANNOUNCE = /^(?:of\s+|de\s+)?(?:the\s+|la\s+)?(?:riemann\s+sum|somme\s+de\s+riemann|sequence|suite)?\s*(?:\(?\s*[A-Za-z]\s*_\s*\{?\s*([a-z])\s*\}?\s*\)?\s*=\s*)?/i;

interface RiemannSum {
  /** the whole term, prefactor included, as ASCII in k and n */
  term: string;
  k: string;
  n: string;
  lo: number;
  /** the upper index as ASCII in n */
  hi: string;
}

/** "lim … (1/n) Σ_{k=1}^{n} f": the limit of a sum over k = lo … (an expression in n), read from the text. */
export function readRiemannSum(input: string): RiemannSum | null {
  let s = input.trim();
  // "Riemann sum Σ … as n → ∞" asks the limit without the word
  const head = /^(?:(?:find|compute|evaluate|determine|calculer|calculez|déterminer|determiner)\s+)?(?:the\s+|la\s+)?(?:(?:\\?lim(?:it)?|limite)(?![a-z])|(?=(?:riemann\s+sum|somme\s+de\s+riemann)\b))\s*/i.exec(s);
  if (!head) return null;
  s = writtenOutSums(s.slice(head[0].length));
  let n: string | null = null;
  const at = [
    new RegExp(String.raw`^_\s*\{?\s*([a-z])\s*${POINT}\s*\}?\s*`, 'i'),
    new RegExp(String.raw`(?:^|\s)(?:as|when|quand|lorsque)?\s*([a-z])\s*${POINT}\s*(?:,\s*)?`, 'i'),
  ];
  for (const re of at) {
    const m = re.exec(s);
    if (m) {
      n = m[1];
      s = (s.slice(0, m.index) + ' ' + s.slice(m.index + m[0].length)).trim();
      break;
    }
  }
  const announced = ANNOUNCE.exec(s);
  if (announced) s = s.slice(announced[0].length);
  // a sequence named u_n is a limit as its index grows, even when "n → ∞" is not written
  n ??= announced?.[1] ?? null;
  // « la limite de Σ_{k=1}^{n} … » with no point: a limit in the sum's upper index n is n → ∞
  n ??= /(?:\\sum|\bsum)\s*_\s*\{?\s*[a-z]\s*=\s*-?\d+\s*\}?\s*\^\s*\{?\s*([a-z])\s*\}?(?![\w(^])/i.exec(s)?.[1] ?? null;
  if (!n) return null;
  s = s.replace(/^(?:of|de|du|d')\s*/i, '').replace(/[.?!]+\s*$/, '').trim();
  const sum = /(?:\\sum|\bsum)\s*_\s*\{?\s*([a-z])\s*=\s*(-?\d+)\s*\}?\s*\^\s*(\{[^{}]+\}|[a-z0-9]+)\s*/i.exec(s);
  if (!sum || sum[1] === n) return null;
  const grouped = bracketedSum(s, sum.index, sum.index + sum[0].length, n);
  const before = grouped ? grouped.factor : s.slice(0, sum.index).trim();
  const after = grouped ? grouped.summand : s.slice(sum.index + sum[0].length).trim();
  if (!after) return null;
  const hi = sum[3].replace(/^\{|\}$/g, '');
  const ascii = (t: string): string | null => {
    try {
      return toAscii(fromMathJson(parseCalc(t)));
    } catch {
      return null;
    }
  };
  const summand = ascii(after);
  const prefactor = before ? ascii(before.replace(/\*\s*$/, '')) : '1';
  const upper = ascii(hi);
  if (!summand || !prefactor || !upper) return null;
  const term = `(${prefactor})*(${summand})`;
  const vars = freeVars(fromMathJson(parseCalc(term)));
  if ([...vars].some((v) => v !== n && v !== sum[1])) return null;
  return { term, k: sum[1], n, lo: Number(sum[2]), hi: upper };
}

/**
 * "(1 + 2 + … + n)", "(1² + 2² + … + n²)": a sum written out between brackets, as the Σ it stands for
 * (the terms shown must be the last term's values at 1, 2, … or 0, 1, …).
 */
function writtenOutSums(s: string): string {
  return s.replace(/\(([^()]*(?:\([^()]*\)[^()]*)*\+\s*(?:\.\.\.|…|⋯|\\[lc]?dots)\s*\+[^()]*(?:\([^()]*\)[^()]*)*)\)/g, (whole, inner: string) => {
    const sp = listed(inner.trim());
    if (!sp || sp.hi === 'PositiveInfinity') return whole;
    return `(sum_{${sp.k}=${casAscii(sp.lo)}}^{${casAscii(sp.hi)}} (${casAscii(sp.summand)}))`;
  });
}

/**
 * "(1/n²)(Σ_{k=1}^{n} k)", "(Σ_{k=1}^{n} k²)/n³": a sum between brackets multiplied or divided by a
 * factor in n. The factor is read by putting a letter s for the sum and checking the whole is s
 * times it (a sum squared, or a sum plus something, is not one Riemann sum).
 */
function bracketedSum(s: string, start: number, bodyStart: number, n: string): { factor: string; summand: string } | null {
  const open = s.slice(0, start).trimEnd();
  if (!open.endsWith('(')) return null;
  let depth = 1;
  let close = -1;
  for (let i = bodyStart; i < s.length && close < 0; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) close = i;
  }
  if (close < 0) return null;
  const outside = `${open.slice(0, -1)} S ${s.slice(close + 1)}`;
  let whole;
  try {
    whole = fromMathJson(parseCalc(outside));
  } catch {
    return null;
  }
  const factor = simplify(substitute(whole, 'S', num(1)));
  const ascii = toAscii(factor);
  for (const [sv, nv] of [[2, 3], [-5, 7], [0.5, 11]]) {
    const w = evaluateReal(toAscii(whole), { S: sv, [n]: nv });
    const f = evaluateReal(ascii, { [n]: nv });
    if (w === null || f === null || Math.abs(w - sv * f) > 1e-9 * Math.max(1, Math.abs(w))) return null;
  }
  return { factor: ascii, summand: s.slice(bodyStart, close).trim() };
}

/** c when the upper index is c·n + d with c a positive whole number. */
function upperScale(r: RiemannSum): number | null {
  const h = (v: number): number | null => evaluateReal(r.hi, { [r.n]: v });
  const [a, b] = [h(1000), h(2000)];
  if (a === null || b === null) return null;
  const c = (b - a) / 1000;
  return Number.isInteger(c) && c > 0 && Number.isInteger(a - 1000 * c) ? c : null;
}

/** F with n·term(k, n) = F(k/n): checked by scaling k and n together, then F(x) = n·term at n = 1, k = x. */
function profile(r: RiemannSum): string | null {
  const g = (k: number, n: number): number | null => {
    const v = evaluateReal(r.term, { [r.k]: k, [r.n]: n });
    return v === null ? null : n * v;
  };
  for (const [k, n] of [[1, 3], [2, 5], [3, 7], [5, 4]]) {
    const base = g(k, n);
    if (base === null) return null;
    for (const m of [2, 3, 10]) {
      const v = g(m * k, m * n);
      if (v === null || Math.abs(v - base) > 1e-9 * Math.max(1, Math.abs(base))) return null;
    }
  }
  const F = simplify(substitute(substitute(mul(sym(r.n), fromMathJson(parseCalc(r.term))), r.k, sym('x')), r.n, num(1)));
  return toAscii(F);
}

/** The sum itself at n = 1000, 2000, 4000, extrapolated twice; null when the two extrapolations disagree. */
function numericLimit(r: RiemannSum): number | null {
  const partial = (n: number): number | null => {
    const top = evaluateReal(r.hi, { [r.n]: n });
    if (top === null) return null;
    let s = 0;
    for (let k = r.lo; k <= top; k++) {
      const v = evaluateReal(r.term, { [r.k]: k, [r.n]: n });
      if (v === null || !Number.isFinite(v)) return null;
      s += v;
    }
    return s;
  };
  const [a, b, c] = [partial(1000), partial(2000), partial(4000)];
  if (a === null || b === null || c === null) return null;
  const [r1, r2] = [2 * b - a, 2 * c - b];
  return Math.abs(r1 - r2) <= 1e-5 * Math.max(1, Math.abs(r2)) ? r2 : null;
}

/** The Riemann sum in the text with its F and [0, c], when F is bounded there (a proper integral, whose sums converge). */
export function riemannIntegrand(input: string): { r: RiemannSum; c: number; F: string } | null {
  const r = readRiemannSum(input);
  const c = r ? upperScale(r) : null;
  const F = r && c !== null ? profile(r) : null;
  if (!r || c === null || F === null) return null;
  for (let j = 0; j <= 400; j++) {
    const v = evaluateReal(F, { x: j === 0 ? 1e-9 : (c * j) / 400 });
    if (v === null || !Number.isFinite(v) || Math.abs(v) > 1e6) return null;
  }
  return { r, c, F };
}

export const riemannSumStrategy: Strategy = {
  name: 'series.riemann_sum',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const found = riemannIntegrand(problem.text);
    if (!found) return null;
    const { r, c, F } = found;
    const task: TaskOf<'integrate'> = { kind: 'integrate', integrand: F, variable: 'x', bounds: { lo: '0', hi: String(c) } };
    const o = definiteIntegralStrategy.solve({ ...normalize(taskText(task)), task }, ctx);
    if (!o?.answer || o.answer.kind !== 'expr' || !o.verified) return null;
    const claimed = evaluateReal(o.answer.value);
    const sum = numericLimit(r);
    const verified = claimed !== null && sum !== null && Math.abs(claimed - sum) <= 1e-5 * Math.max(1, Math.abs(claimed));
    const FTex = toLatex(simplify(fromMathJson(parseCalc(F))));
    const recognise: StepDraft = {
      title: text('Recognise a Riemann sum', 'Reconnaître une somme de Riemann'),
      explanation: text(
        `${r.n} times each term depends on ${r.k}/${r.n} alone: the sum is (1/${r.n})·Σ F(${r.k}/${r.n}) with F(x) = ${F}, a Riemann sum of F on [0, ${c}] with steps of width 1/${r.n}. F is continuous on [0, ${c}], so as ${r.n} → ∞ the sum tends to the integral of F.`,
        `${r.n} fois chaque terme ne dépend que de ${r.k}/${r.n} : la somme s'écrit (1/${r.n})·Σ F(${r.k}/${r.n}) avec F(x) = ${F}, une somme de Riemann de F sur [0, ${c}] à pas 1/${r.n}. F est continue sur [0, ${c}] : quand ${r.n} → ∞, la somme tend vers l'intégrale de F.`,
      ),
      formula: `\\lim_{${r.n} \\to \\infty} \\frac{1}{${r.n}} \\sum_{${r.k}} F\\left(\\frac{${r.k}}{${r.n}}\\right) = \\int_{0}^{${c}} ${FTex}\\,dx`,
    };
    return {
      method: 'series.riemann_sum',
      category: 'limit',
      steps: [recognise, ...o.steps],
      answer: o.answer,
      // the question is a limit: its value is said as one
      finalAnswer: text(o.finalAnswer.en.replace(/^∫ =/, 'lim ='), o.finalAnswer.fr.replace(/^∫ =/, 'lim =')),
      verified,
      verification: verified
        ? text('The sum computed for n = 1000, 2000 and 4000 and extrapolated gives the same value.', 'La somme calculée pour n = 1000, 2000 et 4000 puis extrapolée donne la même valeur.')
        : undefined,
    };
  },
};
