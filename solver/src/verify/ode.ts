import { evaluateReal } from './numeric';

/**
 * Checks an ODE solution by substitution, independently of how it was found: y and its
 * derivatives are computed numerically with mathjs (central differences) at sample points, with
 * several values of the arbitrary constants, and the residual a₂y'' + a₁y' + a₀y − g must vanish.
 */
const POINTS = [0.37, 0.83, 1.29, 1.71, 0.53, 1.1, 2.1];
const CONSTANTS = [[1.3719, 0.7643], [0.5927, 2.1387], [-1.1213, 0.8867]];

export function satisfiesLinearOde(yAscii: string, aAscii: string[], gAscii: string, x: string, constants: string[]): boolean {
  let compared = 0;
  for (const cs of CONSTANTS) {
    const scope: Record<string, number> = {};
    constants.forEach((c, i) => (scope[c] = cs[i % cs.length]));
    for (const t of POINTS) {
      const h = 1e-3;
      const y = (u: number): number | null => evaluateReal(yAscii, { ...scope, [x]: u });
      const vals = [y(t - 2 * h), y(t - h), y(t), y(t + h), y(t + 2 * h)];
      if (vals.some((v) => v === null)) continue;
      const [m2, m1, y0, p1, p2] = vals as number[];
      const ds = [y0, (m2 - 8 * m1 + 8 * p1 - p2) / (12 * h), (-m2 + 16 * m1 - 30 * y0 + 16 * p1 - p2) / (12 * h * h)];
      const coeffs = aAscii.map((a) => evaluateReal(a, { ...scope, [x]: t }));
      const g = evaluateReal(gAscii, { ...scope, [x]: t });
      if (coeffs.some((c) => c === null) || g === null) continue;
      let residual = -g;
      let scale = Math.abs(g);
      coeffs.forEach((c, k) => {
        residual += (c as number) * ds[k];
        scale = Math.max(scale, Math.abs((c as number) * ds[k]));
      });
      if (Math.abs(residual) > 1e-5 * Math.max(1, scale)) return false;
      compared++;
    }
  }
  return compared >= 6;
}

/** y^(k)(x0) = value, with y^(k) from the claimed formula (k ≤ 2) numerically. */
export function meetsCondition(yAscii: string, x: string, k: number, x0: number, value: number): boolean {
  const h = 1e-3;
  const y = (u: number): number | null => evaluateReal(yAscii, { [x]: u });
  const vals = [y(x0 - 2 * h), y(x0 - h), y(x0), y(x0 + h), y(x0 + 2 * h)];
  if (vals.some((v) => v === null)) return false;
  const [m2, m1, y0, p1, p2] = vals as number[];
  const d = [y0, (m2 - 8 * m1 + 8 * p1 - p2) / (12 * h), (-m2 + 16 * m1 - 30 * y0 + 16 * p1 - p2) / (12 * h * h)][k];
  return d !== undefined && Math.abs(d - value) <= 1e-5 * Math.max(1, Math.abs(value));
}
