/**
 * Bioche's rule t = tan x, for a rational function of sin x and cos x that x → x + π leaves
 * unchanged (1/(1 + cos² x), 1/(1 + sin² x), 1/(a² cos² x + b² sin² x), tan x/(1 + cos² x)):
 * sin² x = t²/(1 + t²), cos² x = 1/(1 + t²), sin x cos x = t/(1 + t²) and dx = dt/(1 + t²) give
 * a rational function of t of half the degree the Weierstrass substitution t = tan(x/2) would.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { coeffs, linear, qcoeffs } from '../sym/poly';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import { intTex, step } from './tex';
import type { Rule } from './types';
import { freshVar } from './substitution';
import { trigArgument } from './weierstrass';
import { toSinCos } from '../../trig/rewrite';

/**
 * A polynomial in c (coefficients in t) with only even powers of c, or only odd ones (then one c
 * taken out), written with c² = 1/(1 + t²); the parity (0 or 1), or null when both occur.
 */
function evenInC(p: Expr, c: Expr, onePlus: Expr): { value: Expr; parity: number } | null {
  const cs = coeffs(p, c);
  if (!cs) return null;
  const used = cs.map((k, i) => (X.isZero(k) ? -1 : i % 2)).filter((v) => v >= 0);
  if (used.length === 0 || used.some((v) => v !== used[0])) return null;
  const parity = used[0];
  const value = X.add(...cs.map((k, i) => (X.isZero(k) ? X.ZERO : X.mul(k, X.pow(onePlus, X.num(-(i - parity) / 2))))));
  return { value, parity };
}

export const biocheTanRule: Rule = (g, x, ctx) => {
  const sc = toSinCos(g);
  const u = trigArgument(sc, x);
  if (!u) return null;
  const [a] = linear(u, x)!;
  const t = freshVar(x, g);
  const c = freshVar(x, g, [t.k === 'sym' ? t.name : '']);
  const onePlus = X.add(X.ONE, X.sq(t));
  // sin u = t·cos u; cos u stays a letter c until the parity in c is known
  const replaced = X.subs(X.subs(sc, X.fn('sin', u), X.mul(t, c)), X.fn('cos', u), c);
  const [n, d] = X.numDen(X.togetherAll(replaced));
  const top = evenInC(n, c, onePlus);
  const bottom = evenInC(d, c, onePlus);
  // invariant under (sin, cos) → (−sin, −cos) exactly when both have the same parity in c
  if (!top || !bottom || top.parity !== bottom.parity) return null;
  const h = X.togetherAll(X.div(top.value, X.mul(a, onePlus, bottom.value)));
  const [hn, hd] = X.numDen(h);
  if (!X.free(h, c) || !qcoeffs(hn, t) || !qcoeffs(hd, t)) return null;
  const r = ctx.integrate(h, t, ctx);
  if (!r) return null;
  const back = X.fn('tan', u);
  const F = X.subs(r.F, t, back);
  return {
    F,
    steps: [
      step("Bioche's rule: t = tan x", 'Règle de Bioche : t = tan x',
        `The integrand does not change when x becomes x + π, so ${plain(t)} = tan(${plain(u)}) turns it into a rational function: cos² = 1/(1 + ${plain(t)}²), sin² = ${plain(t)}²/(1 + ${plain(t)}²), sin·cos = ${plain(t)}/(1 + ${plain(t)}²) and dx = d${plain(t)}/(1 + ${plain(t)}²) (divided by the inner coefficient).`,
        `L'intégrande ne change pas quand x devient x + π : avec ${plain(t)} = tan(${plain(u)}), cos² = 1/(1 + ${plain(t)}²), sin² = ${plain(t)}²/(1 + ${plain(t)}²), sin·cos = ${plain(t)}/(1 + ${plain(t)}²) et dx = d${plain(t)}/(1 + ${plain(t)}²) (divisé par le coefficient intérieur), elle devient une fraction rationnelle.`,
        `${intTex(g, x)} = ${intTex(h, t)}`),
      ...r.steps,
      step('Substitute back', 'Revenir à la variable initiale', `Replace ${plain(t)} by ${plain(back)}.`, `On remplace ${plain(t)} par ${plain(back)}.`, `${intTex(g, x)} = ${toLatex(F)}`),
    ],
  };
};
