import { evaluateAscii, close, samplePoints } from './numeric';
import { evaluate as mathEvaluate } from 'mathjs';

/**
 * Independent checks of linear-algebra answers in floating point with mathjs: the equations are
 * re-read by mathjs from the typed text (not from our exact-rational parser), and matrices are
 * multiplied and reduced numerically.
 */

export type NumMat = number[][];

/** The rank of a numeric matrix by elimination with partial pivoting and a relative tolerance. */
export function numericRank(a: NumMat): number {
  const m = a.map((r) => r.slice());
  const nr = m.length;
  const nc = nr ? m[0].length : 0;
  const scale = Math.max(1, ...m.flat().map(Math.abs));
  const tol = 1e-9 * scale;
  let r = 0;
  for (let c = 0; c < nc && r < nr; c++) {
    let p = r;
    for (let i = r + 1; i < nr; i++) if (Math.abs(m[i][c]) > Math.abs(m[p][c])) p = i;
    if (Math.abs(m[p][c]) <= tol) continue;
    [m[r], m[p]] = [m[p], m[r]];
    for (let i = r + 1; i < nr; i++) {
      const f = m[i][c] / m[r][c];
      for (let j = c; j < nc; j++) m[i][j] -= f * m[r][j];
    }
    r++;
  }
  return r;
}

export function numericMul(a: NumMat, b: NumMat): NumMat {
  return a.map((r) => b[0].map((_, j) => r.reduce((s, v, k) => s + v * b[k][j], 0)));
}

/** Determinant by LU with partial pivoting (floating point). */
export function numericDet(a: NumMat): number {
  const m = a.map((r) => r.slice());
  const n = m.length;
  let d = 1;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.abs(m[i][c]) > Math.abs(m[p][c])) p = i;
    if (m[p][c] === 0) return 0;
    if (p !== c) {
      [m[c], m[p]] = [m[p], m[c]];
      d = -d;
    }
    d *= m[c][c];
    for (let i = c + 1; i < n; i++) {
      const f = m[i][c] / m[c][c];
      for (let j = c; j < n; j++) m[i][j] -= f * m[c][j];
    }
  }
  return d;
}

export function matClose(a: NumMat, b: NumMat, tol = 1e-9): boolean {
  return a.length === b.length && a.every((r, i) => r.length === b[i].length && r.every((v, j) => close(v, b[i][j], tol)));
}

/** One equation as typed, read by mathjs: f(point) = lhs − rhs. */
interface NumericEquation {
  residual(scope: Record<string, number>): number | null;
}

function numericEquation(lhs: string, rhs: string): NumericEquation {
  return {
    residual(scope) {
      const l = evaluateAscii(lhs, scope);
      const r = evaluateAscii(rhs, scope);
      if (!l || !r || Math.abs(l.im) > 1e-12 || Math.abs(r.im) > 1e-12) return null;
      return l.re - r.re;
    },
  };
}

/** Names mathjs may see for an unknown we call `x1`: `x1` and `x_1`. */
function scopeOf(vars: string[], values: number[]): Record<string, number> {
  const s: Record<string, number> = {};
  vars.forEach((v, k) => {
    s[v] = values[k];
    const m = /^([A-Za-z])(\d+)$/.exec(v);
    if (m) s[`${m[1]}_${m[2]}`] = values[k];
  });
  return s;
}

export type SystemClaim =
  | { kind: 'unique'; values: number[] }
  | { kind: 'none' }
  | { kind: 'infinite'; free: string[]; leading: (freeValues: Record<string, number>) => Record<string, number> };

/**
 * Checks a claimed solution set of a linear system given as the typed equation texts. The
 * coefficients are recovered numerically (f(eⱼ) − f(0)), linearity is confirmed at sample points,
 * and then: a unique solution satisfies every equation and rank A = n; "no solution" needs
 * rank A < rank [A | b]; a parametric family satisfies the equations for sample values of the free
 * unknowns and has the dimension n − rank A.
 */
