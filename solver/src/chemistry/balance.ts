import type { Species } from './formula';

/**
 * Balancing by linear algebra: one row per element (and one for the charge), one column per
 * species, products counted negatively; the balancings are the integer vectors of the matrix's
 * nullspace, found by exact rational Gaussian elimination.
 */
type Q = { n: bigint; d: bigint };
const babs = (a: bigint): bigint => (a < 0n ? -a : a);
const bgcd = (a: bigint, b: bigint): bigint => {
  let x = babs(a);
  let y = babs(b);
  while (y) [x, y] = [y, x % y];
  return x;
};
const q = (n: bigint, d: bigint = 1n): Q => {
  if (d < 0n) [n, d] = [-n, -d];
  const g = bgcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);

export interface CountTable {
  /** Row labels: element symbols, then "charge" when a species is charged. */
  rows: string[];
  /** rows × species, products negated. */
  matrix: number[][];
}

export function countTable(reactants: Species[], products: Species[]): CountTable {
  const all = [...reactants, ...products];
  const rows: string[] = [];
  for (const sp of all) for (const el of sp.counts.keys()) if (!rows.includes(el)) rows.push(el);
  const charged = all.some((sp) => sp.charge !== 0);
  const matrix = rows.map((el) => all.map((sp, j) => (j < reactants.length ? 1 : -1) * (sp.counts.get(el) ?? 0)));
  if (charged) {
    rows.push('charge');
    matrix.push(all.map((sp, j) => (j < reactants.length ? 1 : -1) * sp.charge));
  }
  return { rows, matrix };
}

/** A basis of the integer nullspace of an integer matrix (each vector with gcd 1). */
export function nullspace(matrix: number[][], columns: number): bigint[][] {
  const m = matrix.map((r) => r.map((x) => q(BigInt(x))));
  const pivots: number[] = [];
  let row = 0;
  for (let col = 0; col < columns && row < m.length; col++) {
    const p = m.findIndex((r, k) => k >= row && r[col].n !== 0n);
    if (p < 0) continue;
    [m[row], m[p]] = [m[p], m[row]];
    const piv = m[row][col];
    m[row] = m[row].map((x) => div(x, piv));
    for (let k = 0; k < m.length; k++) {
      if (k === row || m[k][col].n === 0n) continue;
      const f = m[k][col];
      m[k] = m[k].map((x, j) => sub(x, mul(f, m[row][j])));
    }
    pivots.push(col);
    row++;
  }
  const free = [...Array(columns).keys()].filter((c) => !pivots.includes(c));
  return free.map((fc) => {
    const v: Q[] = Array.from({ length: columns }, () => q(0n));
    v[fc] = q(1n);
    pivots.forEach((pc, r) => {
      v[pc] = q(-m[r][fc].n, m[r][fc].d);
    });
    let lcm = 1n;
    for (const x of v) lcm = (lcm * x.d) / bgcd(lcm, x.d);
    const ints = v.map((x) => (x.n * lcm) / x.d);
    const g = ints.reduce((a, b) => bgcd(a, b), 0n) || 1n;
    return ints.map((x) => x / g);
  });
}

export type Balancing =
  | { kind: 'one'; coefficients: number[] }
  | { kind: 'none' }
  | { kind: 'several'; dimension: number }
  | { kind: 'not_positive'; coefficients: number[] };

export function balance(reactants: Species[], products: Species[]): { table: CountTable; result: Balancing } {
  const table = countTable(reactants, products);
  const n = reactants.length + products.length;
  const basis = nullspace(table.matrix, n);
  if (basis.length === 0) return { table, result: { kind: 'none' } };
  if (basis.length > 1) return { table, result: { kind: 'several', dimension: basis.length } };
  let v = basis[0];
  if (v.every((x) => x <= 0n)) v = v.map((x) => -x);
  const coefficients = v.map((x) => Number(x));
  if (coefficients.some((x) => x <= 0)) return { table, result: { kind: 'not_positive', coefficients } };
  return { table, result: { kind: 'one', coefficients } };
}
