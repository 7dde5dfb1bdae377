import { close, evaluateAscii, type NumValue } from './numeric';
import { polyRootsNumeric, realRootsNumeric } from './polyroots';
import type { MathNode } from '../cas/node';
import { nodeFunction } from './fast-eval';
import { scanFunction, scanRealRoots } from './scan';

/**
 * Checks of an equation's solution set, independent of the method that found it:
 * every root substituted back into both sides (mathjs), and — for polynomial equations — the set
 * compared with all roots found numerically (nothing missing, nothing extra).
 */

/** Each root (ASCII) makes both sides equal. */
export function rootsSatisfy(lhs: string, rhs: string, x: string, roots: string[]): boolean {
  return roots.every((r) => {
    const v = evaluateAscii(r);
    if (!v) return false;
    const l = evaluateAscii(lhs, { [x]: v });
    const rr = evaluateAscii(rhs, { [x]: v });
    return l !== null && rr !== null && close(l, rr, 1e-7);
  });
}

/** The roots' numeric values, or null if one cannot be evaluated. */
export function rootValues(roots: string[]): NumValue[] | null {
  const out: NumValue[] = [];
  for (const r of roots) {
    const v = evaluateAscii(r);
    if (!v) return null;
    out.push(v);
  }
  return out;
}

/**
 * Whether `roots` is exactly the set of roots of the polynomial with these coefficients
 * (c[k] multiplies x^k): the real ones, or all complex ones when `complex`.
 */
export function completePolySet(coeffs: number[], roots: string[], complex: boolean): boolean {
  const vals = rootValues(roots);
  if (!vals) return false;
  const expected: NumValue[] = complex ? dedupe(polyRootsNumeric(coeffs)) : realRootsNumeric(coeffs).map((re) => ({ re, im: 0 }));
  if (expected.length !== dedupe(vals).length) return false;
  return expected.every((e) => vals.some((v) => close(e, v, 1e-5)));
}

function dedupe(vs: NumValue[]): NumValue[] {
  const out: NumValue[] = [];
  for (const v of vs) if (!out.some((o) => close(o, v, 1e-5))) out.push(v);
  return out;
}

/**
 * Whether the roots are all the real roots a numeric scan finds in [-60, 60] (roots outside the
 * scanned range are not compared).
 */
export function completeByScan(lhs: string, rhs: string, x: string, roots: string[]): boolean {
  const vals = rootValues(roots);
  if (!vals || vals.some((v) => Math.abs(v.im) > 1e-9)) return false;
  const found = scanRealRoots(lhs, rhs, x);
  const inRange = vals.map((v) => v.re).filter((v) => v > -59.9 && v < 59.9);
  if (found.length !== dedupe(inRange.map((re) => ({ re, im: 0 }))).length) return false;
  return found.every((f) => inRange.some((v) => close(f, v, 1e-5)));
}

/** completeByScan with the equation's nodes, scanned with the fast evaluator. */
export function completeByScanNodes(lhs: MathNode, rhs: MathNode, x: string, roots: string[]): boolean {
  const vals = rootValues(roots);
  if (!vals || vals.some((v) => Math.abs(v.im) > 1e-9)) return false;
  const L = nodeFunction(lhs, x);
  const R = nodeFunction(rhs, x);
  const found = scanFunction((v) => L(v) - R(v));
  const inRange = vals.map((v) => v.re).filter((v) => v > -59.9 && v < 59.9);
  if (found.length !== dedupe(inRange.map((re) => ({ re, im: 0 }))).length) return false;
  return found.every((f) => inRange.some((v) => close(f, v, 1e-5)));
}