export function verifyLinearSystem(equations: { lhs: string; rhs: string }[], vars: string[], claim: SystemClaim): boolean {
  const eqs = equations.map((e) => numericEquation(e.lhs, e.rhs));
  const n = vars.length;
  const zero = scopeOf(vars, vars.map(() => 0));
  const a: NumMat = [];
  const b: number[] = [];
  for (const eq of eqs) {
    const f0 = eq.residual(zero);
    if (f0 === null) return false;
    const row: number[] = [];
    for (let j = 0; j < n; j++) {
      const fj = eq.residual(scopeOf(vars, vars.map((_, k) => (k === j ? 1 : 0))));
      if (fj === null) return false;
      row.push(fj - f0);
    }
    a.push(row);
    b.push(-f0);
  }
  // the equations really are affine: compare with the recovered model at sample points
  const pts = vars.map((_, k) => samplePoints(3, -4, 4, 5 + 13 * k));
  for (let t = 0; t < 3; t++) {
    const p = vars.map((_, k) => pts[k][t]);
    for (let i = 0; i < eqs.length; i++) {
      const f = eqs[i].residual(scopeOf(vars, p));
      const model = a[i].reduce((s, c, j) => s + c * p[j], 0) - b[i];
      if (f === null || !close(f, model, 1e-8)) return false;
    }
  }
  const rankA = numericRank(a);
  const rankAb = numericRank(a.map((r, i) => [...r, b[i]]));
  if (claim.kind === 'none') return rankA < rankAb;
  if (claim.kind === 'unique') {
    if (rankA !== n) return false;
    const s = scopeOf(vars, claim.values);
    return eqs.every((eq) => {
      const r = eq.residual(s);
      return r !== null && Math.abs(r) <= 1e-8 * Math.max(1, ...claim.values.map(Math.abs));
    });
  }
  if (rankA !== rankAb || n - rankA !== claim.free.length) return false;
  for (let t = 0; t < 3; t++) {
    const fv: Record<string, number> = {};
    claim.free.forEach((v, k) => (fv[v] = samplePoints(3, -5, 5, 31 + 7 * k)[t]));
    const full = { ...fv, ...claim.leading(fv) };
    const values = vars.map((v) => full[v]);
    if (values.some((v) => v === undefined)) return false;
    const s = scopeOf(vars, values);
    for (const eq of eqs) {
      const r = eq.residual(s);
      if (r === null || Math.abs(r) > 1e-8 * Math.max(1, ...values.map(Math.abs))) return false;
    }
  }
  return true;
}

/** mathjs-free complex determinant by elimination, for det(A − λI) at a complex λ. */
function complexDet(a: { re: number; im: number }[][]): { re: number; im: number } {
  const m = a.map((r) => r.map((z) => ({ ...z })));
  const n = m.length;
  let d = { re: 1, im: 0 };
  const mulC = (x: { re: number; im: number }, y: { re: number; im: number }) => ({ re: x.re * y.re - x.im * y.im, im: x.re * y.im + x.im * y.re });
  const divC = (x: { re: number; im: number }, y: { re: number; im: number }) => {
    const q = y.re * y.re + y.im * y.im;
    return { re: (x.re * y.re + x.im * y.im) / q, im: (x.im * y.re - x.re * y.im) / q };
  };
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.hypot(m[i][c].re, m[i][c].im) > Math.hypot(m[p][c].re, m[p][c].im)) p = i;
    if (Math.hypot(m[p][c].re, m[p][c].im) === 0) return { re: 0, im: 0 };
    if (p !== c) {
      [m[c], m[p]] = [m[p], m[c]];
      d = { re: -d.re, im: -d.im };
    }
    d = mulC(d, m[c][c]);
    for (let i = c + 1; i < n; i++) {
      const f = divC(m[i][c], m[c][c]);
      for (let j = c; j < n; j++) {
        const t = mulC(f, m[c][j]);
        m[i][j] = { re: m[i][j].re - t.re, im: m[i][j].im - t.im };
      }
    }
  }
  return d;
}

/**
 * Eigenvalues (with multiplicities) checked without the characteristic polynomial: each one
 * makes det(A − λI) vanish, their sum is the trace and their product the determinant.
 */
export function verifyEigenvalues(a: NumMat, values: { re: number; im: number; multiplicity: number }[]): boolean {
  const n = a.length;
  if (values.reduce((s, v) => s + v.multiplicity, 0) !== n) return false;
  const scale = Math.max(1, ...a.flat().map(Math.abs));
  for (const v of values) {
    const shifted = a.map((r, i) => r.map((x, j) => ({ re: i === j ? x - v.re : x, im: i === j ? -v.im : 0 })));
    const d = complexDet(shifted);
    if (Math.hypot(d.re, d.im) > 1e-7 * scale ** n) return false;
  }
  let sum = { re: 0, im: 0 };
  let prod = { re: 1, im: 0 };
  for (const v of values) {
    for (let k = 0; k < v.multiplicity; k++) {
      sum = { re: sum.re + v.re, im: sum.im + v.im };
      prod = { re: prod.re * v.re - prod.im * v.im, im: prod.re * v.im + prod.im * v.re };
    }
  }
  const tr = a.reduce((s, r, i) => s + r[i], 0);
  const det = numericDet(a);
  return close({ re: sum.re, im: sum.im }, tr, 1e-7) && close({ re: prod.re, im: prod.im }, det, 1e-6);
}

