/**
 * Exact rational numbers on bigint, so row reduction, determinants and inverses never round:
 * a student's 3/8 stays 3/8 however many row operations it goes through.
 */
export class Q {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint | number, d: bigint | number = 1n): Q {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('division by zero');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn < 0n ? -nn : nn, dd);
    return new Q(nn / g, dd / g);
  }

  /** Reads "3", "-2", "0.25", "1/2", "1.5e3" exactly; null when the text is not a plain number. */
  static parse(s: string): Q | null {
    const t = s.trim();
    const frac = /^([-+]?\d+)\s*\/\s*(\d+)$/.exec(t);
    if (frac) return frac[2] === '0' || /^0+$/.test(frac[2]) ? null : Q.of(BigInt(frac[1]), BigInt(frac[2]));
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

  static readonly ZERO = new Q(0n, 1n);
  static readonly ONE = new Q(1n, 1n);
  static readonly MINUS_ONE = new Q(-1n, 1n);

  add(o: Q): Q {
    return Q.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q): Q {
    return Q.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Q): Q {
    return Q.of(this.n * o.n, this.d * o.d);
  }
  div(o: Q): Q {
    if (o.n === 0n) throw new RangeError('division by zero');
    return Q.of(this.n * o.d, this.d * o.n);
  }
  neg(): Q {
    return new Q(-this.n, this.d);
  }
  inv(): Q {
    return Q.of(this.d, this.n);
  }
  abs(): Q {
    return this.n < 0n ? this.neg() : this;
  }
  /** Integer powers only (negative allowed for a nonzero base). */
  pow(k: number): Q {
    if (!Number.isInteger(k)) throw new RangeError('non-integer power');
    if (k < 0) return this.inv().pow(-k);
    return Q.of(this.n ** BigInt(k), this.d ** BigInt(k));
  }

  isZero(): boolean {
    return this.n === 0n;
  }
  isOne(): boolean {
    return this.n === 1n && this.d === 1n;
  }
  isInteger(): boolean {
    return this.d === 1n;
  }
  isNegative(): boolean {
    return this.n < 0n;
  }
  sign(): number {
    return this.n === 0n ? 0 : this.n < 0n ? -1 : 1;
  }
  eq(o: Q): boolean {
    return this.n === o.n && this.d === o.d;
  }
  cmp(o: Q): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l === r ? 0 : l < r ? -1 : 1;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }

  /** ASCII the way the answer is written: `3`, `-3/4`. */
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }

  /** LaTeX: `\frac{3}{4}`, `-\frac{3}{4}`. */
  toLatex(): string {
    if (this.d === 1n) return this.n.toString();
    const sign = this.n < 0n ? '-' : '';
    const a = this.n < 0n ? -this.n : this.n;
    return `${sign}\\frac{${a}}{${this.d}}`;
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    [x, y] = [y, x % y];
  }
  return x === 0n ? 1n : x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}
