import { type Ex, ONE, ZERO, add, dependsOn, isNum, mul, num, numValue, pow, sym, neg, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii } from '../derivative/print';
import { evaluateReal } from '../../verify/numeric';

/**
 * The dominant behaviour of an algebraic expression as its variable tends to +∞: e ~ c·x^p
 * (c ≠ 0 a constant, p a rational power). Sums keep their highest power, products add powers,
 * roots and powers of a sum scale them (√(x² + x) ~ x). A sum whose leading terms cancel
 * (√(x² + 1) − x) has no dominant term readable this way: null, so the conjugate can act first.
 */
export interface Dominant {
  c: Ex;
  p: number;
}

const TOL = 1e-12;

export function dominant(e: Ex, v: string): Dominant | null {
  if (!dependsOn(e, v)) {
    const n = evaluateReal(toAscii(e));
    return n === null || n === 0 ? null : { c: e, p: 0 };
  }
  switch (e.t) {
    case 'sym':
      return { c: ONE, p: 1 };
    case 'add': {
      const parts = e.args.map((a) => dominant(a, v));
      if (parts.some((d) => d === null)) return null;
      const ds = parts as Dominant[];
      const top = Math.max(...ds.map((d) => d.p));
      const c = simplify(add(...ds.filter((d) => Math.abs(d.p - top) < TOL).map((d) => d.c)));
      const n = evaluateReal(toAscii(c));
      if (n === null || Math.abs(n) < 1e-12) return null;
      return { c, p: top };
    }
    case 'mul': {
      const parts = e.args.map((a) => dominant(a, v));
      if (parts.some((d) => d === null)) return null;
      const ds = parts as Dominant[];
      return { c: simplify(mul(...ds.map((d) => d.c))), p: ds.reduce((s, d) => s + d.p, 0) };
    }
    case 'pow': {
      if (dependsOn(e.exp, v) || !isNum(e.exp)) return null;
      const b = dominant(e.base, v);
      if (!b) return null;
      const q = numValue(e.exp);
      const cn = evaluateReal(toAscii(b.c));
      // a fractional power of a negative leading coefficient is not real
      if (cn === null || (cn < 0 && e.exp.q !== 1)) return null;
      return { c: simplify(pow(b.c, e.exp)), p: b.p * q };
    }
    default:
      return null;
  }
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
