import { evaluateAscii, evaluateReal } from './numeric';

/**
 * Checks ODE solutions by substitution, independently of how they were found: the claimed y is
 * evaluated with mathjs near sample points, its derivatives taken numerically, and the equation's
 * residual must vanish for several values of the arbitrary constants; initial conditions likewise.
 */
const POINTS = [0.37, 0.83, 1.29, 1.71, 0.53, 1.1, 2.1, -0.61, -1.37, 2.9];
// a large value too, so that ln(C1 − e^{2x}/2) and the like are defined at enough points
const CONSTANTS = [[1.3719, 0.7643], [0.5927, 2.1387], [-1.1213, 0.8867], [4.7311, 3.1259]];

/** y^(k)(x0) = value, with y^(k) from the claimed formula (k ≤ 2) numerically. */
export function meetsCondition(yAscii: string, x: string, k: number, x0: number, value: number, scope: Record<string, number> = {}): boolean {
  const h = 1e-3;
  const y = (u: number): number | null => evaluateReal(yAscii, { ...scope, [x]: u });
  const vals = [y(x0 - 2 * h), y(x0 - h), y(x0), y(x0 + h), y(x0 + 2 * h)];
  if (vals.some((v) => v === null)) return false;
  const [m2, m1, y0, p1, p2] = vals as number[];
  const d = [y0, (m2 - 8 * m1 + 8 * p1 - p2) / (12 * h), (-m2 + 16 * m1 - 30 * y0 + 16 * p1 - p2) / (12 * h * h)][k];
  return d !== undefined && Math.abs(d - value) <= 1e-5 * Math.max(1, Math.abs(value));
}

/** Central difference stencils of order h⁴ for the first four derivatives: offsets −3…3 and divisor. */
const STENCILS: Array<{ w: number[]; div: (h: number) => number }> = [
  { w: [0, 0, 0, 1, 0, 0, 0], div: () => 1 },
  { w: [0, 1, -8, 0, 8, -1, 0], div: (h) => 12 * h },
  { w: [0, -1, 16, -30, 16, -1, 0], div: (h) => 12 * h * h },
  { w: [1, -8, 13, 0, -13, 8, -1], div: (h) => 8 * h ** 3 },
  { w: [-1, 12, -39, 56, -39, 12, -1], div: (h) => 6 * h ** 4 },
];

/**
 * y, y', …, y⁽ⁿ⁾ at t by central differences of the claimed formula (evaluated with mathjs). Two
 * step sizes must agree, so a point next to a singularity or the edge of the domain counts as
 * unusable rather than wrong.
 */
function derivativesAt(yAscii: string, x: string, t: number, scope: Record<string, number>, order: number): number[] | null {
  const at = (h: number): number[] | null => {
    const f: number[] = [];
    for (let j = -3; j <= 3; j++) {
      const v = evaluateReal(yAscii, { ...scope, [x]: t + j * h });
      if (v === null) return null;
      f.push(v);
    }
    return STENCILS.slice(0, order + 1).map((s) => s.w.reduce((acc, w, i) => acc + w * f[i], 0) / s.div(h));
  };
  const a = at(0.01);
  const b = at(0.005);
  if (!a || !b) return null;
  for (let k = 0; k <= order; k++) if (Math.abs(a[k] - b[k]) > 1e-4 * Math.max(1, Math.abs(b[k]))) return null;
  return b;
}

/**
 * Checks a solution of any ODE F(x, y, y', …) = 0 by substitution, independently of the method:
 * the derivatives of the claimed y are computed numerically (central differences, with mathjs), and
 * the residual F is evaluated at sample points for several values of the arbitrary constants.
 * `eqAscii` writes y and its derivatives as the symbols of `names` (y, y', y'', …).
 */
export function satisfiesOde(eqAscii: string, names: string[], order: number, yAscii: string, x: string, constants: string[]): boolean {
  let compared = 0;
  for (const cs of CONSTANTS) {
    for (const t of POINTS) {
      const scope: Record<string, number> = {};
      constants.forEach((c, i) => (scope[c] = cs[i % cs.length]));
      const y0 = evaluateAscii(yAscii, { ...scope, [x]: t });
      // only where the solution is real
      if (y0 === null || Math.abs(y0.im) > 1e-12 * Math.max(1, Math.abs(y0.re))) continue;
      const vals = derivativesAt(yAscii, x, t, scope, order);
      if (!vals) continue;
      const full: Record<string, number> = { ...scope, [x]: t };
      vals.forEach((v, k) => (full[names[k]] = v));
      const r = evaluateReal(eqAscii, full);
      if (r === null) continue;
      const scale = Math.max(1, ...vals.map(Math.abs), Math.abs(t));
      if (Math.abs(r) > 1e-5 * scale) return false;
      // ten agreeing points over several values of the constants settle it
      if (++compared >= 10 && cs !== CONSTANTS[0]) return true;
    }
  }
  return compared >= 6;
}

/**
 * The value of the equation's one constant (k in T' = −k(T − 20)) that the claimed y needs, read
 * from the residual at a sample point where it is affine in that constant; null when no point
 * gives one. The caller then checks the whole equation with that value.
 */
export function constantFromResidual(eqAscii: string, names: string[], order: number, yAscii: string, x: string, constant: string): number | null {
  for (const t of POINTS) {
    const vals = derivativesAt(yAscii, x, t, {}, order);
    if (!vals) continue;
    const full: Record<string, number> = { [x]: t };
    vals.forEach((v, k) => (full[names[k]] = v));
    const r0 = evaluateReal(eqAscii, { ...full, [constant]: 0 });
    const r1 = evaluateReal(eqAscii, { ...full, [constant]: 1 });
    if (r0 === null || r1 === null || Math.abs(r1 - r0) < 1e-9) continue;
    return -r0 / (r1 - r0);
  }
  return null;
}
