/**
 * Polynomials in one variable: coefficient lists (symbolic or exact rational), long division,
 * rational roots and factoring over ℚ into linear and quadratic factors — what partial fractions
 * and the polynomial rules need.
 */
import * as X from './expr';
import type { Expr } from './expr';
import * as R from './rational';
import type { Q } from './rational';

/** Coefficients [c0, c1, …] when `e` is a polynomial in x (coefficients free of x), else null. */
export function coeffs(e: Expr, x: Expr, maxDeg = 40): Expr[] | null {
  const out: Expr[][] = [];
  for (const t of X.terms(X.expand(e))) {
    const [c, v] = X.splitConst(t, x);
    let d: number;
    if (X.isOne(v)) d = 0;
    else if (X.same(v, x)) d = 1;
    else if (v.k === 'pow' && X.same(v.base, x) && v.exp.k === 'num' && R.isInt(v.exp.v) && v.exp.v.n > 0n) {
      d = Number(v.exp.v.n);
    } else return null;
    if (d > maxDeg) return null;
    (out[d] ??= []).push(c);
  }
  const res: Expr[] = [];
  for (let i = 0; i < out.length; i++) res.push(out[i] ? X.add(...out[i]) : X.ZERO);
  while (res.length > 1 && X.isZero(res[res.length - 1])) res.pop();
  return res.length ? res : [X.ZERO];
}

/** Exact rational coefficients, or null when a coefficient is not a number. */
export function qcoeffs(e: Expr, x: Expr): Q[] | null {
  const c = coeffs(e, x);
  if (!c) return null;
  const out: Q[] = [];
  for (const k of c) {
    if (k.k !== 'num') return null;
    out.push(k.v);
  }
  return out;
}

export const degree = (p: readonly Q[]): number => {
  for (let i = p.length - 1; i >= 0; i--) if (!R.isZero(p[i])) return i;
  return -Infinity;
};

export function trim(p: Q[]): Q[] {
  const r = [...p];
  while (r.length > 1 && R.isZero(r[r.length - 1])) r.pop();
  return r;
}

export function fromQ(p: readonly Q[], x: Expr): Expr {
  return X.add(...p.map((c, i) => X.mul(X.numQ(c), X.pow(x, X.num(i)))));
}

export function pmul(a: readonly Q[], b: readonly Q[]): Q[] {
  const r: Q[] = Array.from({ length: a.length + b.length - 1 }, () => R.ZERO);
  a.forEach((ai, i) => b.forEach((bj, j) => (r[i + j] = R.add(r[i + j], R.mul(ai, bj)))));
  return trim(r);
}

export function padd(a: readonly Q[], b: readonly Q[]): Q[] {
  const r: Q[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) r.push(R.add(a[i] ?? R.ZERO, b[i] ?? R.ZERO));
  return trim(r);
}

/** Long division: a = q·b + r with deg r < deg b. */
export function pdivmod(a: readonly Q[], b: readonly Q[]): [Q[], Q[]] {
  const db = degree(b);
  let r = trim([...a]);
  const qt: Q[] = Array.from({ length: Math.max(1, degree(r) - db + 1) }, () => R.ZERO);
  while (degree(r) >= db && degree(r) >= 0) {
    const dr = degree(r);
    const c = R.div(r[dr], b[db]);
    qt[dr - db] = c;
    const sub: Q[] = Array.from({ length: dr + 1 }, () => R.ZERO);
    b.forEach((bi, i) => (sub[i + dr - db] = R.mul(bi, c)));
    r = trim(r.map((ri, i) => R.sub(ri, sub[i] ?? R.ZERO)));
    if (dr === 0) break;
  }
  return [trim(qt), r];
}

const evalQ = (p: readonly Q[], v: Q): Q => p.reduceRight((acc, c) => R.add(R.mul(acc, v), c), R.ZERO);

function divisors(n: bigint): bigint[] {
  n = n < 0n ? -n : n;
  const out: bigint[] = [];
  for (let d = 1n; d * d <= n && d < 100000n; d++) {
    if (n % d === 0n) {
      out.push(d);
      if (d * d !== n) out.push(n / d);
    }
  }
  return out;
}

