/**
 * Integrals over [a, +∞) that settle or grow at a logarithmic pace (Bertrand's ∫ dx/(x ln²x) and
 * ∫ dx/(x ln x)): decades of x are too short to tell them apart, so the partial integrals are taken
 * in t = ln x, as ∫ f(eᵗ)·eᵗ dt, up to cuts of t that double (x runs to about e³²⁰). A power of t in
 * the tail then gives steps in a fixed ratio: below 1 for a convergent integral (whose limit Aitken's
 * extrapolation recovers), at least 1 for a divergent one.
 */
import { quadratureOf } from './integral';
import { evaluateReal } from './numeric';

const DOUBLINGS = 6;

/** ∫_a^X f for X = e^T, e^(2T), …, e^(64T) with T ≥ 5; null when a piece cannot be integrated. */
export function logScalePartials(f: string, x: string, a: number): number[] | null {
  // an oscillating integrand has no tail in powers of ln x, and its pieces in t defeat the rule
  if (!(a > 0) || !Number.isFinite(a) || /\b(?:sin|cos|tan)\s*\(/.test(f)) return null;
  const key = `${f}|${x}|${a}`;
  if (last?.key !== key) last = { key, values: partialsInT(f, x, a) };
  return last.values;
}

/** The last scan: one verdict asks for the same integrand's partial integrals several times. */
let last: { key: string; values: number[] | null } | null = null;

function partialsInT(f: string, x: string, a: number): number[] | null {
  const g = (t: number): number | null => {
    const xv = Math.exp(t);
    const v = evaluateReal(f, { [x]: xv });
    return v === null || !Number.isFinite(xv) ? null : v * xv;
  };
  const start = Math.log(a);
  let cut = Math.max(start + 1, 5);
  const first = quadratureOf(g, start, cut);
  if (first === null || !Number.isFinite(first)) return null;
  const values = [first];
  for (let k = 1; k <= DOUBLINGS; k++) {
    const piece = quadratureOf(g, cut, 2 * cut);
    if (piece === null || !Number.isFinite(piece)) return null;
    values.push(values[values.length - 1] + piece);
    cut *= 2;
  }
  return values;
}

const stepsOf = (values: number[]): number[] => values.slice(1).map((v, k) => v - values[k]);

/** The steps keep the claimed sign and never shrink below 0.9 of the previous one: the integral grows without bound. */
export function logScaleDiverges(f: string, x: string, a: number, sign: 1 | -1): boolean {
  const values = logScalePartials(f, x, a);
  if (!values) return false;
  const steps = stepsOf(values).map((d) => d * sign);
  return steps.every((d) => d > 0) && steps.every((d, k) => k === 0 || d >= 0.9 * steps[k - 1]);
}

/** The steps keep one sign and shrink by a ratio of at most 3/4 each time: the partial integrals settle. */
export function logScaleSettles(f: string, x: string, a: number): boolean {
  const values = logScalePartials(f, x, a);
  return values !== null && geometricTail(stepsOf(values)) !== null;
}

/** The limit of the partial integrals by Aitken's Δ² on the last three, when it agrees with the one before. */
export function logScaleLimit(f: string, x: string, a: number): number | null {
  const values = logScalePartials(f, x, a);
  if (!values || geometricTail(stepsOf(values)) === null) return null;
  const aitken = (k: number): number => {
    const [s0, s1, s2] = [values[k - 2], values[k - 1], values[k]];
    const d2 = s2 - 2 * s1 + s0;
    return d2 === 0 ? s2 : s2 - ((s2 - s1) * (s2 - s1)) / d2;
  };
  const n = values.length - 1;
  const [last, before] = [aitken(n), aitken(n - 1)];
  return Math.abs(last - before) <= 1e-6 * Math.max(1, Math.abs(last)) ? last : null;
}

function geometricTail(steps: number[]): true | null {
  const tiny = (d: number): boolean => Math.abs(d) < 1e-14;
  const sign = Math.sign(steps.find((d) => !tiny(d)) ?? 0);
  const ok = steps.every((d, k) => tiny(d) || (Math.sign(d) === sign && (k === 0 || Math.abs(d) <= 0.75 * Math.abs(steps[k - 1]) + 1e-14)));
  return ok ? true : null;
}
