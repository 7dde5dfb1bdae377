import { close, evaluateAscii, type NumValue } from './numeric';
import { complexPolyRootsNumeric, polyRootsNumeric, realRootsNumeric } from './polyroots';
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

/**
 * Whether `roots` is exactly the set of complex roots of lhs − rhs, when that is a polynomial in x
 * whose coefficients may be complex (i among them): the coefficients are read from its values on a
 * circle (discrete Fourier transform), the reading is checked at points off the circle, and the
 * roots found by Durand–Kerner are compared with the claimed ones. Null when lhs − rhs is not a
 * polynomial of degree 1 to 24.
 */
export function completeComplexPolySet(lhs: string, rhs: string, x: string, roots: string[]): boolean | null {
  const f = (z: NumValue): NumValue | null => {
    const l = evaluateAscii(lhs, { [x]: z });
    const r = evaluateAscii(rhs, { [x]: z });
    return l && r ? { re: l.re - r.re, im: l.im - r.im } : null;
  };
  const N = 32;
  const R = 1.25;
  const samples: NumValue[] = [];
  for (let j = 0; j < N; j++) {
    const v = f({ re: R * Math.cos((2 * Math.PI * j) / N), im: R * Math.sin((2 * Math.PI * j) / N) });
    if (!v) return null;
    samples.push(v);
  }
  const coeffs: NumValue[] = [];
  for (let k = 0; k < N; k++) {
    let re = 0;
    let im = 0;
    samples.forEach((v, j) => {
      const t = (-2 * Math.PI * j * k) / N;
      re += v.re * Math.cos(t) - v.im * Math.sin(t);
      im += v.re * Math.sin(t) + v.im * Math.cos(t);
    });
    const s = N * R ** k;
    coeffs.push({ re: re / s, im: im / s });
  }
  const size = Math.max(...coeffs.map((c) => Math.hypot(c.re, c.im)));
  let deg = N - 1;
  while (deg > 0 && Math.hypot(coeffs[deg].re, coeffs[deg].im) <= 1e-9 * size) deg--;
  if (deg < 1 || deg > 24) return null;
  const c = coeffs.slice(0, deg + 1);
  // A polynomial of this degree, not a function that only looks like one on the circle.
  for (const z of [{ re: 0.37, im: 0.21 }, { re: -1.9, im: 0.8 }, { re: 2.7, im: -1.3 }]) {
    const want = f(z);
    if (!want) return null;
    let re = 0;
    let im = 0;
    for (let k = deg; k >= 0; k--) {
      const r = re * z.re - im * z.im + c[k].re;
      im = re * z.im + im * z.re + c[k].im;
      re = r;
    }
    if (!close(want, { re, im }, 1e-7)) return null;
  }
  const vals = rootValues(roots);
  if (!vals) return false;
  const expected = dedupe(complexPolyRootsNumeric(c));
  if (expected.length !== dedupe(vals).length) return false;
  return expected.every((e) => vals.some((v) => close(e, v, 1e-5)));
}

/**
 * Whether no root is missing from `roots` (a family already expanded for many k) in the square
 * |Re x|, |Im x| ≤ 6, for an equation in ℂ that is no polynomial (e^z = −2): Newton's method, with
 * a numeric derivative, started from a grid of points; every root it converges to must be among
 * the claimed ones. Null when Newton converges nowhere (nothing to compare).
 */
export function completeComplexByNewton(lhs: string, rhs: string, x: string, roots: string[]): boolean | null {
  const f = (z: NumValue): NumValue | null => {
    const l = evaluateAscii(lhs, { [x]: z });
    const r = evaluateAscii(rhs, { [x]: z });
    return l && r && Number.isFinite(l.re) && Number.isFinite(l.im) && Number.isFinite(r.re) && Number.isFinite(r.im) ? { re: l.re - r.re, im: l.im - r.im } : null;
  };
  const vals = rootValues(roots);
  if (!vals) return false;
  const h = 1e-6;
  let converged = 0;
  for (let a = -5.5; a <= 5.5; a += 1.1) {
    for (let b = -5.5; b <= 5.5; b += 1.1) {
      let z: NumValue = { re: a + 0.013, im: b - 0.017 };
      let root: NumValue | null = null;
      for (let it = 0; it < 60; it++) {
        const fz = f(z);
        const fh = f({ re: z.re + h, im: z.im });
        if (!fz || !fh) break;
        const d = { re: (fh.re - fz.re) / h, im: (fh.im - fz.im) / h };
        const dd = d.re * d.re + d.im * d.im;
        if (dd < 1e-24) break;
        const step = { re: (fz.re * d.re + fz.im * d.im) / dd, im: (fz.im * d.re - fz.re * d.im) / dd };
        z = { re: z.re - step.re, im: z.im - step.im };
        if (Math.hypot(step.re, step.im) < 1e-12 * Math.max(1, Math.hypot(z.re, z.im))) {
          const fz2 = f(z);
          if (fz2 && Math.hypot(fz2.re, fz2.im) < 1e-8) root = z;
          break;
        }
      }
      if (!root || Math.abs(root.re) > 6 || Math.abs(root.im) > 6) continue;
      converged++;
      if (!vals.some((v) => close(v, root, 1e-5))) return false;
    }
  }
  return converged > 0 ? true : null;
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
