import type { TaskOf } from '../task/task';
import type { AnswerToCheck } from './task';
import { evaluateReal } from './numeric';

/**
 * Extrema under one or two constraints checked numerically, apart from the exact method: points of
 * g = c (and h = d) found by Newton's projection from a grid at three scales (near the origin and
 * far out, where an unbounded constraint lets f grow), then the best of them polished by Newton's
 * method on the Lagrange conditions ∇f = λ∇g (+ μ∇h), g = c (, h = d). A claimed maximum must be
 * reached there and exceeded nowhere.
 */
type Point = number[];

const scopeOf = (vs: string[], p: Point): Record<string, number> => Object.fromEntries(vs.map((v, k) => [v, p[k]]));

function valueAt(e: string, vs: string[], p: Point): number | null {
  return evaluateReal(e, scopeOf(vs, p));
}

/** ∇e by central differences. */
function gradientAt(e: string, vs: string[], p: Point): number[] | null {
  const out: number[] = [];
  for (let k = 0; k < vs.length; k++) {
    const h = 1e-6 * Math.max(1, Math.abs(p[k]));
    const a = valueAt(e, vs, p.map((x, j) => (j === k ? x + h : x)));
    const b = valueAt(e, vs, p.map((x, j) => (j === k ? x - h : x)));
    if (a === null || b === null) return null;
    out.push((a - b) / (2 * h));
  }
  return out;
}

/**
 * Points where every constraint is 0: each grid point pulled onto their common level set by the
 * least-norm Newton step p − Jᵀ(JJᵀ)⁻¹G (along ∇g alone for one constraint).
 */
export function constraintPoints(gs: string | string[], vs: string[]): Point[] {
  const list = typeof gs === 'string' ? [gs] : gs;
  const per = vs.length === 2 ? 7 : 4;
  const out: Point[] = [];
  for (const scale of [1.7, 6.3, 41]) {
    const axis = Array.from({ length: per }, (_, k) => scale * (-1 + (2 * k + 0.61) / per));
    let starts: Point[] = [[]];
    for (let d = 0; d < vs.length; d++) starts = starts.flatMap((s) => axis.map((a, k) => [...s, a * (1 + 0.07 * ((k + d) % 3))]));
    for (const start of starts) {
      let p = start;
      for (let it = 0; it < 40 && p; it++) {
        const G = list.map((g) => valueAt(g, vs, p));
        const J = list.map((g) => gradientAt(g, vs, p));
        if (G.some((x) => x === null) || J.some((r) => !r)) break;
        const gv = G as number[];
        const rows = J as number[][];
        if (Math.max(...gv.map(Math.abs)) < 1e-11 * Math.max(1, Math.hypot(...p))) {
          out.push(p);
          break;
        }
        const JJt = rows.map((a) => rows.map((b) => a.reduce((acc, x, k) => acc + x * b[k], 0)));
        const y = solveLinear(JJt, gv);
        if (!y) break;
        p = p.map((x, k) => x - rows.reduce((acc, r, i) => acc + r[k] * y[i], 0));
        if (p.some((x) => !Number.isFinite(x) || Math.abs(x) > 1e4)) break;
      }
    }
  }
  return out;
}

