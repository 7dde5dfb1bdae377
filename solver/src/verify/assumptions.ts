import type { Relation } from '../task/task';
import { evaluateReal } from './numeric';

/**
 * Values of the letters that meet what a problem assumes of them ("c² < 4mk", "0 < b < w",
 * "c² = 4mk"): the letters are positive, as the physical constants of these problems are, unless the assumptions say otherwise; an
 * equality is met by solving it for a letter it is affine in. The methods and the checks both
 * test formulas at these values, which a formula true only under the assumption must pass.
 */
export function valuesMeeting(assumptions: Relation[], letters: string[], wanted = 3): Array<Record<string, number>> {
  const out: Array<Record<string, number>> = [];
  // a fixed pseudo-random sequence: the same values at every run
  let seed = 7;
  const next = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const equalities = assumptions.filter((r) => r.op === '=');
  const others = assumptions.filter((r) => r.op !== '=');
  for (let tries = 0; tries < 400 && out.length < wanted; tries++) {
    // positive first; letters of either sign once positive ones have had their chance ("a < 0")
    const signed = tries >= 200;
    const scope: Record<string, number> = Object.fromEntries(letters.map((v) => [v, (signed && next() < 0.5 ? -1 : 1) * Math.exp(4 * next() - 2)]));
    if (!equalities.every((r) => solveFor(r, letters, scope))) continue;
    if (!signed && letters.some((v) => !(scope[v] > 0))) continue;
    if (others.every((r) => holds(r, scope))) out.push(scope);
  }
  return out;
}

const gap = (r: Relation, scope: Record<string, number>): number | null => {
  const l = evaluateReal(r.lhs, scope);
  const h = evaluateReal(r.rhs, scope);
  return l === null || h === null ? null : l - h;
};

/** The relation holds at these values (strictly, for < and >). */
export function holds(r: Relation, scope: Record<string, number>): boolean {
  const d = gap(r, scope);
  if (d === null) return false;
  const eps = 1e-9;
  switch (r.op) {
    case '<': return d < -eps;
    case '<=': return d <= eps;
    case '>': return d > eps;
    case '>=': return d >= -eps;
    case '!=': return Math.abs(d) > eps;
    default: return Math.abs(d) <= eps;
  }
}

/** lhs = rhs met by changing one letter to a positive value where the gap changes sign (k = c²/(4m) for c² = 4mk, a = w for a² = w²), found by bisection. */
function solveFor(r: Relation, letters: string[], scope: Record<string, number>): boolean {
  for (const v of letters) {
    const at = (x: number): number | null => gap(r, { ...scope, [v]: x });
    let lo = 1e-3;
    let glo = at(lo);
    for (let hi = lo * 1.5; hi < 1e3 && glo !== null; hi *= 1.5) {
      const ghi = at(hi);
      if (ghi === null) break;
      if (Math.sign(ghi) !== Math.sign(glo)) {
        for (let i = 0; i < 80; i++) {
          const mid = (lo + hi) / 2;
          const gm = at(mid);
          if (gm === null) return false;
          if (Math.sign(gm) === Math.sign(glo)) [lo, glo] = [mid, gm];
          else hi = mid;
        }
        scope[v] = (lo + hi) / 2;
        return true;
      }
      [lo, glo] = [hi, ghi];
    }
  }
  return false;
}
