import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { TaskOf } from '../../task/task';
import { type Ex, dependsOn, freeVars, neg } from '../derivative/expr';
import { toAscii } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { parseAscii } from './coordinates';
import { invert, value } from './reorder';

/**
 * A plane region given by inequalities (D = {1 ≤ y ≤ x², 0 ≤ x ≤ 2}) holds only the points where
 * every inequality holds: where the inner bounds cross (x² < 1 for x < 1) there is no point, whereas
 * the iterated integral ∫₀² ∫₁^{x²} would count that part with a minus sign. The outer range is cut
 * where the inner bounds meet, when they meet at points written exactly (the inverse of the moving
 * bound at the fixed one, or its opposite) and leave a single interval; any other crossing is
 * refused rather than integrated with a wrong sign.
 */
type Bounds = TaskOf<'multiple'>['bounds'];

const SAMPLES = 60;
const EPS = 1e-12;

const crossing = (inner: string, outer: string): SolverError =>
  new SolverError('unsupported', text(
    `The bounds ${inner} cross inside ${outer}: the region is empty there. Give the range of the outer variable where the lower bound stays below the upper one.`,
    `Les bornes ${inner} se croisent dans ${outer} : le domaine y est vide. Donnez l'intervalle de la variable extérieure où la borne inférieure reste sous la borne supérieure.`,
  ));

/** Where the upper bound minus the lower one changes sign, to within bisection precision. */
function signChanges(gap: (at: number) => number | null, c: number, d: number): { roots: number[]; first: number } | null {
  const points: Array<[number, number]> = [];
  for (let k = 0; k <= SAMPLES; k++) {
    const at = c + ((d - c) * k) / SAMPLES;
    const g = gap(at);
    if (g === null) return null;
    if (Math.abs(g) > EPS) points.push([at, Math.sign(g)]);
  }
  if (!points.length) return null;
  const roots: number[] = [];
  for (let k = 1; k < points.length; k++) {
    if (points[k][1] === points[k - 1][1]) continue;
    let [a, b] = [points[k - 1][0], points[k][0]];
    const sa = points[k - 1][1];
    for (let i = 0; i < 80; i++) {
      const m = (a + b) / 2;
      const g = gap(m);
      if (g === null) return null;
      if (Math.sign(g) === sa) a = m;
      else b = m;
    }
    roots.push((a + b) / 2);
  }
  return { roots, first: points[0][1] };
}

export function clipRegion(bounds: Bounds): Bounds | SolverError {
  if (bounds.length !== 2) return bounds;
  const [inner, outer] = bounds;
  const v = outer.variable;
  const [g1, g2] = [inner.lo, inner.hi].map(parseAscii);
  const c = value(parseAscii(outer.lo));
  const d = value(parseAscii(outer.hi));
  if (c === null || d === null || !(c < d) || (!dependsOn(g1, v) && !dependsOn(g2, v))) return bounds;
  const gap = (at: number): number | null => {
    const lo = value(g1, { [v]: at });
    const hi = value(g2, { [v]: at });
    return lo === null || hi === null ? null : hi - lo;
  };
  const changes = signChanges(gap, c, d);
  const refusal = crossing(`${inner.lo} ≤ ${inner.variable} ≤ ${inner.hi}`, `${outer.lo} ≤ ${v} ≤ ${outer.hi}`);
  if (!changes) return refusal;
  const { roots, first } = changes;
  if (!roots.length) return first > 0 ? bounds : refusal;
  // the points kept form one interval: − +, + −, or − + −
  const keptInside = first < 0 && roots.length === 2;
  if (roots.length > 2 || (roots.length === 2 && !keptInside)) return refusal;
  const constant1 = !dependsOn(g1, v);
  if (constant1 === !dependsOn(g2, v)) return refusal;
  const moving = constant1 ? g2 : g1;
  if ([...freeVars(moving)].some((s) => s !== v)) return refusal;
  const inverse = invert(moving, v, constant1 ? g1 : g2);
  if (!inverse) return refusal;
  const candidates: Ex[] = [simplify(inverse), simplify(neg(inverse))];
  const exact = roots.map((r) => candidates.find((e) => {
    const at = value(e);
    return at !== null && Math.abs(at - r) <= 1e-7 * Math.max(1, Math.abs(r));
  }));
  if (exact.some((e) => !e)) return refusal;
  const [lo, hi] = keptInside ? exact.map((e) => toAscii(e as Ex)) : first < 0 ? [toAscii(exact[0] as Ex), outer.hi] : [outer.lo, toAscii(exact[0] as Ex)];
  return [inner, { variable: v, lo, hi }];
}
