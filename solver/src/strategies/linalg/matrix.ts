import { Q } from '../../cas/rational';

/** A matrix of exact rationals, row by row. */
export type Mat = Q[][];

export const rows = (a: Mat): number => a.length;
export const cols = (a: Mat): number => (a.length ? a[0].length : 0);
export const isSquare = (a: Mat): boolean => rows(a) === cols(a);

export function identity(n: number): Mat {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? Q.ONE : Q.ZERO)));
}

export function fromNumbers(a: (number | string)[][]): Mat {
  return a.map((r) =>
    r.map((v) => {
      const q = Q.parse(String(v));
      if (!q) throw new RangeError(`not a rational: ${v}`);
      return q;
    }),
  );
}

export const clone = (a: Mat): Mat => a.map((r) => r.slice());

export function transpose(a: Mat): Mat {
  return Array.from({ length: cols(a) }, (_, j) => a.map((r) => r[j]));
}

export function add(a: Mat, b: Mat, sign = 1): Mat {
  return a.map((r, i) => r.map((v, j) => (sign < 0 ? v.sub(b[i][j]) : v.add(b[i][j]))));
}

export function scale(a: Mat, k: Q): Mat {
  return a.map((r) => r.map((v) => v.mul(k)));
}

export function mul(a: Mat, b: Mat): Mat {
  const n = cols(a);
  return a.map((r) =>
    Array.from({ length: cols(b) }, (_, j) => {
      let s = Q.ZERO;
      for (let k = 0; k < n; k++) s = s.add(r[k].mul(b[k][j]));
      return s;
    }),
  );
}

export function trace(a: Mat): Q {
  let s = Q.ZERO;
  for (let i = 0; i < Math.min(rows(a), cols(a)); i++) s = s.add(a[i][i]);
  return s;
}

export function equal(a: Mat, b: Mat): boolean {
  return rows(a) === rows(b) && cols(a) === cols(b) && a.every((r, i) => r.every((v, j) => v.eq(b[i][j])));
}

/** The minor of a: row i and column j removed. */
export function minor(a: Mat, i: number, j: number): Mat {
  return a.filter((_, r) => r !== i).map((r) => r.filter((_, c) => c !== j));
}

/** Determinant by cofactor expansion along the first row (the textbook method for n ≤ 3). */
export function detCofactor(a: Mat): Q {
  const n = rows(a);
  if (n === 0) return Q.ONE;
  if (n === 1) return a[0][0];
  if (n === 2) return a[0][0].mul(a[1][1]).sub(a[0][1].mul(a[1][0]));
  let s = Q.ZERO;
  for (let j = 0; j < n; j++) {
    if (a[0][j].isZero()) continue;
    const term = a[0][j].mul(detCofactor(minor(a, 0, j)));
    s = j % 2 === 0 ? s.add(term) : s.sub(term);
  }
  return s;
}

/** One elementary row operation. Rows are 0-based here and 1-based when shown. */
export type RowOp =
  | { kind: 'swap'; i: number; j: number }
  | { kind: 'scale'; i: number; k: Q }
  | { kind: 'addMultiple'; target: number; source: number; k: Q };

export function applyRowOp(a: Mat, op: RowOp): void {
  if (op.kind === 'swap') {
    [a[op.i], a[op.j]] = [a[op.j], a[op.i]];
  } else if (op.kind === 'scale') {
    a[op.i] = a[op.i].map((v) => v.mul(op.k));
  } else {
    const src = a[op.source];
    a[op.target] = a[op.target].map((v, c) => v.add(op.k.mul(src[c])));
  }
}

/** All the operations done for one pivot, and the matrix after them. */
export interface PivotStage {
  /** 0-based column of the pivot. */
  column: number;
  ops: RowOp[];
  after: Mat;
}

export interface Reduction {
  result: Mat;
  stages: PivotStage[];
  pivotColumns: number[];
  swaps: number;
}

/**
 * Row reduction. `full`: Gauss–Jordan to the reduced row echelon form (pivots scaled to 1 and
 * cleared above too); otherwise Gauss elimination to an echelon form without scaling (what a
 * determinant by row reduction needs). Only the first `reduceCols` columns hold pivots, so an
 * augmented matrix [A | b] or [A | I] is reduced on its left part.
 */
