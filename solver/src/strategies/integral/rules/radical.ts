/**
 * Rationalising substitution: an integrand with a root of a linear expression, ⁿ√(ax + b), becomes
 * rational in u = ⁿ√(ax + b), since x = (uⁿ − b)/a and dx = (n uⁿ⁻¹/a) du.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { linear } from '../sym/poly';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import { intTex, step, tex } from './tex';
import type { Rule } from './types';
import { freshVar } from './substitution';

function findRoot(e: Expr, x: Expr): { L: Expr; n: bigint } | null {
  if (e.k === 'pow' && e.exp.k === 'num' && e.exp.v.d > 1n && linear(e.base, x) && !X.free(e.base, x)) return { L: e.base, n: e.exp.v.d };
  const kids = e.k === 'add' || e.k === 'mul' ? e.args : e.k === 'pow' ? [e.base, e.exp] : e.k === 'fn' ? [e.arg] : [];
  for (const k of kids) {
    const r = findRoot(k, x);
    if (r) return r;
  }
  return null;
}

export const radicalRule: Rule = (g, x, ctx) => {
  const root = findRoot(g, x);
  if (!root) return null;
  const [a, b] = linear(root.L, x)!;
  const u = freshVar(x, g);
  const n = X.num(root.n);
  const replace = (e: Expr): Expr => {
    if (e.k === 'pow' && X.same(e.base, root.L)) return X.pow(u, X.mul(e.exp, n));
    if (X.same(e, root.L)) return X.pow(u, n);
    switch (e.k) {
      case 'add': return X.add(...e.args.map(replace));
      case 'mul': return X.mul(...e.args.map(replace));
      case 'pow': return X.pow(replace(e.base), replace(e.exp));
      case 'fn': return X.fn(e.name, replace(e.arg));
      default: return e;
    }
  };
  const xOfU = X.div(X.sub(X.pow(u, n), b), a);
  const dx = X.div(X.mul(n, X.pow(u, X.sub(n, X.ONE))), a);
  const h = X.cancel(X.mul(X.subs(replace(g), x, xOfU), dx));
  if (!X.free(h, x)) return null;
  const r = ctx.integrate(h, u, ctx);
  if (!r) return null;
  const u0 = X.pow(root.L, X.div(X.ONE, n));
  const F = X.subs(r.F, u, u0);
  return {
    F,
    steps: [
      step('Rationalising substitution', 'Changement de variable rationalisant',
        `Set ${plain(u)} equal to the root of the linear expression: then x and dx are polynomials in ${plain(u)} and the root disappears.`,
        `On pose ${plain(u)} égal à la racine de l'expression affine : x et dx deviennent polynomiaux en ${plain(u)} et la racine disparaît.`,
        `${tex(u)} = ${tex(u0)},\\quad x = ${tex(xOfU)},\\quad dx = ${tex(dx)}\\,d${tex(u)}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(h, u)}`),
      ...r.steps,
      step('Substitute back', 'Revenir à la variable initiale', `Replace ${plain(u)} by ${plain(u0)}.`, `On remplace ${plain(u)} par ${plain(u0)}.`, `${intTex(g, x)} = ${toLatex(F)}`),
    ],
  };
};
