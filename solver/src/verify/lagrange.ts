import type { TaskOf } from '../task/task';
import type { AnswerToCheck } from './task';
import { evaluateReal } from './numeric';

/**
 * Extrema under a constraint checked numerically, apart from the exact method: points of g = c
 * found by Newton's projection from a grid at three scales (near the origin and far out, where an
 * unbounded constraint lets f grow), then the best of them polished by Newton's method on the
 * Lagrange conditions ∇f = λ∇g, g = c. A claimed maximum must be reached there and exceeded nowhere.
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

/** Points with g = 0: each grid point pulled onto the level set along ∇g. */
export function constraintPoints(g: string, vs: string[]): Point[] {
  const per = vs.length === 2 ? 7 : 4;
  const out: Point[] = [];
  for (const scale of [1.7, 6.3, 41]) {
    const axis = Array.from({ length: per }, (_, k) => scale * (-1 + (2 * k + 0.61) / per));
    let starts: Point[] = [[]];
    for (let d = 0; d < vs.length; d++) starts = starts.flatMap((s) => axis.map((a, k) => [...s, a * (1 + 0.07 * ((k + d) % 3))]));
    for (const start of starts) {
      let p = start;
      for (let it = 0; it < 40 && p; it++) {
        const gv = valueAt(g, vs, p);
        const gg = gradientAt(g, vs, p);
        if (gv === null || !gg) break;
        const n2 = gg.reduce((s, x) => s + x * x, 0);
        if (Math.abs(gv) < 1e-11 * Math.max(1, Math.hypot(...p))) {
          out.push(p);
          break;
        }
        if (n2 === 0) break;
        p = p.map((x, k) => x - (gv * gg[k]) / n2);
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

/** Newton's method on (∇f − λ∇g, g) in (x, λ), its Jacobian by differences; the point, or null. */
function lagrangePoint(f: string, g: string, vs: string[], start: Point): Point | null {
  const F = (q: number[]): number[] | null => {
    const p = q.slice(0, vs.length);
    const gf = gradientAt(f, vs, p);
    const gg = gradientAt(g, vs, p);
    const gv = valueAt(g, vs, p);
    if (!gf || !gg || gv === null) return null;
    return [...gf.map((x, k) => x - q[vs.length] * gg[k]), gv];
  };
  const gf0 = gradientAt(f, vs, start);
  const gg0 = gradientAt(g, vs, start);
  if (!gf0 || !gg0) return null;
  const n2 = gg0.reduce((s, x) => s + x * x, 0);
  let q = [...start, n2 > 0 ? gf0.reduce((s, x, k) => s + x * gg0[k], 0) / n2 : 0];
  for (let it = 0; it < 30; it++) {
    const r = F(q);
    if (!r) return null;
    if (Math.hypot(...r) < 1e-9) return q.slice(0, vs.length);
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
  const g = `(${t.constraint[0]}) - (${t.constraint[1]})`;
  const samples = constraintPoints(g, vs).map((p) => ({ p, v: valueAt(f, vs, p) })).filter((s): s is { p: Point; v: number } => s.v !== null);
  if (samples.length < 5) return false;
  const sorted = [...samples].sort((a, b) => a.v - b.v);
  const tol = (x: number): number => 1e-6 * Math.max(1, Math.abs(x));
  const reached = (target: number, starts: typeof samples): boolean => starts.some(({ p }) => {
    const q = lagrangePoint(f, g, vs, p);
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
