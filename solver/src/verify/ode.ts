import { create, all, type MathJsStatic, type EvalFunction } from 'mathjs';
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

const mj = create(all, { number: 'number' }) as MathJsStatic;
const toMj = (ascii: string): string => ascii.replace(/\bln\(/g, 'log(').replace(/\bAbs\(/g, 'abs(');

/**
 * Checks a solution of any ODE F(x, y, y', …) = 0 by substitution. The derivatives of the claimed
 * y come from mathjs's own symbolic differentiation (another code base than the solver's), the
 * residual F is evaluated at sample points for several values of the arbitrary constants.
 * `eqAscii` writes y, y', y'', y''', y'''' as the symbols of `names`.
 */
export function satisfiesOde(eqAscii: string, names: string[], order: number, yAscii: string, x: string, constants: string[]): boolean {
  let derivs: EvalFunction[];
  let eq: EvalFunction;
  try {
    const nodes = [mj.parse(toMj(yAscii))];
    for (let k = 1; k <= order; k++) nodes.push(mj.derivative(nodes[k - 1], x, { simplify: false }));
    derivs = nodes.map((n) => n.compile());
    eq = mj.compile(toMj(eqAscii));
  } catch {
    return false;
  }
  let compared = 0;
  for (const cs of CONSTANTS) {
    for (const t of POINTS) {
      const scope: Record<string, number> = { [x]: t };
      constants.forEach((c, i) => (scope[c] = cs[i % cs.length]));
      const vals: number[] = [];
      for (const d of derivs) {
        const v = realOf(() => d.evaluate(scope));
        if (v === null) break;
        vals.push(v);
      }
      if (vals.length !== derivs.length) continue;
      const full: Record<string, number> = { ...scope };
      vals.forEach((v, k) => (full[names[k]] = v));
      const r = realOf(() => eq.evaluate(full));
      if (r === null) continue;
      const scale = Math.max(1, ...vals.map(Math.abs), Math.abs(t));
      if (Math.abs(r) > 1e-7 * scale) return false;
      compared++;
    }
  }
  return compared >= 6;
}

function realOf(f: () => unknown): number | null {
  try {
    const v = f();
    if (typeof v === 'number') return Number.isFinite(v) ? v : null;
    if (v && typeof v === 'object' && 're' in v && 'im' in v) {
      const c = v as { re: number; im: number };
      return Number.isFinite(c.re) && Math.abs(c.im) < 1e-12 * Math.max(1, Math.abs(c.re)) ? c.re : null;
    }
    return null;
  } catch {
    return null;
  }
}
