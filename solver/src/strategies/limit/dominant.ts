import { type Ex, ONE, ZERO, add, dependsOn, isNum, mul, num, numValue, pow, sym, neg, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { derivative } from '../derivative/differentiate';
import { toAscii } from '../derivative/print';
import { evalReal } from './params';

/**
 * The dominant behaviour of an algebraic expression as its variable tends to +∞: e ~ c·x^p
 * (c ≠ 0 a constant, p a rational power). Sums keep their highest power, products add powers,
 * roots and powers of a sum scale them (√(x² + x) ~ x). A sum whose leading terms cancel
 * (√(x² + 1) − x) has no dominant term readable this way: null, so the conjugate can act first.
 */
export interface Dominant {
  c: Ex;
  p: number;
  /** the base of an exponential factor bˣ (1 when there is none): exponentials beat powers */
  b: Ex;
  bv: number;
}

const NO_EXP = { b: ONE, bv: 1 };

/** Which of two dominant terms grows faster: by exponential base, then by power. */
function compare(a: Dominant, d: Dominant): number {
  if (Math.abs(a.bv - d.bv) > 1e-12 * Math.max(a.bv, d.bv)) return a.bv > d.bv ? 1 : -1;
  if (Math.abs(a.p - d.p) > TOL) return a.p > d.p ? 1 : -1;
  return 0;
}
export { compare as compareGrowth };

const TOL = 1e-12;

export function dominant(e: Ex, v: string): Dominant | null {
  if (!dependsOn(e, v)) {
    const n = evalReal(toAscii(e));
    return n === null || n === 0 ? null : { c: e, p: 0, ...NO_EXP };
  }
  switch (e.t) {
    case 'sym':
      return { c: ONE, p: 1, ...NO_EXP };
    case 'add': {
      const parts = e.args.map((a) => dominant(a, v));
      if (parts.some((d) => d === null)) return null;
      const ds = parts as Dominant[];
      const top = ds.reduce((m, d) => (compare(d, m) > 0 ? d : m));
      const c = simplify(add(...ds.filter((d) => compare(d, top) === 0).map((d) => d.c)));
      const n = evalReal(toAscii(c));
      if (n === null || Math.abs(n) < 1e-12) return null;
      return { c, p: top.p, b: top.b, bv: top.bv };
    }
    case 'mul': {
      const parts = e.args.map((a) => dominant(a, v));
      if (parts.some((d) => d === null)) return null;
      const ds = parts as Dominant[];
      const b = simplify(mul(...ds.map((d) => d.b)));
      return { c: simplify(mul(...ds.map((d) => d.c))), p: ds.reduce((s, d) => s + d.p, 0), b, bv: ds.reduce((s, d) => s * d.bv, 1) };
    }
    case 'pow': {
      if (!dependsOn(e.base, v) && dependsOn(e.exp, v)) return exponential(e.base, e.exp, v);
      if (dependsOn(e.exp, v) || !isNum(e.exp)) return null;
      const b = dominant(e.base, v);
      if (!b) return null;
      const q = numValue(e.exp);
      const cn = evalReal(toAscii(b.c));
      // a fractional power of a negative leading coefficient is not real
      if (cn === null || (cn < 0 && e.exp.q !== 1)) return null;
      return { c: simplify(pow(b.c, e.exp)), p: b.p * q, b: simplify(pow(b.b, e.exp)), bv: b.bv ** q };
    }
    default:
      return null;
  }
}

/** a^(k·x + m) = a^m·(a^k)^x: an exponential with base a^k (> 0). */
function exponential(a: Ex, x: Ex, v: string): Dominant | null {
  const k = simplify(derivative(x, v));
  if (dependsOn(k, v)) return null;
  const m = simplify(substitute(x, v, ZERO));
  const b = simplify(pow(a, k));
  const bv = evalReal(toAscii(b));
  if (bv === null || bv <= 0) return null;
  return { c: simplify(pow(a, m)), p: 0, b, bv };
}

/** The expression with x replaced by −x, so a limit at −∞ becomes one at +∞. */
export function mirrored(e: Ex, v: string): Ex {
  return simplify(substitute(e, v, neg(sym(v))));
}

/** x^p for the step text (p may be a fraction). */
export function powerOf(v: string, p: number): Ex {
  const q = [1, 2, 3, 4, 6].find((d) => Math.abs(Math.round(p * d) - p * d) < TOL) ?? 1;
  return simplify(pow(sym(v), num(Math.round(p * q), q)));
}

export const isZeroEx = (e: Ex): boolean => isNum(e) && e.p === 0;
export { ZERO };
