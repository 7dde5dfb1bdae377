import type { MathNode } from './node';
import { nodeToQ, Q } from './rational';

/**
 * Polynomials in one unknown with exact rational coefficients (`c[k]` multiplies x^k). The
 * algebra strategies use them to decide the method (degree, rational roots, division) and to
 * show exact intermediate results.
 */
export class Poly {
  readonly c: Q[];
  constructor(coeffs: Q[]) {
    const c = [...coeffs];
    while (c.length > 0 && c[c.length - 1].isZero()) c.pop();
    this.c = c;
  }
  static const(q: Q): Poly {
    return new Poly([q]);
  }
  static x(): Poly {
    return new Poly([Q.ZERO, Q.ONE]);
  }
  static fromInts(...c: number[]): Poly {
    return new Poly(c.map((v) => Q.of(v)));
  }
  /** Degree; the zero polynomial has degree -1. */
  get deg(): number {
    return this.c.length - 1;
  }
  isZero(): boolean {
    return this.c.length === 0;
  }
  coef(k: number): Q {
    return this.c[k] ?? Q.ZERO;
  }
  lead(): Q {
    return this.c[this.c.length - 1] ?? Q.ZERO;
  }
  add(o: Poly): Poly {
    const n = Math.max(this.c.length, o.c.length);
    return new Poly(Array.from({ length: n }, (_, k) => this.coef(k).add(o.coef(k))));
  }
  sub(o: Poly): Poly {
    return this.add(o.scale(Q.of(-1)));
  }
  scale(q: Q): Poly {
    return new Poly(this.c.map((a) => a.mul(q)));
  }
  mul(o: Poly): Poly {
    if (this.isZero() || o.isZero()) return new Poly([]);
    const r = Array.from({ length: this.c.length + o.c.length - 1 }, () => Q.ZERO);
    this.c.forEach((a, i) => o.c.forEach((b, j) => (r[i + j] = r[i + j].add(a.mul(b)))));
    return new Poly(r);
  }
  pow(e: number): Poly {
    let r = Poly.const(Q.ONE);
    for (let k = 0; k < e; k++) r = r.mul(this);
    return r;
  }
  /** Quotient and remainder of the long division by `d`. */
  divmod(d: Poly): { q: Poly; r: Poly } {
    if (d.isZero()) throw new RangeError('division by zero polynomial');
    let r: Poly = this;
    const q = Array.from({ length: Math.max(0, this.deg - d.deg + 1) }, () => Q.ZERO);
    while (!r.isZero() && r.deg >= d.deg) {
      const k = r.deg - d.deg;
      const f = r.lead().div(d.lead());
      q[k] = f;
      const shifted = new Poly([...Array.from({ length: k }, () => Q.ZERO), ...d.c.map((a) => a.mul(f))]);
      r = r.sub(shifted);
    }
    return { q: new Poly(q), r };
  }
  eval(x: Q): Q {
    let acc = Q.ZERO;
    for (let k = this.c.length - 1; k >= 0; k--) acc = acc.mul(x).add(this.c[k]);
    return acc;
  }
  evalNum(x: number): number {
    let acc = 0;
    for (let k = this.c.length - 1; k >= 0; k--) acc = acc * x + this.c[k].toNumber();
    return acc;
  }
  derivative(): Poly {
    return new Poly(this.c.slice(1).map((a, k) => a.mul(Q.of(k + 1))));
  }
  monic(): Poly {
    return this.isZero() ? this : this.scale(this.lead().inv());
  }
  eq(o: Poly): boolean {
    return this.c.length === o.c.length && this.c.every((a, k) => a.eq(o.c[k]));
  }
  /** Greatest common divisor, monic. */
  gcd(o: Poly): Poly {
    let a: Poly = this;
    let b: Poly = o;
    while (!b.isZero()) [a, b] = [b, a.divmod(b).r];
    return a.monic();
  }
  /** The expanded polynomial as a node, highest degree first (x^2 - 5x + 6). */
  toNode(x: string): MathNode {
    const terms: MathNode[] = [];
    for (let k = this.c.length - 1; k >= 0; k--) {
      const a = this.c[k];
      if (a.isZero()) continue;
      const xk: MathNode | null = k === 0 ? null : k === 1 ? x : ['Power', x, k];
      if (xk === null) terms.push(a.toNode());
      else if (a.isOne()) terms.push(xk);
      else if (a.eq(Q.of(-1))) terms.push(['Negate', xk]);
      else terms.push(['Multiply', a.toNode(), xk]);
    }
    if (terms.length === 0) return 0;
    return terms.length === 1 ? terms[0] : ['Add', ...terms];
  }
}

/** A quotient of polynomials (the shape of every rational expression in one unknown). */
export interface RatFunc {
  num: Poly;
  den: Poly;
}

/**
 * The expression as a quotient of polynomials in `x`, or null when it is not one (a root of x,
 * a function of x, another letter, a non-integer power of x).
 */