export function rowReduce(a: Mat, opts: { full: boolean; reduceCols?: number; checkTime?: () => void }): Reduction {
  const m = clone(a);
  const nr = rows(m);
  const nc = opts.reduceCols ?? cols(m);
  const stages: PivotStage[] = [];
  const pivotColumns: number[] = [];
  let swaps = 0;
  let r = 0;
  for (let c = 0; c < nc && r < nr; c++) {
    opts.checkTime?.();
    // prefer a pivot equal to ±1 (no fractions), then the first nonzero entry
    let p = -1;
    for (let i = r; i < nr; i++) {
      if (m[i][c].abs().isOne()) {
        p = i;
        break;
      }
      if (p < 0 && !m[i][c].isZero()) p = i;
    }
    if (p < 0) continue;
    const ops: RowOp[] = [];
    if (p !== r) {
      ops.push({ kind: 'swap', i: r, j: p });
      swaps++;
    }
    for (const op of ops) applyRowOp(m, op);
    if (opts.full && !m[r][c].isOne()) {
      const op: RowOp = { kind: 'scale', i: r, k: m[r][c].inv() };
      applyRowOp(m, op);
      ops.push(op);
    }
    for (let i = opts.full ? 0 : r + 1; i < nr; i++) {
      if (i === r || m[i][c].isZero()) continue;
      const op: RowOp = { kind: 'addMultiple', target: i, source: r, k: m[i][c].div(m[r][c]).neg() };
      applyRowOp(m, op);
      ops.push(op);
    }
    pivotColumns.push(c);
    if (ops.length) stages.push({ column: c, ops, after: clone(m) });
    r++;
  }
  return { result: m, stages, pivotColumns, swaps };
}

export function rank(a: Mat): number {
  return rowReduce(a, { full: false }).pivotColumns.length;
}

/** Determinant by elimination: product of the pivots, sign flipped once per row swap. */
export function detByElimination(a: Mat): Q {
  const red = rowReduce(a, { full: false });
  if (red.pivotColumns.length < rows(a)) return Q.ZERO;
  let d = red.swaps % 2 === 0 ? Q.ONE : Q.MINUS_ONE;
  for (let i = 0; i < rows(a); i++) d = d.mul(red.result[i][i]);
  return d;
}

/** Inverse by Gauss–Jordan on [A | I]; null when A is singular. */
export function inverse(a: Mat): { inverse: Mat | null; reduction: Reduction } {
  const n = rows(a);
  const aug = a.map((r, i) => [...r, ...identity(n)[i]]);
  const reduction = rowReduce(aug, { full: true, reduceCols: n });
  if (reduction.pivotColumns.length < n) return { inverse: null, reduction };
  return { inverse: reduction.result.map((r) => r.slice(n)), reduction };
}

export function power(a: Mat, k: number): Mat {
  let result = identity(rows(a));
  let base = a;
  let e = k;
  while (e > 0) {
    if (e & 1) result = mul(result, base);
    base = mul(base, base);
    e >>= 1;
  }
  return result;
}

export function toAscii(a: Mat): string {
  return `[${a.map((r) => `[${r.map((v) => v.toString()).join(', ')}]`).join(', ')}]`;
}

export function toLatex(a: Mat, env = 'pmatrix'): string {
  return `\\begin{${env}}${a.map((r) => r.map((v) => v.toLatex()).join(' & ')).join(' \\\\ ')}\\end{${env}}`;
}

/** [A | B] drawn with a bar after column `split`. */
export function augmentedLatex(a: Mat, split: number): string {
  const spec = `${'c'.repeat(split)}|${'c'.repeat(cols(a) - split)}`;
  const body = a.map((r) => r.map((v) => v.toLatex()).join(' & ')).join(' \\\\ ');
  return `\\left(\\begin{array}{${spec}}${body}\\end{array}\\right)`;
}

/** `R_2 \leftarrow R_2 - 2R_1` */
export function rowOpLatex(op: RowOp): string {
  if (op.kind === 'swap') return `R_{${op.i + 1}} \\leftrightarrow R_{${op.j + 1}}`;
  if (op.kind === 'scale') {
    const k = op.k;
    const f = k.isInteger() || k.n === 1n || k.n === -1n ? coefLatex(k) : `\\left(${k.toLatex()}\\right)`;
    return `R_{${op.i + 1}} \\leftarrow ${f}R_{${op.i + 1}}`;
  }
  const sign = op.k.isNegative() ? '-' : '+';
  return `R_{${op.target + 1}} \\leftarrow R_{${op.target + 1}} ${sign} ${coefLatex(op.k.abs())}R_{${op.source + 1}}`;
}

/** A coefficient in front of a symbol: 1 → "", -1 → "-", 2/3 → \frac{2}{3}. */
export function coefLatex(k: Q): string {
  if (k.isOne()) return '';
  if (k.eq(Q.MINUS_ONE)) return '-';
  return k.toLatex();
}
