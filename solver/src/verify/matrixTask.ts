import type { TaskOf } from '../task/task';
import { numericDet, numericMul, numericRank, matClose, type NumMat } from './linalg';
import { close, evaluateAscii, evaluateReal, type NumValue } from './numeric';
import { matrixRows, splitTop } from './task';

/**
 * One operation on one matrix, checked in floating point from the task's entries alone (mathjs
 * reads them, elimination and cofactor expansion are done here): the exact rational arithmetic
 * of the methods is never reused.
 */
export function verifyMatrixTask(t: TaskOf<'matrix'>, answer: { kind: string; value: string }): boolean {
  const a = numeric(t.matrix);
  if (!a) return false;
  const n = a.length;
  const square = a.every((r) => r.length === n);
  switch (t.op) {
    case 'det': return square && answer.kind === 'expr' && closeTo(answer.value, numericDet(a));
    case 'trace': return square && answer.kind === 'expr' && closeTo(answer.value, a.reduce((s, r, i) => s + r[i], 0));
    case 'rank': return answer.kind === 'expr' && closeTo(answer.value, numericRank(a));
    case 'nullity': return answer.kind === 'expr' && closeTo(answer.value, a[0].length - numericRank(a));
    case 'transpose': return matrixAnswer(answer, (m) => matClose(m, transpose(a)));
    case 'inverse': return square && matrixAnswer(answer, (m) => matClose(numericMul(a, m), identity(n), 1e-8) && matClose(numericMul(m, a), identity(n), 1e-8));
    case 'cofactors': return square && matrixAnswer(answer, (m) => matClose(m, cofactors(a), 1e-8));
    case 'adjugate': return square && matrixAnswer(answer, (m) => matClose(m, transpose(cofactors(a)), 1e-8));
    case 'rref': return matrixAnswer(answer, (m) => isRref(m) && sameRowSpace(a, m));
    case 'eigenvalues': return square && answer.kind === 'solutions' && eigenvaluesMatch(a, answer.value);
    case 'charpoly': return square && answer.kind === 'expr' && charpolyMatches(a, answer.value);
    case 'kernel': return basisAnswer(answer, a[0].length, a[0].length - numericRank(a), (v) => numericMul(a, v).every((r) => Math.abs(r[0]) < 1e-8));
    case 'columns': return basisAnswer(answer, n, numericRank(a), (v) => numericRank(a.map((r, i) => [...r, v[i][0]])) === numericRank(a));
  }
}

/**
 * A basis written as the columns of a matrix ("[]" for the zero space): as many vectors as the
 * space's dimension, independent, each one in the space.
 */
function basisAnswer(answer: { kind: string; value: string }, size: number, dimension: number, inSpace: (v: NumMat) => boolean): boolean {
  if (answer.kind !== 'matrix') return false;
  if (answer.value.replace(/\s+/g, '') === '[]') return dimension === 0;
  const rows = matrixRows(answer.value);
  const m = rows && numeric(rows);
  if (!m || m.length !== size || m[0].length !== dimension || numericRank(m) !== dimension) return false;
  return m[0].every((_, j) => inSpace(m.map((r) => [r[j]])));
}

function numeric(rows: string[][]): NumMat | null {
  const m = rows.map((r) => r.map((x) => evaluateReal(x)));
  return m.every((r) => r.every((x) => x !== null)) && m.every((r) => r.length === m[0].length) ? (m as NumMat) : null;
}

function closeTo(value: string, x: number): boolean {
  const v = evaluateReal(value);
  return v !== null && close(v, x, 1e-8);
}

function matrixAnswer(answer: { kind: string; value: string }, test: (m: NumMat) => boolean): boolean {
  if (answer.kind !== 'matrix') return false;
  const rows = matrixRows(answer.value);
  const m = rows && numeric(rows);
  return m !== null && test(m);
}

const transpose = (a: NumMat): NumMat => a[0].map((_, j) => a.map((r) => r[j]));
const identity = (n: number): NumMat => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));

/** Cᵢⱼ = (−1)^(i+j) times the determinant of A without row i and column j. */
function cofactors(a: NumMat): NumMat {
  const n = a.length;
  if (n === 1) return [[1]];
  return a.map((_, i) => a.map((__, j) => (-1) ** (i + j) * numericDet(a.filter((_r, k) => k !== i).map((r) => r.filter((_c, l) => l !== j)))));
}

