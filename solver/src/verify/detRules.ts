import { evaluate as mathEvaluate, matrix } from 'mathjs';
import { close } from './numeric';

/**
 * An answer from the rules of determinants checked without them: for each size, a matrix with each
 * given determinant is built (L · diag(d, 1, …, 1) · U, L and U unit triangular with varied entries),
 * the expression is computed by mathjs from those matrices and its determinant taken.
 */
export function verifyDetRule(expr: string, dets: Record<string, number>, sizes: number[], claim: number): boolean {
  try {
    return sizes.every((n, t) => {
      const scope: Record<string, unknown> = {};
      Object.entries(dets).forEach(([letter, d], k) => (scope[letter] = matrix(withDet(n, d, t + 3 * k))));
      const got: unknown = mathEvaluate(`det(${expr})`, scope);
      return typeof got === 'number' && close(got, claim, 1e-7);
    });
  } catch {
    return false;
  }
}

function withDet(n: number, d: number, seed: number): number[][] {
  const entry = (i: number, j: number): number => ((i * 7 + j * 3 + seed * 5) % 5) - 2;
  const lower = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => (i === j ? 1 : i > j ? entry(i, j) : 0)));
  const upper = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => (i === j ? 1 : j > i ? entry(j, i + 1) : 0)));
  const diag = Array.from({ length: n }, (_, i) => (i === 0 ? d : 1));
  return lower.map((row) => upper[0].map((_, j) => row.reduce((s, l, k) => s + l * diag[k] * upper[k][j], 0)));
}
