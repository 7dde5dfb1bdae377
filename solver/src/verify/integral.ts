/**
 * Independent checks of integrals with mathjs (never the code that found the answer):
 * an antiderivative is differentiated numerically (central differences) and compared with the
 * integrand at sample points; a definite integral is compared with tanh–sinh quadrature of the
 * integrand, which copes with infinite intervals and integrable endpoint singularities.
 */
import { evaluateAscii, type NumValue } from './numeric';

const PARAMS = [1.3, 0.7, 2.1, 1.7, 0.45];

/** Values for parameters other than the variable (a, b, k …), fixed so the verdict is deterministic. */
export function paramScope(vars: readonly string[]): Record<string, number> {
  const s: Record<string, number> = {};
  vars.forEach((v, i) => (s[v] = PARAMS[i % PARAMS.length] + i * 0.11));
  return s;
}

function realAt(ascii: string, scope: Record<string, number>): number | null {
  const v: NumValue | null = evaluateAscii(ascii, scope);
  if (!v || !Number.isFinite(v.re) || Math.abs(v.im) > 1e-9 * Math.max(1, Math.abs(v.re))) return null;
  return v.re;
}

const SAMPLES = [-2.63, -1.71, -0.93, -0.37, 0.29, 0.61, 0.87, 1.23, 1.57, 2.09, 2.71, 3.37, 4.3, 5.9, 0.13, -0.07];

/**
 * d/dx F = f at sample points where both are real (at least `min` such points; none may disagree).
 * Logarithms of negative numbers simply make a point unusable, so ln|u| and ln(u) forms both work.
 */
export function antiderivativeMatches(F: string, f: string, x: string, params: readonly string[], min = 4): boolean {
  const base = paramScope(params);
  const at = (v: number): number | null => realAt(F, { ...base, [x]: v });
  // five-point stencil, error O(h⁴)
  const deriv = (p: number, h: number): number | null => {
    const v = [at(p + 2 * h), at(p + h), at(p - h), at(p - 2 * h)];
    if (v.some((t) => t === null)) return null;
    const [b1, a1, a2, b2] = v as number[];
    return (-b1 + 8 * a1 - 8 * a2 + b2) / (12 * h);
  };
  let agreed = 0;
  for (const p of SAMPLES) {
    const f0 = realAt(f, { ...base, [x]: p });
    if (f0 === null) continue;
    const h = 1e-3 * Math.max(1, Math.abs(p));
    const d1 = deriv(p, h);
    const d2 = deriv(p, h / 2);
    if (d1 === null || d2 === null) continue;
    const tol = 1e-6 * Math.max(1, Math.abs(f0), Math.abs(d2));
    // near a pole the difference quotient itself is unreliable (its two step sizes disagree): skip the point
    if (Math.abs(d1 - d2) > tol) continue;
    if (Math.abs(d2 - f0) > tol) return false;
    agreed++;
  }
  return agreed >= min;
}

/** ∫_a^b f by tanh–sinh quadrature (a, b may be ±Infinity); null when f cannot be evaluated or the estimates do not settle. */
export function quadrature(f: string, x: string, a: number, b: number, params: readonly string[] = []): number | null {
  const base = paramScope(params);
  return quadratureOf((v) => realAt(f, { ...base, [x]: v }), a, b);
}

/** ∫_a^b of a function of one number, by the same tanh–sinh rule (for an integrand after a change of variable). */
export function quadratureOf(f: (x: number) => number | null, a: number, b: number): number | null {
  // the maps below run from the smaller bound to the larger (∫_0^−∞ would otherwise run to +∞)
  if (a > b) {
    const r = quadratureOf(f, b, a);
    return r === null ? null : -r;
  }
  let map: (s: number) => [number, number]; // s in (−1, 1) → [x, dx/ds]
  if (Number.isFinite(a) && Number.isFinite(b)) map = (s) => [((b - a) * s + (a + b)) / 2, (b - a) / 2];
  else if (Number.isFinite(a)) map = (s) => [a + (1 + s) / (1 - s), 2 / ((1 - s) * (1 - s))];
  else if (Number.isFinite(b)) map = (s) => [b - (1 - s) / (1 + s), 2 / ((1 + s) * (1 + s))];
  else map = (s) => [s / (1 - s * s), (1 + s * s) / ((1 - s * s) * (1 - s * s))];
  const g = (s: number): number | null => {
    const [xv, w] = map(s);
    if (!Number.isFinite(xv) || !Number.isFinite(w)) return 0;
    const v = f(xv);
    return v === null ? null : v * w;
  };
  let prev: number | null = null;
  let lastChange = Infinity;
  for (let level = 3; level <= 8; level++) {
    const h = 1 / 2 ** level;
    let sum = 0;
    let bad = 0;
    for (let k = -6 * 2 ** level; k <= 6 * 2 ** level; k++) {
      const t = k * h;
      const u = (Math.PI / 2) * Math.sinh(t);
      const s = Math.tanh(u);
      if (Math.abs(s) >= 1) continue;
      const w = ((Math.PI / 2) * Math.cosh(t)) / (Math.cosh(u) * Math.cosh(u));
      if (w < 1e-300) continue;
      const v = g(s);
      if (v === null) {
        // at the very ends x rounds onto the bound itself (a singular endpoint): negligible weight
        if (w < 1e-12) continue;
        bad++;
        if (bad > 3) return null;
        continue;
      }
      sum += w * v;
    }
    const est = sum * h;
    if (!Number.isFinite(est)) return null;
    if (prev !== null && Math.abs(est - prev) <= 1e-10 * Math.max(1, Math.abs(est))) return est;
    if (prev !== null) lastChange = Math.abs(est - prev);
    prev = est;
  }
  // Not settled to 1e-10: accept only a rounding-level drift. A divergent integral's estimate keeps
  // moving as the grid refines (∫₀¹ dx/x² grows without bound), so it has no value to report.
  return prev !== null && lastChange <= 1e-7 * Math.max(1, Math.abs(prev)) ? prev : null;
}

/**
 * ∫_lo^hi f dx = value with letters in the bounds or the integrand, checked at several sets of
 * values of the letters: the default ones, then the same values handed round the letters in turn
 * (an outer variable x with a radius a: x = 2.3 leaves √(a² − x²) undefined at a = 1.3, x = 0.8
 * does not). True when it agrees wherever all three are defined, and they are somewhere.
 */
export function agreesForLetterValues(f: string, x: string, lo: string, hi: string, value: string, params: readonly string[]): boolean {
  let compared = 0;
  for (let shift = 0; shift < PARAMS.length; shift++) {
    const scope: Record<string, number> = {};
    params.forEach((v, i) => (scope[v] = PARAMS[(i + shift) % PARAMS.length] + i * 0.11));
    const [a, b, exact] = [lo, hi, value].map((e) => realAt(e, scope));
    if (a === null || b === null || exact === null) continue;
    const q = quadratureOf((v) => realAt(f, { ...scope, [x]: v }), a, b);
    if (q === null) continue;
    if (Math.abs(q - exact) > 1e-5 * Math.max(1, Math.abs(exact))) return false;
    compared++;
  }
  return compared > 0;
}

/** The real value of a closed-form number (ASCII), or null; parameters take their check values. */
export function valueOf(ascii: string, params: readonly string[] = []): number | null {
  return realAt(ascii, paramScope(params));
}
