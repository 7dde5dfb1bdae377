import { freeSymbols, type MathNode } from '../../cas';
import { toAscii } from '../../format/ascii';
import { evaluateReal } from '../../verify/numeric';
import { Q } from '../../cas/rational';

/**
 * A polynomial in several letters (a determinant such as Vandermonde's |1 a a²; 1 b b²; 1 c c²|, or
 * |1 a a³; …|) factored the way a course shows it: linear factors b − a, a + b, a, a + b + c found by
 * the factor theorem (the polynomial vanishes on the hyperplane b = a, …), times a constant or a
 * linear factor found from values. Null when what is left is of higher degree: the caller says
 * so rather than show a partial factorisation.
 */
interface Factor {
  node: MathNode;
  /** The value of the factor at a point. */
  at: (p: Record<string, number>) => number;
  /** A point of the hyperplane where the factor vanishes, from free values of the letters. */
  onZero: (p: Record<string, number>) => Record<string, number>;
}

function candidates(letters: string[]): Factor[] {
  const out: Factor[] = [];
  for (const u of letters) out.push({ node: u, at: (p) => p[u], onZero: (p) => ({ ...p, [u]: 0 }) });
  letters.forEach((u, i) =>
    letters.slice(i + 1).forEach((v) => {
      out.push({ node: ['Subtract', v, u], at: (p) => p[v] - p[u], onZero: (p) => ({ ...p, [v]: p[u] }) });
      out.push({ node: ['Add', u, v], at: (p) => p[u] + p[v], onZero: (p) => ({ ...p, [v]: -p[u] }) });
    }),
  );
  if (letters.length === 3) {
    const [u, v, w] = letters;
    out.push({ node: ['Add', u, v, w], at: (p) => p[u] + p[v] + p[w], onZero: (p) => ({ ...p, [w]: -p[u] - p[v] }) });
  }
  return out;
}

/** Points with small distinct integer and half-integer coordinates, the same on every run. */
function points(letters: string[], count: number): Record<string, number>[] {
  const base = [2, -3, 5, 7, -4, 3.5, -1.5, 6, -6, 4.5, 1, -2.5, 8];
  return [...Array(count).keys()].map((k) => Object.fromEntries(letters.map((l, i) => [l, base[(k * 5 + i * 3) % base.length] + k * 0.25 * (i + 1)])));
}

/** The nearest fraction with a small denominator, when the number is one. */
function rational(x: number): Q | null {
  for (let den = 1; den <= 12; den++) {
    const num = Math.round(x * den);
    if (Math.abs(num / den - x) < 1e-7 * Math.max(1, Math.abs(x))) return Q.of(num).div(Q.of(den));
  }
  return null;
}

const qNode = (q: Q): MathNode => (q.isInt() ? q.toNumber() : ['Rational', Number(q.n), Number(q.d)]);

export function factorLinear(d: MathNode): MathNode | null {
  const letters = [...freeSymbols(d)].sort();
  if (letters.length < 2 || letters.length > 4) return null;
  const ascii = toAscii(d);
  const value = (p: Record<string, number>): number | null => evaluateReal(ascii, p);
  const found = candidates(letters).filter((f) => points(letters, 4).every((p) => Math.abs(value(f.onZero(p)) ?? 1) < 1e-8));
  if (found.length === 0) return null;
  // what is left, d / Π factors, from values away from the factors' zeros
  const sample = points(letters, 9);
  const ratios = sample.map((p) => {
    const v = value(p);
    const prod = found.reduce((s, f) => s * f.at(p), 1);
    return v === null || Math.abs(prod) < 1e-9 ? null : v / prod;
  });
  if (ratios.some((r) => r === null)) return null;
  const r = ratios as number[];
  let rest: MathNode | null = null;
  if (r.every((x) => Math.abs(x - r[0]) < 1e-8 * Math.max(1, Math.abs(r[0])))) {
    const c = rational(r[0]);
    if (!c || c.isZero()) return null;
    rest = c.isOne() ? null : qNode(c);
  } else {
    // a linear factor α₁a + α₂b + … + δ fitted on the first points, checked on the others
    const k = letters.length + 1;
    const rows = sample.slice(0, k).map((p) => [...letters.map((l) => p[l]), 1]);
    const coef = solveSmall(rows, r.slice(0, k));
    if (!coef) return null;
    const fits = sample.every((p, i) => Math.abs(letters.reduce((s, l, j) => s + coef[j] * p[l], coef[k - 1]) - r[i]) < 1e-7 * Math.max(1, Math.abs(r[i])));
    const qs = coef.map(rational);
    if (!fits || qs.some((q) => q === null)) return null;
    const terms: MathNode[] = [];
    letters.forEach((l, j) => {
      const q = qs[j] as Q;
      if (!q.isZero()) terms.push(q.isOne() ? l : ['Multiply', qNode(q), l]);
    });
    const q0 = qs[k - 1] as Q;
    if (!q0.isZero()) terms.push(qNode(q0));
    if (terms.length < 2) return null;
    rest = ['Add', ...terms];
  }
  const factors = found.map((f) => f.node);
  return rest === null ? (factors.length === 1 ? factors[0] : ['Multiply', ...factors]) : ['Multiply', ...(typeof rest === 'number' || (Array.isArray(rest) && rest[0] === 'Rational') ? [rest, ...factors] : [...factors, rest])];
}

/** Gaussian elimination on a small square system in floating point. */
function solveSmall(a: number[][], b: number[]): number[] | null {
  const n = a.length;
  const m = a.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.abs(m[i][c]) > Math.abs(m[p][c])) p = i;
    if (Math.abs(m[p][c]) < 1e-12) return null;
    [m[c], m[p]] = [m[p], m[c]];
    for (let i = 0; i < n; i++) {
      if (i === c) continue;
      const f = m[i][c] / m[c][c];
      for (let j = c; j <= n; j++) m[i][j] -= f * m[c][j];
    }
  }
  return m.map((r, i) => r[n] / r[i]);
}