function solveLinear(m: number[][], b: number[]): number[] | null {
  const n = b.length;
  const a = m.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    const piv = a.slice(c).reduce((best, r, i) => (Math.abs(r[c]) > Math.abs(a[best][c]) ? c + i : best), c);
    if (Math.abs(a[piv][c]) < 1e-14) return null;
    [a[c], a[piv]] = [a[piv], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((r, i) => r[n] / r[i]);
}

/** Newton's method on (∇f − Σ λᵢ∇gᵢ, gᵢ) in (x, λ), its Jacobian by differences; the point, or null. */
function lagrangePoint(f: string, gs: string[], vs: string[], start: Point): Point | null {
  const n = vs.length;
  const F = (q: number[]): number[] | null => {
    const p = q.slice(0, n);
    const gf = gradientAt(f, vs, p);
    const J = gs.map((g) => gradientAt(g, vs, p));
    const G = gs.map((g) => valueAt(g, vs, p));
    if (!gf || J.some((r) => !r) || G.some((x) => x === null)) return null;
    const rows = J as number[][];
    return [...gf.map((x, k) => x - rows.reduce((acc, r, i) => acc + q[n + i] * r[k], 0)), ...(G as number[])];
  };
  const gf0 = gradientAt(f, vs, start);
  const J0 = gs.map((g) => gradientAt(g, vs, start));
  if (!gf0 || J0.some((r) => !r)) return null;
  const rows0 = J0 as number[][];
  // the multipliers that fit ∇f best at the start, by least squares
  const JJt = rows0.map((a) => rows0.map((b) => a.reduce((acc, x, k) => acc + x * b[k], 0)));
  const lambda = solveLinear(JJt, rows0.map((r) => r.reduce((acc, x, k) => acc + x * gf0[k], 0))) ?? gs.map(() => 0);
  let q = [...start, ...lambda];
  for (let it = 0; it < 30; it++) {
    const r = F(q);
    if (!r) return null;
    if (Math.hypot(...r) < 1e-9) return q.slice(0, n);
    const h = 1e-5;
    const cols: number[][] = [];
    for (let k = 0; k < q.length; k++) {
      const rk = F(q.map((x, j) => (j === k ? x + h : x)));
      if (!rk) return null;
      cols.push(rk.map((x, i) => (x - r[i]) / h));
    }
    const step = solveLinear(r.map((_, i) => cols.map((c) => c[i])), r.map((x) => -x));
    if (!step) return null;
    q = q.map((x, k) => x + step[k]);
    if (q.some((x) => !Number.isFinite(x))) return null;
  }
  return null;
}

/** The claimed extreme values: one number for the extremum asked, or [min, max]. */
function claimed(t: TaskOf<'vector'>, answer: AnswerToCheck): { max?: number; min?: number } | null {
  if (answer.kind === 'expr' && t.extremum) {
    const v = evaluateReal(answer.value);
    return v === null ? null : { [t.extremum]: v };
  }
  if (answer.kind !== 'solutions' || t.extremum) return null;
  const vals = answer.value.replace(/^\s*\[|\]\s*$/g, '').split(',').map((x) => evaluateReal(x.trim()));
  if (vals.length !== 2 || vals.some((x) => x === null)) return null;
  const [min, max] = vals as number[];
  return min <= max ? { min, max } : null;
}

export function verifyLagrange(t: TaskOf<'vector'>, answer: AnswerToCheck): boolean {
  if (!t.constraint) return false;
  const c = claimed(t, answer);
  if (!c) return false;
  const [f] = t.components;
  const vs = t.variables;
  const gs = [t.constraint, ...(t.constraint2 ? [t.constraint2] : [])].map(([a, b]) => `(${a}) - (${b})`);
  // "x, y, z > 0": the samples on that part of the constraint only
  const inside = (p: Point): boolean => (t.positive ?? []).every((v) => p[vs.indexOf(v)] > 1e-12);
  const samples = constraintPoints(gs, vs).filter(inside).map((p) => ({ p, v: valueAt(f, vs, p) })).filter((s): s is { p: Point; v: number } => s.v !== null);
  if (samples.length < 5) return false;
  const sorted = [...samples].sort((a, b) => a.v - b.v);
  const tol = (x: number): number => 1e-6 * Math.max(1, Math.abs(x));
  const reached = (target: number, starts: typeof samples): boolean => starts.some(({ p }) => {
    const q = lagrangePoint(f, gs, vs, p);
    const v = q ? valueAt(f, vs, q) : null;
    return v !== null && Math.abs(v - target) <= tol(target);
  });
  if (c.max !== undefined) {
    const top = sorted[sorted.length - 1].v;
    if (top > c.max + tol(c.max) || !reached(c.max, sorted.slice(-4).reverse())) return false;
  }
  if (c.min !== undefined) {
    const bottom = sorted[0].v;
    if (bottom < c.min - tol(c.min) || !reached(c.min, sorted.slice(0, 4))) return false;
  }
  return true;
}