/** Leading 1s moving right, zeros elsewhere in their columns, zero rows last. */
function isRref(m: NumMat): boolean {
  const eps = 1e-9;
  let lastPivot = -1;
  let zeroSeen = false;
  for (const row of m) {
    const p = row.findIndex((x) => Math.abs(x) > eps);
    if (p < 0) {
      zeroSeen = true;
      continue;
    }
    if (zeroSeen || p <= lastPivot || Math.abs(row[p] - 1) > eps) return false;
    if (m.some((other) => other !== row && Math.abs(other[p]) > eps)) return false;
    lastPivot = p;
  }
  return true;
}

/** Same size and the same row space: the reduced echelon form is unique, so this is the form. */
function sameRowSpace(a: NumMat, r: NumMat): boolean {
  if (r.length !== a.length || r[0].length !== a[0].length) return false;
  const k = numericRank(a);
  return numericRank(r) === k && numericRank([...a, ...r]) === k;
}

/**
 * The distinct eigenvalues listed: for some multiplicities they must have the power sums of A's
 * spectrum, tr(Aᵏ) for k = 1 … n, which determine the spectrum with its multiplicities.
 */
function eigenvaluesMatch(a: NumMat, value: string): boolean {
  const inner = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!inner) return false;
  const values = splitTop(inner[1]).map((x) => evaluateAscii(x));
  if (values.length === 0 || values.some((v) => v === null)) return false;
  const lambdas = values as NumValue[];
  const n = a.length;
  const traces: number[] = [];
  let power = a;
  for (let k = 1; k <= n; k++) {
    traces.push(power.reduce((s, r, i) => s + r[i], 0));
    power = numericMul(power, a);
  }
  const scale = Math.max(1, ...a.flat().map(Math.abs));
  const fits = (mult: number[]): boolean =>
    traces.every((tr, k) => {
      let re = 0;
      let im = 0;
      lambdas.forEach((l, i) => {
        const p = cpow(l, k + 1);
        re += mult[i] * p.re;
        im += mult[i] * p.im;
      });
      return Math.hypot(re - tr, im) <= 1e-7 * scale ** (k + 1) * n;
    });
  return compositions(n, lambdas.length).some(fits);
}

function cpow(z: NumValue, k: number): NumValue {
  let r = { re: 1, im: 0 };
  for (let i = 0; i < k; i++) r = { re: r.re * z.re - r.im * z.im, im: r.re * z.im + r.im * z.re };
  return r;
}

/** The ways to write n as an ordered sum of `parts` positive integers. */
function compositions(n: number, parts: number): number[][] {
  if (parts === 1) return n >= 1 ? [[n]] : [];
  const out: number[][] = [];
  for (let first = 1; first <= n - parts + 1; first++) for (const rest of compositions(n - first, parts - 1)) out.push([first, ...rest]);
  return out;
}

/** p(t) = det(tI − A) at several t, or det(A − tI), its opposite when n is odd (the same polynomial when n is even). */
function charpolyMatches(a: NumMat, value: string): boolean {
  const letters = [...new Set(value.match(/[A-Za-z_]\w*/g) ?? [])].filter((w) => !['sqrt', 'i'].includes(w));
  if (letters.length !== 1) return false;
  const scale = Math.max(1, ...a.flat().map(Math.abs));
  const ts = [-1.7, -0.6, 0.4, 1.3, 2.9, 4.1].slice(0, a.length + 2);
  const diffs = ts.map((t) => {
    const p = evaluateReal(value, { [letters[0]]: t });
    const d = numericDet(a.map((r, i) => r.map((x, j) => (i === j ? t - x : -x))));
    return p === null ? null : { p, d };
  });
  if (diffs.some((x) => x === null)) return false;
  const pairs = diffs as { p: number; d: number }[];
  const tol = 1e-8 * (scale + 5) ** a.length;
  return (a.length % 2 === 1 ? [1, -1] : [1]).some((sign) => pairs.every(({ p, d }) => Math.abs(p - sign * d) <= tol));
}
