import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import * as R from '../sym/rational';

/**
 * √e for an expression taken positive: numbers exactly, and parameters as textbooks treat them
 * (√(a²) = a, for a > 0).
 */
export function sqrtPos(e: Expr): Expr {
  if (e.k === 'pow' && e.base.k === 'sym' && e.exp.k === 'num' && R.isInt(e.exp.v)) {
    return X.pow(e.base, X.numQ(R.q(e.exp.v.n, 2n)));
  }
  if (e.k === 'mul') return X.mul(...e.args.map(sqrtPos));
  return X.sqrt(e);
}
