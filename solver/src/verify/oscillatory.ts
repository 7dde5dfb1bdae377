/**
 * ∫ over [a, +∞) (or ℝ) of an integrand whose sines and cosines share one frequency ω and whose size
 * shrinks (sin x/x, sin²x/x², (1 − cos x)/x²): no rule over the whole half-line settles, so ∫_a^X is
 * added up half-period by half-period with Gauss–Legendre nodes. At X = a + mP, P = 2π/|ω|, every
 * sine and cosine of the tail takes the same value, so the tail expands as c₁/X + c₂/X² + …:
 * Neville's extrapolation in 1/X removes it. The running integral's swing over a period must shrink
 * as X doubles (∫ sin x has no limit, though its values at whole periods agree).
 */
import { realFunction } from './numeric';

const NODES = gaussLegendre(16);

/** Nodes and weights of the n-point Gauss–Legendre rule on [−1, 1], by Newton's method on Pₙ. */
function gaussLegendre(n: number): { x: number[]; w: number[] } {
  const x: number[] = [];
  const w: number[] = [];
  for (let i = 1; i <= n; i++) {
    let z = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 1;
    for (let it = 0; it < 100; it++) {
      let [p0, p1] = [1, z];
      for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * z * p1 - (k - 1) * p0) / k];
      dp = (n * (z * p1 - p0)) / (z * z - 1);
      const dz = p1 / dp;
      z -= dz;
      if (Math.abs(dz) < 1e-16) break;
    }
    x.push(z);
    w.push(2 / ((1 - z * z) * dp * dp));
  }
  return { x, w };
}

function gauss(f: (x: number) => number | null, a: number, b: number): number | null {
  const [m, r] = [(a + b) / 2, (b - a) / 2];
  let s = 0;
  for (let i = 0; i < NODES.x.length; i++) {
    const v = f(m + r * NODES.x[i]);
    if (v === null || !Number.isFinite(v)) return null;
    s += NODES.w[i] * v;
  }
  return s * r;
}

/** The one |ω| of every sin(ωx + φ) and cos(ωx + φ) in the integrand, or null (none, several, or not linear in x). */
export function trigFrequency(f: string, x: string): number | null {
  const omegas: number[] = [];
  const re = /\b(?:sin|cos)\s*\(/g;
  for (let m = re.exec(f); m; m = re.exec(f)) {
    let depth = 1;
    let j = m.index + m[0].length;
    for (; j < f.length && depth > 0; j++) depth += f[j] === '(' ? 1 : f[j] === ')' ? -1 : 0;
    const arg = realFunction(f.slice(m.index + m[0].length, j - 1), x);
    const [u0, u1, u2] = [arg(0.5), arg(1.5), arg(2.5)];
    if (u0 === null || u1 === null || u2 === null || Math.abs(u2 - 2 * u1 + u0) > 1e-9 * Math.max(1, Math.abs(u1))) return null;
    omegas.push(Math.abs(u1 - u0));
  }
  if (!omegas.length || omegas.some((o) => o === 0 || Math.abs(o - omegas[0]) > 1e-9 * omegas[0])) return null;
  return omegas[0];
}

const MARKS = [32, 64, 128, 256, 512];

/** ∫_a^X g at X = a + mP for each mark m, and the swing of the running integral over the period before each. */
function scan(g: (x: number) => number | null, a: number, period: number): { partial: number[]; swings: number[] } | null {
  const half = period / 2;
  const partial: number[] = [];
  const swings: number[] = [];
  let total = 0;
  let j = 0;
  let last = [0, 0];
  for (const m of MARKS) {
    for (; j < 2 * m; j++) {
      const piece = gauss(g, a + j * half, a + (j + 1) * half);
      if (piece === null) return null;
      total += piece;
      last = [last[1], Math.abs(piece)];
    }
    partial.push(total);
    swings.push(last[0] + last[1]);
  }
  return { partial, swings };
}

/** ∫_a^∞ g, or null when the integral does not visibly settle. */
function halfLine(g: (x: number) => number | null, a: number, period: number): number | null {
  const s = scan(g, a, period);
  if (!s) return null;
  const { partial, swings } = s;
  if (swings[swings.length - 1] > 0.6 * swings[swings.length - 2] + 1e-13) return null;
  const hs = MARKS.map((m) => 1 / (a + m * period));
  const late = neville(hs.slice(1), partial.slice(1));
  const early = neville(hs.slice(0, 4), partial.slice(0, 4));
  return Math.abs(late - early) <= 1e-8 * Math.max(1, Math.abs(late)) ? late : null;
}

/**
 * The integral settles even when its tail is too slow to extrapolate (cos x/√x): from one doubling of X
 * to the next, both the swing over a period and the change of the integral at whole periods shrink by a
 * fixed ratio (∫ sin²x/x, whose swing shrinks but whose value keeps growing by ln 2/2, does not).
 */
export function oscillatingSettles(f: string, x: string, a: number): boolean {
  const omega = trigFrequency(f, x);
  if (omega === null || !Number.isFinite(a)) return false;
  const s = scan(realFunction(f, x), a, (2 * Math.PI) / omega);
  if (!s) return false;
  const steps = s.partial.slice(1).map((v, k) => Math.abs(v - s.partial[k]));
  const shrinks = (d: number[], ratio: number): boolean => d.every((v, k) => k === 0 || v <= ratio * d[k - 1] + 1e-13);
  return shrinks(steps, 0.8) && shrinks(s.swings, 0.8);
}

/** The value at h = 0 of the polynomial through (hᵢ, sᵢ). */
function neville(h: number[], s: number[]): number {
  const p = [...s];
  for (let k = 1; k < p.length; k++) {
    for (let i = p.length - 1; i >= k; i--) p[i] = (h[i - k] * p[i] - h[i] * p[i - 1]) / (h[i - k] - h[i]);
  }
  return p[p.length - 1];
}

/** ∫_a^∞ f (a finite) or ∫ over ℝ (a = −∞, as ∫_0^∞ f(x) + f(−x)), for an integrand of one frequency; null otherwise. */
export function oscillatoryIntegral(f: string, x: string, a: number): number | null {
  const omega = trigFrequency(f, x);
  if (omega === null) return null;
  const fn = realFunction(f, x);
  const period = (2 * Math.PI) / omega;
  if (Number.isFinite(a)) return halfLine(fn, a, period);
  if (a !== -Infinity) return null;
  const right = halfLine(fn, 0, period);
  const left = halfLine((v) => fn(-v), 0, period);
  return right === null || left === null ? null : right + left;
}
