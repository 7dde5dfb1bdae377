import { Q } from '../../cas/rational';

/**
 * Truncated power series with exact rational coefficients: c[k] is the coefficient of uᵏ, for
 * k = 0 … n, and everything of order above n is dropped (it is the o(uⁿ) of a développement
 * limité). Products, compositions and inverses truncated at n are exact up to order n because no
 * series here has negative powers.
 */
export type Series = Q[];

export const constant = (v: Q, n: number): Series => Array.from({ length: n + 1 }, (_, k) => (k === 0 ? v : Q.ZERO));
/** The variable itself, u. */
export const variable = (n: number): Series => Array.from({ length: n + 1 }, (_, k) => (k === 1 ? Q.ONE : Q.ZERO));

export const addSeries = (a: Series, b: Series): Series => a.map((x, k) => x.add(b[k]));
export const scaleSeries = (a: Series, v: Q): Series => a.map((x) => x.mul(v));

/** The product, truncated at the common order. */
export function mulSeries(a: Series, b: Series): Series {
  const n = a.length - 1;
  const out = constant(Q.ZERO, n);
  for (let i = 0; i <= n; i++) {
    if (a[i].isZero()) continue;
    for (let j = 0; i + j <= n; j++) out[i + j] = out[i + j].add(a[i].mul(b[j]));
  }
  return out;
}

/** g(u(x)) for a standard expansion g (coefficients in u) and a series u without constant term. */
export function compose(g: Series, u: Series): Series {
  if (!u[0].isZero()) throw new RangeError('the inner series must tend to 0');
  const n = u.length - 1;
  let out = constant(g[0], n);
  let power = constant(Q.ONE, n);
  for (let k = 1; k <= n; k++) {
    power = mulSeries(power, u);
    if (!g[k].isZero()) out = addSeries(out, scaleSeries(power, g[k]));
  }
  return out;
}

/** The standard expansions at 0 to order n, by name. */
export function expSeries(n: number): Series {
  const out: Series = [Q.ONE];
  for (let k = 1; k <= n; k++) out.push(out[k - 1].div(Q.of(k)));
  return out;
}

/** ln(1 + u) = u − u²/2 + u³/3 − … */
export const log1pSeries = (n: number): Series =>
  Array.from({ length: n + 1 }, (_, k) => (k === 0 ? Q.ZERO : Q.of(k % 2 === 1 ? 1 : -1, k)));

/** (1 + u)^α = 1 + αu + α(α − 1)/2 u² + …; α = −1 with u ↦ −u gives 1/(1 − u). */
export function binomialSeries(alpha: Q, n: number): Series {
  const out: Series = [Q.ONE];
  for (let k = 1; k <= n; k++) out.push(out[k - 1].mul(alpha.sub(Q.of(k - 1))).div(Q.of(k)));
  return out;
}

/** 1/(1 − u) = 1 + u + u² + … */
export const geometricSeries = (n: number): Series => Array.from({ length: n + 1 }, () => Q.ONE);

/** sin u and cos u: the odd, resp. even, terms of eᵘ with alternating signs. */
export function sinSeries(n: number): Series {
  const e = expSeries(n);
  return e.map((c, k) => (k % 2 === 1 ? (k % 4 === 1 ? c : c.neg()) : Q.ZERO));
}
export function cosSeries(n: number): Series {
  const e = expSeries(n);
  return e.map((c, k) => (k % 2 === 0 ? (k % 4 === 0 ? c : c.neg()) : Q.ZERO));
}

/** arctan u = u − u³/3 + u⁵/5 − … */
export const arctanSeries = (n: number): Series =>
  Array.from({ length: n + 1 }, (_, k) => (k % 2 === 0 ? Q.ZERO : Q.of(k % 4 === 1 ? 1 : -1, k)));

/** 1/b for a series with a nonzero constant term: 1/b₀ · 1/(1 − v) with v = 1 − b/b₀. */
export function reciprocal(b: Series): Series {
  const b0 = b[0];
  if (b0.isZero()) throw new RangeError('no inverse: the series tends to 0');
  const v = b.map((c, k) => (k === 0 ? Q.ZERO : c.div(b0).neg()));
  return scaleSeries(compose(geometricSeries(b.length - 1), v), b0.inv());
}

/** tan u = sin u / cos u. */
export const tanSeries = (n: number): Series => mulSeries(sinSeries(n), reciprocal(cosSeries(n)));

/** An exact rational power of a rational (4^{1/2} = 2, 8^{−1/3} = 1/2), or null when it is irrational. */
export function rationalPower(b: Q, alpha: Q): Q | null {
  if (b.isZero()) return alpha.sign() > 0 ? Q.ZERO : null;
  if (alpha.isInteger()) return b.pow(alpha.n);
  const q = alpha.d;
  if (q > 12n || (b.isNegative() && q % 2n === 0n)) return null;
  const root = (v: bigint): bigint | null => {
    const neg = v < 0n;
    const a = neg ? -v : v;
    const r = BigInt(Math.round(Number(a) ** (1 / Number(q))));
    for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** q === a) return neg ? -c : c;
    return null;
  };
  const rn = root(b.n);
  const rd = root(b.d);
  return rn === null || rd === null ? null : new Q(rn, rd).pow(alpha.n);
}
