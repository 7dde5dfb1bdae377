import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { curveSpan } from './curveSpan';
import { asTyped } from './multiple';
import { NOT_THE_TOTAL, integrandWithin } from './region';

/**
 * The area of a region between two curves that cross inside the interval said ("bounded by
 * y = sin x and the x-axis for 0 ≤ x ≤ 2π", « entre y = x² − 1 et l'axe des abscisses pour
 * 0 ≤ x ≤ 2 »): the region is several pieces, one curve above on some, the other on the rest, so
 * its area is ∫ |upper − lower| over the interval, never the signed integral. Only an area: a mass
 * or an integrand over such pieces is left to be refused.
 */
export function readCrossingArea(problem: ProblemInput): TaskOf<'integrate'> | null {
  const text = asTyped(problem.raw);
  if (NOT_THE_TOTAL.test(text) || /^\s*(?:integrate|int[ée]grer)\b/i.test(text) || integrandWithin(text, ['x', 'y']) !== '1') return null;
  const span = curveSpan(text);
  if (!span?.crosses) return null;
  // brackets only around a lower curve of several terms
  const lower = /^-?[^+-]+$/.test(span.lower) ? span.lower : `(${span.lower})`;
  const gap = span.lower === '0' ? span.upper : span.upper === '0' ? span.lower : `${span.upper} - ${lower}`;
  return { kind: 'integrate', integrand: `abs(${gap})`, variable: span.outer, bounds: { lo: span.a.ascii, hi: span.b.ascii } };
}
