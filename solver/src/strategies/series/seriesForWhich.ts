/**
 * "For which p does Σ 1/nᵖ converge?", « pour quelles valeurs de α la série Σ 1/(n (ln n)^α) converge-t-elle ? »:
 * the terms are positive and eventually monotone for every p (a power of n, times a power of ln n), so
 * by the integral test the series converges exactly when ∫ from its first index to ∞ does; that set is
 * the p-integral method's. The answer is checked on the series itself, at values of p on both sides
 * of the boundary and at the boundary.
 */
import { text } from '../../i18n';
import { freeSymbols, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal, withValues } from '../../verify/numeric';
import { verifyConvergence } from '../../verify/series';
import { pIntegralStrategy } from '../integral/pIntegral';

const QUESTION = /^\s*(?:for\s+(?:which|what)\s+(?:(?:real\s+)?values?\s+of\s+)?|pour\s+quel(?:le)?s?\s+(?:valeurs?\s+(?:r[ée]elles?\s+)?(?:de\s+|du\s+param[èe]tre\s+)?)?)(alpha|beta|lambda|[a-z])(?![a-z])\s*,?\s*(?:does|is|la|le)?\s*(?:the\s+series|s[ée]rie)?\s*(?:de\s+terme\s+g[ée]n[ée]ral\s+)?(?:\\sum|sum)\s*(.+?)\s+(?:converges?|(?:is\s+)?convergent|(?:est\s+)?convergente|converge-t-elle)\s*\??\s*$/i;

export interface SeriesForWhich {
  summand: MathNode;
  k: string;
  lo: number;
  parameter: string;
}

export function readSeriesForWhich(input: string): SeriesForWhich | null {
  const m = QUESTION.exec(input);
  if (!m) return null;
  const parameter = m[1];
  let body = m[2].trim();
  let k: string | null = null;
  let lo = 1;
  const bounds = /^_\s*\{?\s*([a-z])\s*=\s*(\d+)\s*\}?\s*(?:\^\s*(?:\{[^}]*\}|\S+))?\s*/i.exec(body);
  if (bounds) {
    [k, lo] = [bounds[1], Number(bounds[2])];
    body = body.slice(bounds[0].length);
  }
  let summand: MathNode;
  try {
    summand = parseNode(body);
  } catch {
    return null;
  }
  const free = [...freeSymbols(summand)];
  if (!free.includes(parameter)) return null;
  const others = free.filter((s) => s !== parameter);
  if (others.length !== 1 || (k !== null && others[0] !== k)) return null;
  return { summand, k: others[0], lo, parameter };
}

type Interval = { lo: number; hi: number };

function readInterval(value: string): Interval | null {
  const m = /^\(\s*(-oo|-?[\d.]+(?:\/\d+)?)\s*,\s*(oo|-?[\d.]+(?:\/\d+)?)\s*\)$/.exec(value.trim());
  if (!m) return null;
  const n = (s: string): number => (s === 'oo' ? Infinity : s === '-oo' ? -Infinity : s.split('/').map(Number).reduce((a, b) => a / b));
  return { lo: n(m[1]), hi: n(m[2]) };
}

export const seriesForWhichStrategy: Strategy = {
  name: 'series.for_which',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const r = readSeriesForWhich(problem.text);
    if (!r) return null;
    const term = toAscii(r.summand);
    // the first index where the term is defined (1/(n ln n) starts at 2)
    let start = r.lo;
    while (start < r.lo + 3 && evaluateReal(withValues(term, [r.parameter], [2]), { [r.k]: start }) === null) start++;
    const task: TaskOf<'integrate'> = { kind: 'integrate', integrand: term, variable: r.k, bounds: { lo: String(start), hi: 'oo' }, asks: 'for_which', parameter: r.parameter };
    const o = pIntegralStrategy.solve({ ...problem, task }, ctx);
    if (!o?.answer || o.answer.kind !== 'interval') return null;
    const set = readInterval(o.answer.value);
    if (!set) return null;
    const boundary = Number.isFinite(set.lo) ? set.lo : set.hi;
    const check = (p: number): boolean => verifyConvergence(withValues(term, [r.parameter], [p]), r.k, start, p > set.lo && p < set.hi);
    const verified = [boundary - 1.5, boundary - 0.5, boundary, boundary + 0.5, boundary + 1.5].every(check);
    const k = r.k;
    const test: StepDraft = {
      title: text('Integral test', 'Comparaison série–intégrale'),
      explanation: text(
        `For every ${r.parameter} the terms are positive and, for large ${k}, monotone: the series from ${k} = ${start} on converges exactly when the integral of the same function from ${start} to ∞ does.`,
        `Pour tout ${r.parameter}, les termes sont positifs et, pour ${k} grand, monotones : la série à partir de ${k} = ${start} converge si et seulement si l'intégrale de la même fonction de ${start} à +∞ converge.`,
      ),
      formula: `\\sum_{${k}=${start}}^{\\infty} f(${k}) < +\\infty \\iff \\int_{${start}}^{+\\infty} f(${k})\\,d${k} < +\\infty`,
    };
    return {
      ...o,
      method: 'series.for_which',
      category: 'series',
      steps: [test, ...o.steps],
      verified,
      verification: verified
        ? text('The partial sums computed at values of the parameter on each side of the boundary, and at it, behave as the answer says.', 'Les sommes partielles calculées pour des valeurs du paramètre de part et d’autre de la frontière, et en elle, se comportent comme la réponse l’annonce.')
        : undefined,
    };
  },
};
