import type { Ex } from '../strategies/derivative/expr';
import { value } from '../strategies/integral/reorder';

/**
 * Numbers the readers compute from what was typed (a radius from x² + y² ≤ 9, a coefficient of a
 * linear right-hand side), written back exactly for the task: an integer, a fraction, or the
 * square root of one.
 */
export function exactNumber(x: number): string {
  for (let q = 1; q <= 12; q++) if (Math.abs(x * q - Math.round(x * q)) < 1e-12) return q === 1 ? String(Math.round(x * q)) : `${Math.round(x * q)}/${q}`;
  const sq = x * x;
  for (let q = 1; q <= 12; q++) if (Math.abs(sq * q - Math.round(sq * q)) < 1e-9) return q === 1 ? `sqrt(${Math.round(sq)})` : `sqrt(${Math.round(sq * q)}/${q})`;
  return String(x);
}

/** The coefficients [c₀, c₁, …] of an expression c₀ + c₁·v₁ + c₂·v₂ + … in the variables, or null when it is not linear. */
export function linearCoefficients(e: Ex, vars: string[]): number[] | null {
  const c0 = value(e, Object.fromEntries(vars.map((v) => [v, 0])));
  if (c0 === null) return null;
  const cs = vars.map((v) => value(e, Object.fromEntries(vars.map((w) => [w, w === v ? 1 : 0]))));
  if (cs.some((c) => c === null)) return null;
  const coeffs = [c0, ...cs.map((c) => (c as number) - c0)];
  // linear only if a further point agrees
  const check = value(e, Object.fromEntries(vars.map((v, i) => [v, i + 2])));
  const expect = coeffs[0] + vars.reduce((acc, _v, i) => acc + coeffs[i + 1] * (i + 2), 0);
  return check !== null && Math.abs(check - expect) < 1e-9 ? coeffs : null;
}
