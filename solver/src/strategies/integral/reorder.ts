import type { TaskOf } from '../../task/task';
import { type Ex, E, add, dependsOn, fn, freeVars, isNum, mul, neg, num, pow, substitute, sym } from '../derivative/expr';
import { toAscii } from '../derivative/print';
import { evaluateReal } from '../../verify/numeric';
import { simplify } from '../derivative/simplify';
import { parseAscii } from './coordinates';

/**
 * Other descriptions of the same plane region, for an iterated integral whose inner integral has
 * no elementary antiderivative in the order written (∫₀¹ ∫_y¹ e^{x²} dx dy): the order of
 * integration reversed, or the region recognised as a part of a disk and written in polar
 * coordinates. Each is checked numerically against the original bounds before it is used.
 */
type Bounds = TaskOf<'multiple'>['bounds'];

/** The value of an expression at a point (null where undefined): the numeric evaluator every check uses. */
export function value(e: Ex, at: Record<string, number> = {}): number | null {
  return evaluateReal(toAscii(e), at);
}

/** The inverse of a monotone one-variable expression in v, as an expression in u (peeling one operation at a time). */
export function invert(e: Ex, v: string, u: Ex): Ex | null {
  if (e.t === 'sym' && e.name === v) return u;
  if (e.t === 'add') {
    const moving = e.args.filter((a) => dependsOn(a, v));
    if (moving.length !== 1) return null;
    const rest = e.args.filter((a) => !dependsOn(a, v));
    return invert(moving[0], v, add(u, neg(add(...rest))));
  }
  if (e.t === 'mul') {
    const moving = e.args.filter((a) => dependsOn(a, v));
    if (moving.length !== 1) return null;
    const rest = e.args.filter((a) => !dependsOn(a, v));
    return invert(moving[0], v, mul(u, pow(mul(...rest), num(-1))));
  }
  if (e.t === 'pow' && isNum(e.exp) && dependsOn(e.base, v)) return invert(e.base, v, pow(u, num(e.exp.q, e.exp.p)));
  if (e.t === 'pow' && e.base.t === 'sym' && e.base.name === 'e') return invert(e.exp, v, fn('ln', u));
  if (e.t === 'fn' && e.name === 'ln') return invert(e.args[0], v, pow(E, u));
  return null;
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function monotone(e: Ex, v: string, lo: number, hi: number): 1 | -1 | 0 {
  let sign = 0;
  let prev = value(e, { [v]: lo });
  if (prev === null) return 0;
  for (let k = 1; k <= 40; k++) {
    const cur = value(e, { [v]: lo + ((hi - lo) * k) / 40 });
    if (cur === null) return 0;
    const s = Math.sign(cur - prev);
    if (s === 0 || (sign !== 0 && s !== sign)) return 0;
    sign = s;
    prev = cur;
  }
  return sign as 1 | -1;
}

/**
 * The same region with the order of integration reversed, when one bound of the inner integral is
 * a constant and the other a monotone function of the outer variable that meets it at an end.
 */
export function reversedOrder(bounds: Bounds): Bounds | null {
  if (bounds.length !== 2) return null;
  const [inner, outer] = bounds;
  const u = inner.variable;
  const v = outer.variable;
  const [g1, g2, c0, d0] = [inner.lo, inner.hi, outer.lo, outer.hi].map(parseAscii);
  const c = value(c0);
  const d = value(d0);
  if (c === null || d === null || !(c < d)) return null;
  const constant1 = !dependsOn(g1, v);
  const constant2 = !dependsOn(g2, v);
  if (constant1 === constant2) return null;
  const moving = constant1 ? g2 : g1;
  const fixed = value(constant1 ? g1 : g2);
  if (fixed === null || [...freeVars(moving)].some((s) => s !== v)) return null;
  const dir = monotone(moving, v, c, d);
  const inverse = invert(moving, v, sym(u));
  if (!dir || !inverse) return null;
  const inv = simplify(inverse);
  for (const t of [0.2, 0.5, 0.8]) {
    const at = c + (d - c) * t;
    const m = value(moving, { [v]: at });
    const back = m === null ? null : value(inv, { [u]: m });
    if (back === null || !close(back, at)) return null;
  }
  const mc = value(moving, { [v]: c }) as number;
  const md = value(moving, { [v]: d }) as number;
  // which end of [c, d] the moving bound meets the fixed one at decides the new bounds of v
  const meetsAtC = close(mc, fixed);
  const meetsAtD = close(md, fixed);
  if (meetsAtC === meetsAtD) return null;
  const other = meetsAtC ? md : mc;
  const uLo = Math.min(fixed, other);
  const uHi = Math.max(fixed, other);
  const curve = toAscii(inv);
  // the points of the region lie between the curve and the end of [c, d] the curve does not touch
  const vBounds = meetsAtC ? { lo: curve, hi: outer.hi } : { lo: outer.lo, hi: curve };
  const ends = [constant1 ? inner.lo : inner.hi, ...[c0, d0].map((at) => toAscii(simplify(substitute(moving, v, at))))];
  return [{ variable: v, ...vBounds }, { variable: u, lo: numeric(uLo, ends), hi: numeric(uHi, ends) }];
}

/** The exact form of a number among candidate expressions (the bounds and the curve's end values). */
function numeric(x: number, candidates: string[]): string {
  for (const c of candidates) {
    const e = simplify(parseAscii(c));
    const cv = value(e);
    if (cv !== null && close(cv, x) && freeVars(e).size === 0) return toAscii(e);
  }
  return String(x);
}

/**
 * A region between y = ±√(R² − x²) (or x = ±√(R² − y²)) and the axes, as a disk, half-disk or
 * quarter-disk in polar coordinates: r from 0 to R, θ over the angles the sign conditions allow.
 */
export function polarRegion(bounds: Bounds): Bounds | null {
  if (bounds.length !== 2) return null;
  const [inner, outer] = bounds;
  const u = inner.variable;
  const v = outer.variable;
  if (![u, v].every((s) => s === 'x' || s === 'y')) return null;
  const lo = value(parseAscii(outer.lo));
  const hi = value(parseAscii(outer.hi));
  if (lo === null || hi === null) return null;
  const R = Math.max(Math.abs(lo), Math.abs(hi));
  if (!(R > 0)) return null;
  // 0 for the axis, ±1 for the upper or lower half of the circle x² + y² = R²
  const circle = (s: string): -1 | 0 | 1 | null => {
    const e = parseAscii(s);
    if (freeVars(e).size === 0) return value(e) === 0 ? 0 : null;
    for (const t of [0.3, 0.7]) {
      const at = lo + (hi - lo) * t;
      const g = value(e, { [v]: at });
      if (g === null || !close(Math.abs(g), Math.sqrt(R * R - at * at))) return null;
    }
    return (value(e, { [v]: (lo + hi) / 2 }) as number) > 0 ? 1 : -1;
  };
  const a = circle(inner.lo);
  const b = circle(inner.hi);
  if (a === null || b === null || a === b || (a === 0 && b === -1) || (a === 1)) return null;
  const outerSide = close(lo, -R) && close(hi, R) ? 0 : close(lo, 0) && close(hi, R) ? 1 : close(lo, -R) && close(hi, 0) ? -1 : null;
  if (outerSide === null) return null;
  const innerSide = a === -1 && b === 1 ? 0 : a === 0 ? 1 : -1;
  // the sign conditions on x and on y, then the matching range of θ
  const xSide = u === 'x' ? innerSide : outerSide;
  const ySide = u === 'y' ? innerSide : outerSide;
  const range = angleRange(xSide, ySide);
  if (!range) return null;
  const radius = close(hi, R) ? outer.hi : toAscii(simplify(neg(parseAscii(outer.lo))));
  return [{ variable: 'r', lo: '0', hi: radius }, { variable: 'theta', ...range }];
}

/** θ's range for x ≥ 0 (1), x ≤ 0 (−1) or either (0), and the same for y. */
export function angleRange(xSide: -1 | 0 | 1, ySide: -1 | 0 | 1): { lo: string; hi: string } | null {
  const table: Record<string, [string, string]> = {
    '0,0': ['0', '2*pi'], '0,1': ['0', 'pi'], '0,-1': ['pi', '2*pi'], '1,0': ['-pi/2', 'pi/2'], '-1,0': ['pi/2', '3*pi/2'],
    '1,1': ['0', 'pi/2'], '-1,1': ['pi/2', 'pi'], '-1,-1': ['pi', '3*pi/2'], '1,-1': ['-pi/2', '0'],
  };
  const hit = table[`${xSide},${ySide}`];
  return hit ? { lo: hit[0], hi: hit[1] } : null;
}
