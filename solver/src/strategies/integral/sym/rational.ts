/**
 * Exact rational numbers on bigint, so partial-fraction coefficients and definite-integral
 * values never pick up floating-point error.
 */
export interface Q {
  readonly n: bigint;
  readonly d: bigint; // always > 0, gcd(n, d) = 1
}

const abs = (a: bigint): bigint => (a < 0n ? -a : a);

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('division by zero');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

/** A decimal like 1.25 read exactly as 5/4 (students type decimals meaning exact values). */
export function fromNumber(x: number): Q | null {
  if (!Number.isFinite(x)) return null;
  if (Number.isInteger(x)) return q(BigInt(x));
  const s = x.toString();
  if (s.includes('e')) return null;
  const [int, frac = ''] = s.split('.');
  return q(BigInt(int + frac), 10n ** BigInt(frac.length));
}

export const ZERO = q(0n);
export const ONE = q(1n);
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q): Q => ({ n: -a.n, d: a.d });
export const isZero = (a: Q): boolean => a.n === 0n;
export const isOne = (a: Q): boolean => a.n === 1n && a.d === 1n;
export const isInt = (a: Q): boolean => a.d === 1n;
export const eq = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;
export const lt = (a: Q, b: Q): boolean => a.n * b.d < b.n * a.d;
export const toNumber = (a: Q): number => Number(a.n) / Number(a.d);
export const sign = (a: Q): number => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);

/** a^k for an integer k. */
export function powInt(a: Q, k: bigint): Q {
  if (k < 0n) return powInt(div(ONE, a), -k);
  let r = ONE;
  for (let i = 0n; i < k; i++) r = mul(r, a);
  return r;
}

/** The exact k-th root of a non-negative integer, or null. */
export function intRoot(a: bigint, k: bigint): bigint | null {
  if (a < 0n) return null;
  if (a < 2n) return a;
  const guess = BigInt(Math.round(Math.pow(Number(a), 1 / Number(k))));
  for (const c of [guess - 1n, guess, guess + 1n]) if (c >= 0n && c ** k === a) return c;
  return null;
}

export function toString(a: Q): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}
