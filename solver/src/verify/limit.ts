import { evaluateReal } from './numeric';

/**
 * Checks a limit independently of the method that found it: the expression is evaluated with
 * mathjs along a sequence approaching the point from the relevant side(s) (a ± 10⁻ᵏ, or ±10ᵏ at
 * infinity), and the values must settle on the claimed number, or grow past any bound with the
 * claimed sign.
 */
export type ClaimedLimit = { k: 'fin'; value: number } | { k: 'inf'; s: 1 | -1 };
export type Approach = { k: 'fin'; a: number; dir: 1 | -1 } | { k: 'inf'; s: 1 | -1 };

function sequence(p: Approach): number[] {
  if (p.k === 'inf') return [1e2, 1e3, 1e4, 1e5, 1e6, 1e7].map((t) => t * p.s);
  return [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7].map((h) => p.a + p.dir * h * Math.max(1, Math.abs(p.a)));
}

export function approachesLimit(ascii: string, v: string, p: Approach, claim: ClaimedLimit): boolean {
  const xs = sequence(p);
  const ys = xs.map((x) => evaluateReal(ascii, { [v]: x }));
  if (claim.k === 'inf') {
    const tail = ys.slice(2);
    if (tail.some((y) => y === null)) return false;
    const t = tail as number[];
    // growing past any bound with the right sign
    return t.every((y) => Math.sign(y) === claim.s) && Math.abs(t[t.length - 1]) > 1e4 && Math.abs(t[t.length - 1]) > 10 * Math.abs(t[0]);
  }
  const scale = Math.max(1, Math.abs(claim.value));
  const errs = ys.map((y) => (y === null ? null : Math.abs(y - claim.value)));
  const defined = errs.filter((e): e is number => e !== null);
  if (defined.length < 3) return false;
  const best = Math.min(...(errs.slice(2).filter((e) => e !== null) as number[]));
  const first = errs.find((e) => e !== null) as number;
  return best < 1e-5 * scale && best <= first + 1e-12;
}