/** A·v = λ·v for each claimed eigenvector (and v ≠ 0). */
export function verifyEigenvector(a: NumMat, lambda: number, v: number[]): boolean {
  if (v.every((x) => x === 0)) return false;
  const av = a.map((r) => r.reduce((s, x, j) => s + x * v[j], 0));
  return av.every((x, i) => close(x, lambda * v[i], 1e-9));
}

/** Recomputes a matrix expression with mathjs and compares it with the exact result. */
export function verifyMatrixExpression(mathjsExpr: string, expected: NumMat | number): boolean {
  try {
    const r: unknown = mathEvaluate(mathjsExpr);
    if (typeof expected === 'number') return typeof r === 'number' && close(r, expected, 1e-9);
    const arr = (r as { toArray?: () => unknown }).toArray?.() ?? r;
    if (!Array.isArray(arr)) return false;
    const m = (arr as unknown[]).map((row) => (Array.isArray(row) ? row : [row])) as unknown[][];
    if (!m.every((row) => row.every((v) => typeof v === 'number'))) return false;
    return matClose(m as NumMat, expected, 1e-9);
  } catch {
    return false;
  }
}

/** Letters of an ASCII matrix or expression (not mathjs's function names and constants). */
const KNOWN_NAMES = new Set(['sqrt', 'sin', 'cos', 'tan', 'exp', 'ln', 'log', 'abs', 'pi', 'e', 'i']);
const lettersOf = (...s: string[]): string[] => [...new Set(s.flatMap((x) => x.match(/[A-Za-z_][A-Za-z_0-9]*/g) ?? []).filter((w) => !KNOWN_NAMES.has(w)))].sort();

/** mathjs's result as a plain numeric matrix (or a number), or null. */
function asNumeric(r: unknown): NumMat | number | null {
  if (typeof r === 'number') return r;
  const arr = (r as { toArray?: () => unknown } | null)?.toArray?.() ?? r;
  if (!Array.isArray(arr)) return null;
  const m = (arr as unknown[]).map((row) => (Array.isArray(row) ? row : [row])) as unknown[][];
  return m.every((row) => row.every((v) => typeof v === 'number')) ? (m as NumMat) : null;
}

/**
 * Answers about matrices with letters: at several sample values of the letters, mathjs computes
 * det / inv / transpose / trace of the typed matrix, and the claimed formula must agree.
 */
function symbolicCheck(fn: string, matrix: string, claim: string): boolean {
  const letters = lettersOf(matrix, claim);
  const pts = samplePoints(4 * Math.max(1, letters.length), 0.3, 2.7, 11);
  let checked = 0;
  for (let t = 0; t < 4; t++) {
    const scope: Record<string, number> = {};
    letters.forEach((l, j) => (scope[l] = pts[(t * letters.length + j) % pts.length] + j * 0.37));
    try {
      const want = asNumeric(mathEvaluate(`${fn}(${matrix})`, { ...scope }));
      const got = asNumeric(mathEvaluate(claim, { ...scope }));
      if (want === null || got === null) return false;
      if (typeof want === 'number' || typeof got === 'number') {
        if (typeof want !== 'number' || typeof got !== 'number' || !close(want, got, 1e-8)) return false;
      } else if (!matClose(want, got, 1e-8)) return false;
      checked++;
    } catch {
      continue;
    }
  }
  return checked >= 3;
}

export const symbolicMatrixChecks = {
  det: (matrix: string, claim: string): boolean => symbolicCheck('det', matrix, claim),
  inverse: (matrix: string, claim: string): boolean => symbolicCheck('inv', matrix, claim),
  transpose: (matrix: string, claim: string): boolean => symbolicCheck('transpose', matrix, claim),
  trace: (matrix: string, claim: string): boolean => symbolicCheck('trace', matrix, claim),
};
