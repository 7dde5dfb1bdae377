import { type Ex, mapChildren, mul, num, pow, HALF } from './expr';
import { simplify } from './simplify';

/**
 * Denominators cleared of square roots, as answers are written: 12/√2 = 6√2, 3/√10 = 3√10/10.
 * Only b^(−1/2) with b a whole number is rewritten, as (1/b)·√b; the rest is left as it is.
 */
export function rationalized(e: Ex): Ex {
  const walk = (x: Ex): Ex => {
    if (x.t === 'pow' && x.base.t === 'num' && x.base.q === 1 && x.base.p > 1 && x.exp.t === 'num' && x.exp.p === -1 && x.exp.q === 2) {
      return mul(num(1, x.base.p), pow(x.base, HALF));
    }
    return mapChildren(x, walk);
  };
  return simplify(walk(e));
}