export function toRatFunc(n: MathNode, x: string): RatFunc | null {
  const q = nodeToQ(n);
  if (q) return { num: Poly.const(q), den: Poly.const(Q.ONE) };
  if (typeof n === 'string') return n === x ? { num: Poly.x(), den: Poly.const(Q.ONE) } : null;
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n as [string, ...MathNode[]];
  const parts = (): RatFunc[] | null => {
    const r = a.map((t) => toRatFunc(t, x));
    return r.every((t) => t !== null) ? (r as RatFunc[]) : null;
  };
  switch (h) {
    case 'Add': {
      const p = parts();
      if (!p) return null;
      return p.reduce((acc, t) => ({ num: acc.num.mul(t.den).add(t.num.mul(acc.den)), den: acc.den.mul(t.den) }));
    }
    case 'Subtract': {
      const p = parts();
      if (!p || p.length !== 2) return null;
      return { num: p[0].num.mul(p[1].den).sub(p[1].num.mul(p[0].den)), den: p[0].den.mul(p[1].den) };
    }
    case 'Negate': {
      const p = parts();
      return p ? { num: p[0].num.scale(Q.of(-1)), den: p[0].den } : null;
    }
    case 'Multiply': {
      const p = parts();
      if (!p) return null;
      return reduce(p.reduce((acc, t) => ({ num: acc.num.mul(t.num), den: acc.den.mul(t.den) })));
    }
    case 'Divide':
    case 'Rational': {
      const p = parts();
      if (!p || p.length !== 2 || p[1].num.isZero()) return null;
      return reduce({ num: p[0].num.mul(p[1].den), den: p[0].den.mul(p[1].num) });
    }
    case 'Power': {
      const e = nodeToQ(a[1]);
      if (!e || !e.isInt() || e.n > 64n || e.n < -64n) return null;
      const b = toRatFunc(a[0], x);
      if (!b) return null;
      const k = Number(e.n);
      if (k >= 0) return { num: b.num.pow(k), den: b.den.pow(k) };
      if (b.num.isZero()) return null;
      return { num: b.den.pow(-k), den: b.num.pow(-k) };
    }
    case 'Sqrt': {
      // Only a constant with an exact root stays rational (sqrt(9/4) = 3/2).
      const v = nodeToQ(a[0]);
      const r = v?.sqrt();
      return r ? { num: Poly.const(r), den: Poly.const(Q.ONE) } : null;
    }
    default:
      return null;
  }
}

/** Cancels constant factors so the denominator is monic (keeps sizes small; keeps x-factors). */
function reduce(r: RatFunc): RatFunc {
  if (r.den.isZero()) return r;
  const l = r.den.lead();
  return { num: r.num.scale(l.inv()), den: r.den.scale(l.inv()) };
}

/** Rational roots of a polynomial with their multiplicities, and what is left once they are divided out. */
export function rationalRoots(p: Poly, check?: () => void): { roots: Array<{ r: Q; mult: number }>; rest: Poly } {
  let rest = p;
  const roots: Array<{ r: Q; mult: number }> = [];
  // Zero first, then candidates ±p/q from the integer-coefficient form.
  let m0 = 0;
  while (rest.deg > 0 && rest.coef(0).isZero()) {
    rest = new Poly(rest.c.slice(1));
    m0++;
  }
  if (m0) roots.push({ r: Q.ZERO, mult: m0 });
  if (rest.deg <= 0) return { roots, rest };
  for (const cand of candidates(rest)) {
    check?.();
    let mult = 0;
    while (rest.deg > 0 && rest.eval(cand).isZero()) {
      rest = rest.divmod(new Poly([cand.neg(), Q.ONE])).q;
      mult++;
    }
    if (mult) roots.push({ r: cand, mult });
    if (rest.deg <= 0) break;
  }
  roots.sort((u, v) => u.r.cmp(v.r));
  return { roots, rest };
}

/** The polynomial scaled to integer coefficients with no common factor (same roots). */
export function integerForm(p: Poly): { ints: bigint[]; factor: Q } {
  let l = 1n;
  for (const a of p.c) l = (l / gcdBig(l, a.d)) * a.d;
  const ints = p.c.map((a) => (a.n * l) / a.d);
  let g = 0n;
  for (const v of ints) g = gcdBig(g, v);
  if (g === 0n) g = 1n;
  return { ints: ints.map((v) => v / g), factor: new Q(g, l) };
}

function candidates(p: Poly): Q[] {
  const { ints } = integerForm(p);
  const a0 = ints[0] < 0n ? -ints[0] : ints[0];
  const an = ints[ints.length - 1] < 0n ? -ints[ints.length - 1] : ints[ints.length - 1];
  // Rational-root test: p/q with p | a0 and q | an; bounded so huge constants cannot stall.
  const dp = divisors(a0);
  const dq = divisors(an);
  const out = new Map<string, Q>();
  for (const u of dp) for (const v of dq) for (const s of [1n, -1n]) {
    const q = new Q(s * u, v);
    out.set(q.toString(), q);
  }
  return [...out.values()].sort((a, b) => a.abs().cmp(b.abs()) || a.cmp(b));
}

function divisors(n: bigint): bigint[] {
  if (n === 0n) return [1n];
  const out: bigint[] = [];
  if (n > 10n ** 12n) return [1n, n];
  for (let d = 1n; d * d <= n; d++) {
    if (n % d === 0n) {
      out.push(d);
      if (d * d !== n) out.push(n / d);
    }
    if (out.length > 400) break;
  }
  return out;
}

function gcdBig(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}
