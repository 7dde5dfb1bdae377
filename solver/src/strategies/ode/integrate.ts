import type { SolveContext } from '../../strategy';
import { parseNode } from '../../parse/math';
import { findAntiderivative } from '../integral/antiderivative';
import { fromMathJson as fromIntegralJson, type MathJson as IntegralJson } from '../integral/sym/fromMathJson';
import { toAscii as integralAscii } from '../integral/sym/print';
import { type Ex, ZERO, dependsOn, div, isNum, neg } from '../derivative/expr';
import { fromMathJson } from '../derivative/mathjson';
import { expand, simplify } from '../derivative/simplify';
import { fraction } from '../limit/methods';
import { toAscii } from '../derivative/print';
import { isDerivativeOf } from '../../verify/derivative';

/**
 * ∫ e dx with the integral strategies' integrator (table, substitution, parts, partial fractions,
 * then the CAS), moved between the two expression trees through ASCII. The result is accepted
 * only when its numeric derivative gives back e, so a wrong antiderivative never reaches an ODE
 * solution. Other letters are constants of the integration.
 */
export function antiderivative(e: Ex, x: string, ctx: SolveContext): Ex | null {
  return direct(e, x, ctx) ?? withDenominatorNegated(e, x, ctx);
}

/** ∫ 1/(−y² − 1) as −∫ 1/(y² + 1) and ∫ x/(1 − x²) as −∫ x/(x² − 1): the table knows the second forms. */
function withDenominatorNegated(e: Ex, x: string, ctx: SolveContext): Ex | null {
  const { n, d } = fraction(e);
  if (!dependsOn(d, x)) return null;
  const F = direct(simplify(div(n, expand(neg(d)))), x, ctx);
  return F && simplify(neg(F));
}

function direct(e: Ex, x: string, ctx: SolveContext): Ex | null {
  if (isNum(e) && e.p === 0) return ZERO;
  let F: Ex;
  try {
    const f = fromIntegralJson(parseNode(toAscii(e)) as IntegralJson);
    if (!f) return null;
    const found = findAntiderivative(f, { k: 'sym', name: x } as Parameters<typeof findAntiderivative>[1], ctx);
    if (!found) return null;
    F = simplify(fromMathJson(parseNode(integralAscii(found.F))));
  } catch {
    return null;
  }
  return isDerivativeOf(toAscii(F), toAscii(e), x, others(e, x)) ? F : null;
}

function others(e: Ex, x: string): string[] {
  const out = new Set<string>();
  const walk = (n: Ex): void => {
    if (n.t === 'sym') {
      if (n.name !== x && n.name !== 'e' && n.name !== 'pi') out.add(n.name);
    } else if (n.t === 'pow') {
      walk(n.base);
      walk(n.exp);
    } else if (n.t !== 'num') n.args.forEach(walk);
  };
  walk(e);
  return [...out].sort();
}
