/**
 * Completing the square under a root or in a power of a quadratic with a linear term:
 * √(4x − x²) = √(4 − (x − 2)²), then the shift t = x − 2 leads to a standard form.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { qcoeffs } from '../sym/poly';
import * as R from '../sym/rational';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import { intTex, step } from './tex';
import type { Rule } from './types';
import { freshVar } from './substitution';

function findQuadratic(e: Expr, x: Expr): R.Q[] | null {
  if (e.k === 'pow' && e.exp.k === 'num' && (e.exp.v.d === 2n || R.sign(e.exp.v) < 0)) {
    const c = qcoeffs(e.base, x);
    if (c && c.length === 3 && !R.isZero(c[1])) return c;
  }
  const kids = e.k === 'add' || e.k === 'mul' ? e.args : e.k === 'pow' ? [e.base] : e.k === 'fn' ? [e.arg] : [];
  for (const k of kids) {
    const r = findQuadratic(k, x);
    if (r) return r;
  }
  return null;
}

export const completeSquareRule: Rule = (g, x, ctx) => {
  const c = findQuadratic(g, x);
  if (!c) return null;
  const h = R.div(c[1], R.mul(R.q(2n), c[2])); // x + h
  // no linear term: the quadratic is already a square plus a constant, nothing to complete
  if (R.isZero(h)) return null;
  const t = freshVar(x, g);
  const shifted = X.expand(X.subs(g, x, X.sub(t, X.numQ(h))));
  const inner = X.subs(shifted, t, t); // canonical rebuild
  const r = ctx.integrate(inner, t, ctx);
  if (!r) return null;
  const back = X.add(x, X.numQ(h));
  const F = X.subs(r.F, t, back);
  const q = X.add(X.mul(X.numQ(c[2]), X.sq(back)), X.numQ(R.sub(c[0], R.mul(c[2], R.mul(h, h)))));
  return {
    F,
    steps: [
      step('Complete the square', 'Mettre sous forme canonique',
        `Write the quadratic as a square plus a constant, then shift: ${plain(t)} = ${plain(back)}, d${plain(t)} = dx.`,
        `On écrit le trinôme comme un carré plus une constante, puis on décale : ${plain(t)} = ${plain(back)}, d${plain(t)} = dx.`,
        `${toLatex(X.add(X.mul(X.numQ(c[2]), X.sq(x)), X.mul(X.numQ(c[1]), x), X.numQ(c[0])))} = ${toLatex(q)}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(inner, t)}`),
      ...r.steps,
      step('Substitute back', 'Revenir à la variable initiale', `Replace ${plain(t)} by ${plain(back)}.`, `On remplace ${plain(t)} par ${plain(back)}.`, `${intTex(g, x)} = ${toLatex(F)}`),
    ],
  };
};
