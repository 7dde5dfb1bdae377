import { evaluateReal } from './numeric';

/**
 * Checks a limit independently of the method that found it: the expression is evaluated with
 * mathjs along a sequence approaching the point from the relevant side(s) (a ± 10⁻ᵏ, or ±10ᵏ at
 * infinity), and the values must settle on the claimed number, or grow past any bound with the
 * claimed sign. A limit that does not exist is checked too: either both one-sided limits are
 * checked and differ, or the values keep oscillating in ever smaller neighbourhoods.
 */
export type ClaimedLimit =
  | { k: 'fin'; value: number }
  | { k: 'inf'; s: 1 | -1 }
  /** no limit: the values keep spreading out near the point */
  | { k: 'osc' };
export type Approach = { k: 'fin'; a: number; dir: 1 | -1 } | { k: 'inf'; s: 1 | -1 };

function sequence(p: Approach, n = 6): number[] {
  const ks = Array.from({ length: n }, (_, i) => i + 2);
  if (p.k === 'inf') return ks.map((k) => 10 ** k * p.s);
  return ks.map((k) => p.a + p.dir * 10 ** -k * Math.max(1, Math.abs(p.a)));
}

/** Grows past any bound with sign s: monotone in size, and not slowing down towards a finite value. */
function unbounded(ys: (number | null)[], s: 1 | -1): boolean {
  const tail = ys.slice(2);
  if (tail.some((y) => y === null)) return false;
  const t = tail as number[];
  if (!t.every((y) => Math.sign(y) === s)) return false;
  const mags = t.map(Math.abs);
  for (let i = 1; i < mags.length; i++) if (!(mags[i] > mags[i - 1])) return false;
  if (mags[mags.length - 1] > 1e6) return true;
  // logarithmic growth (ln x at 0⁺): equal steps on a geometric sequence; a convergent sequence's steps shrink fast
  const first = mags[1] - mags[0];
  const last = mags[mags.length - 1] - mags[mags.length - 2];
  return last >= 0.5 * first && mags[mags.length - 1] > 5;
}

/** Keeps oscillating: in each of the last neighbourhoods the values spread over a fixed band. */
function oscillates(ascii: string, v: string, p: Approach): boolean {
  const bands: number[] = [];
  for (let k = 3; k <= 6; k++) {
    const ys: number[] = [];
    for (let j = 1; j <= 40; j++) {
      const t = 1 + j / 40;
      const x = p.k === 'inf' ? p.s * 10 ** k * t : p.a + p.dir * 10 ** -k * t * Math.max(1, Math.abs(p.a));
      const y = evaluateReal(ascii, { [v]: x });
      if (y !== null) ys.push(y);
    }
    if (ys.length < 20) return false;
    bands.push(Math.max(...ys) - Math.min(...ys));
  }
  return bands.every((b) => b > 0.1) && bands[bands.length - 1] > 0.3 * bands[0];
}

export function approachesLimit(ascii: string, v: string, p: Approach, claim: ClaimedLimit): boolean {
  if (claim.k === 'osc') return oscillates(ascii, v, p);
  if (claim.k === 'inf') {
    const ys = sequence(p, 11).map((x) => evaluateReal(ascii, { [v]: x }));
    // far out the values may overflow (e^x at 10¹²): keep the defined start of the sequence
    const cut = ys.findIndex((y, i) => y === null && i >= 6);
    if (unbounded(cut < 0 ? ys : ys.slice(0, cut), claim.s)) return true;
    // e^x overflows past x ≈ 709: at infinity, quarter decades from 10 give enough values before that
    if (p.k !== 'inf') return false;
    const fine = Array.from({ length: 45 }, (_, j) => evaluateReal(ascii, { [v]: p.s * 10 ** (1 + j / 4) }));
    const end = fine.findIndex((y) => y === null || !Number.isFinite(y));
    const defined = end < 0 ? fine : fine.slice(0, end);
    return defined.length >= 6 && unbounded(defined, claim.s);
  }
  // out to 10⁻¹² (or 10¹²): slowly converging limits (√(x + 1) − √x at ∞) need the far points
  // at infinity start at 10 in half decades too: exponentials overflow long before 10¹²
  const xs = p.k === 'inf' ? [10, 10 ** 1.5].map((t) => t * p.s).concat(sequence(p, 11)) : sequence(p, 11);
  const ys = xs.map((x) => evaluateReal(ascii, { [v]: x }));
  const scale = Math.max(1, Math.abs(claim.value));
  const errs = ys.map((y) => (y === null ? null : Math.abs(y - claim.value)));
  const defined = errs.filter((e): e is number => e !== null);
  if (defined.length < 3) return false;
  const best = Math.min(...(errs.slice(2).filter((e) => e !== null) as number[]));
  const first = errs.find((e) => e !== null) as number;
  return best < 1e-5 * scale && best <= first + 1e-12;
}

/** Whether two checked one-sided limits are different (so the two-sided limit does not exist). */
export function differentLimits(a: ClaimedLimit, b: ClaimedLimit): boolean {
  if (a.k === 'osc' || b.k === 'osc') return false;
  if (a.k === 'inf' || b.k === 'inf') return a.k !== b.k || (a.k === 'inf' && b.k === 'inf' && a.s !== b.s);
  return Math.abs(a.value - b.value) > 1e-6 * Math.max(1, Math.abs(a.value), Math.abs(b.value));
}
