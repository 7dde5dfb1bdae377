/**
 * The Weierstrass substitution t = tan(x/2) for rational functions of sin x and cos x
 * (1/(2 + sin x), 1/(1 + tan x)): sin x = 2t/(1 + t²), cos x = (1 − t²)/(1 + t²),
 * dx = 2 dt/(1 + t²) turn the integrand into a rational function of t. A last resort: it always
 * works, but the other methods give shorter answers when they apply.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { linear, qcoeffs } from '../sym/poly';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import { intTex, step } from './tex';
import type { Rule } from './types';
import { freshVar } from './substitution';
import { toSinCos } from '../../trig/rewrite';

/** The single argument of every sin/cos in e, when e is rational in them. */
export function trigArgument(e: Expr, x: Expr): Expr | null | false {
  switch (e.k) {
    case 'num':
      return null;
    case 'sym':
      return X.same(e, x) ? false : null;
    case 'fn': {
      if (e.name !== 'sin' && e.name !== 'cos') return X.free(e, x) ? null : false;
      return linear(e.arg, x) ? e.arg : false;
    }
    case 'pow': {
      if (e.exp.k !== 'num' || e.exp.v.d !== 1n) return X.free(e, x) ? null : false;
      return trigArgument(e.base, x);
    }
    case 'add':
    case 'mul': {
      let arg: Expr | null = null;
      for (const a of e.args) {
        const r = trigArgument(a, x);
        if (r === false) return false;
        if (r) {
          if (arg && !X.same(arg, r)) return false;
          arg = r;
        }
      }
      return arg;
    }
  }
}

export const weierstrassRule: Rule = (g, x, ctx) => {
  const sc = toSinCos(g);
  const u = trigArgument(sc, x);
  if (!u) return null;
  const [a] = linear(u, x)!;
  const t = freshVar(x, g);
  const onePlus = X.add(X.ONE, X.sq(t));
  const sin = X.div(X.mul(X.TWO, t), onePlus);
  const cos = X.div(X.sub(X.ONE, X.sq(t)), onePlus);
  const replaced = X.subs(X.subs(sc, X.fn('sin', u), sin), X.fn('cos', u), cos);
  const h = X.togetherAll(X.mul(replaced, X.div(X.TWO, X.mul(a, onePlus))));
  const [n, d] = X.numDen(h);
  if (!qcoeffs(n, t) || !qcoeffs(d, t)) return null;
  const r = ctx.integrate(h, t, ctx);
  if (!r) return null;
  const back = X.fn('tan', X.div(u, X.TWO));
  const F = X.subs(r.F, t, back);
  return {
    F,
    steps: [
      step('Weierstrass substitution', 'Changement de variable t = tan(x/2)',
        `The integrand is a rational function of sin and cos: with ${plain(t)} = tan(${plain(X.div(u, X.TWO))}), sin = 2${plain(t)}/(1 + ${plain(t)}²), cos = (1 − ${plain(t)}²)/(1 + ${plain(t)}²) and dx = 2 d${plain(t)}/(1 + ${plain(t)}²) (divided by the inner coefficient), it becomes a rational function of ${plain(t)}.`,
        `L'intégrande est une fraction rationnelle en sin et cos : avec ${plain(t)} = tan(${plain(X.div(u, X.TWO))}), sin = 2${plain(t)}/(1 + ${plain(t)}²), cos = (1 − ${plain(t)}²)/(1 + ${plain(t)}²) et dx = 2 d${plain(t)}/(1 + ${plain(t)}²) (divisé par le coefficient intérieur), elle devient une fraction rationnelle en ${plain(t)}.`,
        `${intTex(g, x)} = ${intTex(h, t)}`),
      ...r.steps,
      step('Substitute back', 'Revenir à la variable initiale', `Replace ${plain(t)} by ${plain(back)}.`, `On remplace ${plain(t)} par ${plain(back)}.`, `${intTex(g, x)} = ${toLatex(F)}`),
    ],
  };
};
