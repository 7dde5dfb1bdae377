/**
 * Algebra before integrating: multiply out a product or power of polynomials, or split a sum over
 * a single power of x into separate terms, so that linearity and the power rule apply.
 */
import * as X from '../sym/expr';
import { coeffs } from '../sym/poly';
import { intTex, step } from './tex';
import type { Rule } from './types';

export const expandRule: Rule = (g, x, ctx) => {
  if (g.k !== 'mul' && g.k !== 'pow') return null;
  const [, den] = X.numDen(g);
  const denIsMonomial = X.factors(den).every((f) => X.free(f, x) || X.same(f, x) || (f.k === 'pow' && X.same(f.base, x)));
  if (!denIsMonomial) return null;
  const hasSum = X.factors(g).some((f) => f.k === 'add' || (f.k === 'pow' && f.base.k === 'add' && f.exp.k === 'num' && f.exp.v.d === 1n && f.exp.v.n > 0n));
  if (!hasSum) return null;
  const e = X.expand(g);
  if (e.k !== 'add' || X.same(e, g)) return null;
  const poly = coeffs(g, x) !== null;
  const r = ctx.integrate(e, x, ctx);
  if (!r) return null;
  const s = poly
    ? step('Expand the polynomial', 'Développer le polynôme',
      'Multiply out so that each term is a power of the variable.', 'On développe pour que chaque terme soit une puissance de la variable.',
      `${intTex(g, x)} = ${intTex(e, x)}`)
    : X.isOne(den) ? step('Expand', 'Développer',
      'Distribute so that each term is a single power or function, ready for the table.', 'On distribue pour que chaque terme soit une puissance ou une fonction simple.',
      `${intTex(g, x)} = ${intTex(e, x)}`)
    : step('Split the fraction', 'Séparer la fraction',
      'Distribute so that each term is a single power or function, ready for the table.', 'On distribue pour que chaque terme soit une puissance ou une fonction simple.',
      `${intTex(g, x)} = ${intTex(e, x)}`);
  return { F: r.F, steps: [s, ...r.steps] };
};
