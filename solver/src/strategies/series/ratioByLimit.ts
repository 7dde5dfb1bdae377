import { SolverError } from '../../errors';
import type { MathNode } from '../../cas';
import { simplify, substitute } from '../../cas';
import { toAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii as exAscii } from '../derivative/print';
import { simplify as simplifyEx } from '../derivative/simplify';
import { LimitSolver } from '../limit/methods';
import { evalReal } from '../limit/params';

/**
 * lim |aₙ/aₙ₊₁| for a coefficient whose shape the power-series reading does not know (1/(2ⁿ + 1),
 * ln n, (n² + 1)/(3ⁿ + n)): the quotient is written out and its limit taken by the limit methods,
 * a course's ratio test done by hand. The limit's absolute value is the radius; null when the
 * methods find none.
 */
export function ratioByLimit(a: MathNode, n: string, checkTime: () => void): { radius: MathNode | 'oo'; quotient: MathNode } | null {
  const quotient = simplify(['Divide', a, substitute(a, n, ['Add', n, 1])]);
  try {
    const f = simplifyEx(fromMathJson(parseCalc(toAscii(quotient))));
    const r = new LimitSolver(checkTime).solve(f, { v: n, at: { k: 'inf', s: 1 }, side: 'both' });
    if (r.k === 'inf') return { radius: 'oo', quotient };
    if (r.k !== 'fin') return null;
    const value = exAscii(r.v);
    const at = evalReal(value);
    if (at === null) return null;
    return { radius: at === 0 ? 0 : simplify(parseNode(at < 0 ? `-(${value})` : value)), quotient };
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
}
