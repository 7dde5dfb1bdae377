import { SolverError } from '../errors';
import { text } from '../i18n';
import { intNode, type MathNode } from './node';

/**
 * Exact rational numbers on bigints: the algebra strategies compute with these, never floats, and
 * row reduction, determinants and inverses never round (a student's 3/8 stays 3/8 however many row
 * operations it goes through).
 */
export class Q {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d: bigint = 1n) {
    if (d === 0n) throw new RangeError('division by zero');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    this.n = n / g;
    this.d = d / g;
  }
  static of(n: number | bigint, d: number | bigint = 1): Q {
    return new Q(BigInt(n), BigInt(d));
  }
  /** Reads "3", "-2", "0.25", "1/2", "1.5e3" exactly; null when the text is not a plain number. */
  static parse(s: string): Q | null {
    const t = s.trim();
    const frac = /^([-+]?\d+)\s*\/\s*(\d+)$/.exec(t);
    if (frac) return /^0+$/.test(frac[2]) ? null : Q.of(BigInt(frac[1]), BigInt(frac[2]));
    const dec = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(t);
    if (!dec || (dec[2] === '' && (dec[3] ?? '') === '')) return null;
    const sign = dec[1] === '-' ? -1n : 1n;
    const intPart = dec[2] || '0';
    const fracPart = dec[3] ?? '';
    const exp = dec[4] ? Number(dec[4]) : 0;
    if (Math.abs(exp) > 300) return null;
    let num = BigInt(intPart + fracPart) * sign;
    let den = 10n ** BigInt(fracPart.length);
    if (exp > 0) num *= 10n ** BigInt(exp);
    if (exp < 0) den *= 10n ** BigInt(-exp);
    return Q.of(num, den);
  }
  static readonly ZERO = new Q(0n);
  static readonly ONE = new Q(1n);
  static readonly MINUS_ONE = new Q(-1n);

  add(o: Q): Q {
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q): Q {
    return new Q(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Q): Q {
    return new Q(this.n * o.n, this.d * o.d);
  }
  div(o: Q): Q {
    if (o.n === 0n) throw new RangeError('division by zero');
    return new Q(this.n * o.d, this.d * o.n);
  }
  neg(): Q {
    return new Q(-this.n, this.d);
  }
  abs(): Q {
    return this.n < 0n ? this.neg() : this;
  }
  inv(): Q {
    return Q.ONE.div(this);
  }
  /**
   * Integer powers (negative allowed for a nonzero base). A bigint exponent has a size guard so
   * 9^9^9 stops with a clear message instead of hanging; a number exponent is computed as is,
   * since the matrix and linear-system parsers that pass one bound it themselves.
   */
  pow(e: bigint | number): Q {
    if (typeof e === 'number') {
      if (!Number.isInteger(e)) throw new RangeError('non-integer power');
      // Same size limit for every caller: 2^5000000·A would otherwise take seconds and megabytes.
      return this.pow(BigInt(e));
    }
    if (e < 0n) return this.inv().pow(-e);
    const bits = Math.max(bitLength(this.n), bitLength(this.d));
    if (bits > 1 && Number(e) * bits > MAX_BITS) throw tooLarge();
    let r = Q.ONE;
    let b: Q = this;
    let k = e;
    while (k > 0n) {
      if (k & 1n) r = r.mul(b);
      b = b.mul(b);
      k >>= 1n;
    }
    return r;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  isOne(): boolean {
    return this.n === 1n && this.d === 1n;
  }
  isInt(): boolean {
    return this.d === 1n;
  }
  /** Same as isInt, under the name the linear-algebra and complex strategies read better with. */
  isInteger(): boolean {
    return this.isInt();
  }
  isNegative(): boolean {
    return this.n < 0n;
  }
  sign(): number {
    return this.n > 0n ? 1 : this.n < 0n ? -1 : 0;
  }
  eq(o: Q): boolean {
    return this.n === o.n && this.d === o.d;
  }
  cmp(o: Q): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
  /** "3/4", "-2", as ASCII. */
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
  toLatex(): string {
    if (this.d === 1n) return this.n.toString();
    const s = this.n < 0n ? '-' : '';
    return `${s}\\frac{${this.n < 0n ? -this.n : this.n}}{${this.d}}`;
  }
  toNode(): MathNode {
    return this.d === 1n ? intNode(this.n) : ['Rational', intNode(this.n), intNode(this.d)];
  }
  /** Rational square root when there is one (9/4 → 3/2). */
  sqrt(): Q | null {
    if (this.n < 0n) return null;
    const a = isqrt(this.n);
    const b = isqrt(this.d);
    return a * a === this.n && b * b === this.d ? new Q(a, b) : null;
  }
}

/** Numbers above about a million digits are refused: no student exercise needs them. */
export const MAX_BITS = 3_400_000;

export const tooLarge = (): SolverError =>
  new SolverError(
    'too_large',
    text(
      'This number is too large to compute exactly (its exact value would have far too many digits).',
      'Ce nombre est trop grand pour être calculé exactement (sa valeur exacte aurait beaucoup trop de chiffres).',
    ),
  );

export function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

export const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

export function bitLength(v: bigint): number {
  if (v < 0n) v = -v;
  return v === 0n ? 0 : v.toString(2).length;
}

export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** A node that is an exact rational number, as Q (null otherwise). */
export function nodeToQ(n: MathNode): Q | null {
  if (typeof n === 'number') return Number.isInteger(n) ? Q.of(n) : null;
  if (typeof n === 'object' && !Array.isArray(n)) return /^-?\d+$/.test(n.num) ? new Q(BigInt(n.num)) : null;
  if (Array.isArray(n) && n[0] === 'Rational' && n.length === 3) {
    const p = nodeToQ(n[1] as MathNode);
    const q = nodeToQ(n[2] as MathNode);
    return p && q && !q.isZero() ? p.div(q) : null;
  }
  return null;
}