/** A polynomial factor over ℚ with its multiplicity (monic, degree 1 or 2, or an irreducible rest). */
export interface Factor {
  poly: Q[];
  mult: number;
}

/**
 * Factors a polynomial over ℚ: lead coefficient, then monic factors. Rational roots come from the
 * rational-root test; a remaining quadratic is kept when its discriminant is negative or
 * irrational; a remaining quartic is split into two quadratics when it is biquadratic.
 */
export function factorQ(p0: readonly Q[]): { lead: Q; factors: Factor[] } {
  let p = trim([...p0]);
  const lead = p[degree(p)];
  p = p.map((c) => R.div(c, lead));
  const found: Q[][] = [];
  // zero roots
  while (degree(p) > 0 && R.isZero(p[0])) {
    found.push([R.ZERO, R.ONE]);
    p = p.slice(1);
  }
  // clear denominators for the rational-root test
  let guard = 0;
  while (degree(p) > 0 && guard++ < 40) {
    const den = p.reduce((acc, c) => (acc * c.d) / R.gcd(acc, c.d), 1n);
    const ints = p.map((c) => (c.n * den) / c.d);
    const a0 = ints[0];
    const an = ints[ints.length - 1];
    let root: Q | null = null;
    outer: for (const num of divisors(a0)) {
      for (const d of divisors(an)) {
        for (const s of [1n, -1n]) {
          const r = R.q(s * num, d);
          if (R.isZero(evalQ(p, r))) {
            root = r;
            break outer;
          }
        }
      }
    }
    if (!root) break;
    found.push([R.neg(root), R.ONE]);
    p = pdivmod(p, [R.neg(root), R.ONE])[0];
  }
  if (degree(p) === 4 && R.isZero(p[1]) && R.isZero(p[3])) {
    // x⁴ + b x² + c with no rational roots: try (x² + s x + t)(x² − s x + t) or two real quadratics.
    const b = p[2];
    const c = p[0];
    const disc = R.sub(R.mul(b, b), R.mul(R.q(4n), c));
    const sd = sqrtQ(disc);
    if (sd) {
      found.push([R.div(R.add(b, sd), R.q(2n)), R.ZERO, R.ONE]);
      found.push([R.div(R.sub(b, sd), R.q(2n)), R.ZERO, R.ONE]);
      p = [R.ONE];
    } else {
      const t = sqrtQ(c);
      if (t && R.sign(t) > 0) {
        const s2 = R.sub(R.mul(R.q(2n), t), b);
        const s = sqrtQ(s2);
        if (s && !R.isZero(s)) {
          found.push([t, s, R.ONE]);
          found.push([t, R.neg(s), R.ONE]);
          p = [R.ONE];
        }
      }
    }
  }
  if (degree(p) > 0) found.push(p);
  const factors: Factor[] = [];
  for (const f of found) {
    const hit = factors.find((g) => g.poly.length === f.length && g.poly.every((c, i) => R.eq(c, f[i])));
    if (hit) hit.mult++;
    else factors.push({ poly: f, mult: 1 });
  }
  factors.sort((a, b) => a.poly.length - b.poly.length);
  return { lead, factors };
}

export function sqrtQ(a: Q): Q | null {
  if (R.sign(a) < 0) return null;
  const n = R.intRoot(a.n, 2n);
  const d = R.intRoot(a.d, 2n);
  return n !== null && d !== null ? R.q(n, d) : null;
}

/** [a, b] when e = a·x + b with a ≠ 0 free of x. */
export function linear(e: Expr, x: Expr): [Expr, Expr] | null {
  const c = coeffs(e, x, 1);
  if (!c || c.length !== 2 || X.isZero(c[1])) return null;
  return [c[1], c[0]];
}

/** [a, b, c] when e = a x² + b x + c with a ≠ 0. */
export function quadratic(e: Expr, x: Expr): [Expr, Expr, Expr] | null {
  const c = coeffs(e, x, 2);
  if (!c || c.length !== 3) return null;
  return [c[2], c[1], c[0]];
}
