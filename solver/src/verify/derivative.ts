import { evaluateReal } from './numeric';

/**
 * Checks a derivative independently of the rules that produced it: the function is
 * differentiated numerically with mathjs (five-point central difference) at sample points and
 * compared with the claimed derivative. Other variables get fixed values (partial derivatives).
 */

// small points too, for functions defined near 0 only (arcsin 2x)
const POINTS = [0.37, 0.83, 1.29, 1.71, 2.43, 2.9, -0.61, -1.37, -2.2, 0.53, 3.7, -0.29, 0.11, -0.17, 0.23, -0.43];
const OTHER_VALUES = [1.3719, 0.7643, 2.1387, 1.8121, 0.5927];

/** f'(x) by a five-point stencil, or null where f is undefined nearby. */
export function numericDerivative(fAscii: string, v: string, x: number, scope: Record<string, number>, step = 1e-3): number | null {
  const h = step * Math.max(1, Math.abs(x));
  const f = (t: number): number | null => evaluateReal(fAscii, { ...scope, [v]: t });
  const vals = [f(x - 2 * h), f(x - h), f(x + h), f(x + 2 * h)];
  if (vals.some((y) => y === null)) return null;
  const [a, b, c, d] = vals as number[];
  return (a - 8 * b + 8 * c - d) / (12 * h);
}

/** Whether dAscii is the derivative of fAscii with respect to v at enough sample points. */
export function isDerivativeOf(fAscii: string, dAscii: string, v: string, others: string[] = []): boolean {
  const scope: Record<string, number> = {};
  others.forEach((o, k) => (scope[o] = OTHER_VALUES[k % OTHER_VALUES.length]));
  let compared = 0;
  for (const x of POINTS) {
    const coarse = numericDerivative(fAscii, v, x, scope);
    const num = numericDerivative(fAscii, v, x, scope, 2.5e-4);
    const claimed = evaluateReal(dAscii, { ...scope, [v]: x });
    if (coarse === null || num === null || claimed === null) continue;
    const fx = evaluateReal(fAscii, { ...scope, [v]: x }) ?? 0;
    // the stencil's rounding error grows with the size of f, its truncation error with f's curvature
    const tol = 1e-5 * Math.max(1, Math.abs(claimed), Math.abs(fx));
    // next to a pole the two step sizes disagree: the difference quotient says nothing there
    if (Math.abs(coarse - num) > tol) continue;
    if (Math.abs(num - claimed) > tol) return false;
    compared++;
  }
  return compared >= 3;
}
