import { paramScope } from './integral';
import { evaluateReal } from './numeric';

/** The arguments of every call to `name` in an ASCII formula ("Abs(x + 1)*sqrt(x^2)" → ["x + 1"] for abs), whatever its case. */
function argumentsOf(f: string, name: string): string[] {
  const out: string[] = [];
  const re = new RegExp(String.raw`(?<![A-Za-z_])${name}\(`, 'gi');
  for (const m of f.matchAll(re)) {
    let depth = 1;
    const start = (m.index ?? 0) + m[0].length;
    let i = start;
    for (; i < f.length && depth > 0; i++) depth += f[i] === '(' ? 1 : f[i] === ')' ? -1 : 0;
    if (depth === 0) out.push(f.slice(start, i - 1));
  }
  return out;
}

const SAMPLES = 400;

/**
 * Points of [a, b] where the integrand has a kink that one quadrature rule would straddle: where the
 * inside of an absolute value changes sign, and where a square root's radicand touches zero
 * (√((x + 1)²) = |x + 1|). Found from the formula's own values — a scan, then bisection or a
 * golden-section search — so the verifier does not borrow the method's split points.
 */
export function kinkPoints(f: string, x: string, a: number, b: number, params: readonly string[] = []): number[] {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return [];
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const scope = paramScope(params);
  const points: number[] = [];
  const at = (g: string, v: number): number | null => evaluateReal(g, { ...scope, [x]: v });
  const grid = Array.from({ length: SAMPLES + 1 }, (_, k) => lo + ((hi - lo) * k) / SAMPLES);
  for (const g of argumentsOf(f, 'abs')) {
    const values = grid.map((v) => at(g, v));
    for (let k = 0; k < SAMPLES; k++) {
      const [u, w] = [values[k], values[k + 1]];
      // a zero on the grid itself (|x| on [−1, 1]) is the point
      if (u === 0) points.push(grid[k]);
      if (u === null || w === null || u * w >= 0) continue;
      let [p, q, fp] = [grid[k], grid[k + 1], u];
      for (let i = 0; i < 80; i++) {
        const m = (p + q) / 2;
        const fm = at(g, m);
        if (fm === null) break;
        if (fm * fp <= 0) q = m;
        else [p, fp] = [m, fm];
      }
      points.push((p + q) / 2);
    }
  }
  for (const g of argumentsOf(f, 'sqrt')) {
    const values = grid.map((v) => at(g, v));
    const scale = Math.max(1e-300, ...values.map((v) => Math.abs(v ?? 0)));
    for (let k = 1; k < SAMPLES; k++) {
      const [u, v, w] = [values[k - 1], values[k], values[k + 1]];
      if (u === null || v === null || w === null || !(v <= u && v <= w) || v > 1e-2 * scale) continue;
      // golden-section search for the minimum of the radicand between the neighbours
      let [p, q] = [grid[k - 1], grid[k + 1]];
      const r = (Math.sqrt(5) - 1) / 2;
      for (let i = 0; i < 100; i++) {
        const [c, d] = [q - r * (q - p), p + r * (q - p)];
        const [fc, fd] = [at(g, c), at(g, d)];
        if (fc === null || fd === null) break;
        if (fc < fd) q = d;
        else p = c;
      }
      const m = (p + q) / 2;
      const fm = at(g, m);
      if (fm !== null && Math.abs(fm) <= 1e-12 * scale) points.push(m);
    }
  }
  const inside = points.filter((p) => p > lo + 1e-9 * (hi - lo) && p < hi - 1e-9 * (hi - lo)).sort((s, t) => s - t);
  return inside.filter((p, k) => k === 0 || p - inside[k - 1] > 1e-9 * (hi - lo));
}
