import { Poly } from './poly';
import { isqrt, Q } from './rational';

/** √q when q is the square of a rational number, else null. */
export function rationalSqrt(q: Q): Q | null {
  if (q.n < 0n) return null;
  const [n, d] = [isqrt(q.n), isqrt(q.d)];
  return n * n === q.n && d * d === q.d ? new Q(n, d) : null;
}

/**
 * S with S² = p and a positive leading coefficient, when p is the square of a polynomial with
 * rational coefficients: the terms of S found from the highest down (each one cancels the next
 * term of p − S²), then p − S² checked to be zero.
 */
export function polySqrt(p: Poly): Poly | null {
  if (p.isZero()) return p;
  if (p.deg % 2 !== 0) return null;
  const lead = rationalSqrt(p.lead());
  if (!lead) return null;
  const m = p.deg / 2;
  const s: Q[] = Array.from({ length: m + 1 }, () => Q.ZERO);
  s[m] = lead;
  const twice = lead.add(lead);
  for (let k = m - 1; k >= 0; k--) {
    const rest = p.sub(new Poly(s).pow(2));
    s[k] = rest.coef(m + k).div(twice);
  }
  const root = new Poly(s);
  return root.pow(2).eq(p) ? root : null;
}
