/**
 * Trigonometric substitution for roots of quadratics: √(a² − x²) with x = a sin θ,
 * √(a² + x²) with x = a tan θ, √(x² − a²) with x = a sec θ. The Pythagorean identity removes
 * the root; after integrating in θ, the right triangle of the substitution gives θ's functions
 * back in terms of x.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { coeffs } from '../sym/poly';
import { toLatex } from '../sym/print';
import { intTex, step, tex } from './tex';
import type { Rule } from './types';
import { sqrtPos } from './util';
import { positive } from './table';
import { simplifyPythagorean } from './trigIdentities';
import { toSinCos } from '../../trig/rewrite';

type Kind = 'sin' | 'tan' | 'sec';

function findRoot(e: Expr, x: Expr): { Q: Expr; alpha: Expr; beta: Expr; kind: Kind } | null {
  const halfInteger = e.k === 'pow' && e.exp.k === 'num' && e.exp.v.d === 2n;
  // 1/(x² + a²)ⁿ for n ≥ 2 also falls to x = a tan θ
  const squaredSum = e.k === 'pow' && e.exp.k === 'num' && e.exp.v.d === 1n && e.exp.v.n <= -2n;
  if (e.k === 'pow' && (halfInteger || squaredSum)) {
    const c = coeffs(e.base, x, 2);
    if (c && c.length === 3 && X.isZero(c[1]) && X.free(c[0], x)) {
      const [b0, , a2] = c;
      if (squaredSum) return positive(b0) && positive(a2) ? { Q: e.base, alpha: a2, beta: b0, kind: 'tan' } : null;
      if (positive(b0) && positive(X.neg(a2))) return { Q: e.base, alpha: X.neg(a2), beta: b0, kind: 'sin' };
      if (positive(b0) && positive(a2)) return { Q: e.base, alpha: a2, beta: b0, kind: 'tan' };
      if (positive(X.neg(b0)) && positive(a2)) return { Q: e.base, alpha: a2, beta: X.neg(b0), kind: 'sec' };
    }
  }
  const kids = e.k === 'add' || e.k === 'mul' ? e.args : e.k === 'pow' ? [e.base, e.exp] : e.k === 'fn' ? [e.arg] : [];
  for (const k of kids) {
    const r = findRoot(k, x);
    if (r) return r;
  }
  return null;
}

const TEXT: Record<Kind, { en: string; fr: string; idTex: string }> = {
  sin: { en: 'x = a sin θ turns a² − x² into a² cos² θ', fr: 'x = a sin θ transforme a² − x² en a² cos² θ', idTex: '1 - \\sin^{2}\\theta = \\cos^{2}\\theta' },
  tan: { en: 'x = a tan θ turns a² + x² into a² sec² θ', fr: 'x = a tan θ transforme a² + x² en a² sec² θ', idTex: '1 + \\tan^{2}\\theta = \\sec^{2}\\theta' },
  sec: { en: 'x = a sec θ turns x² − a² into a² tan² θ', fr: 'x = a sec θ transforme x² − a² en a² tan² θ', idTex: '\\sec^{2}\\theta - 1 = \\tan^{2}\\theta' },
};

/** sin 2θ, cos 2θ written with sin θ and cos θ, so the triangle can be read. */
function singleAngle(e: Expr): Expr {
  return toSinCos(e);
}

export const trigSubstitutionRule: Rule = (g, x, ctx) => {
  const root = findRoot(g, x);
  if (!root) return null;
  const th = X.sym('theta');
  const k = sqrtPos(X.div(root.beta, root.alpha));
  const sb = sqrtPos(root.beta);
  const S = X.fn(root.kind, th);
  const xOf = X.mul(k, S);
  const dx = root.kind === 'sin' ? X.mul(k, X.fn('cos', th)) : root.kind === 'tan' ? X.mul(k, X.sq(X.fn('sec', th))) : X.mul(k, X.fn('sec', th), X.fn('tan', th));
  const rootValue = X.mul(sb, X.fn(root.kind === 'sin' ? 'cos' : root.kind === 'tan' ? 'sec' : 'tan', th));
  const replace = (e: Expr): Expr => {
    if (e.k === 'pow' && X.same(e.base, root.Q)) return X.pow(rootValue, X.mul(e.exp, X.TWO));
    if (X.same(e, root.Q)) return X.sq(rootValue);
    switch (e.k) {
      case 'add': return X.add(...e.args.map(replace));
      case 'mul': return X.mul(...e.args.map(replace));
      case 'pow': return X.pow(replace(e.base), replace(e.exp));
      case 'fn': return X.fn(e.name, replace(e.arg));
      default: return e;
    }
  };
  const h = simplifyPythagorean(X.mul(X.subs(replace(g), x, xOf), dx), th);
  if (!X.free(h, x)) return null;
  const r = ctx.integrate(h, th, ctx);
  if (!r) return null;
  const back = root.kind === 'sin' ? X.fn('asin', X.div(x, k)) : root.kind === 'tan' ? X.fn('atan', X.div(x, k)) : X.fn('acos', X.div(k, x));
  const F = X.subs(singleAngle(r.F), th, back);
  return {
    F,
    steps: [
      step('Trigonometric substitution', 'Changement de variable trigonométrique',
        `The integrand contains the square root of ${tex(root.Q)}: ${TEXT[root.kind].en} (Pythagorean identity), so the root disappears.`,
        `L'intégrande contient la racine de ${tex(root.Q)} : ${TEXT[root.kind].fr} (identité de Pythagore), et la racine disparaît.`,
        `x = ${tex(xOf)},\\quad dx = ${tex(dx)}\\,d\\theta,\\quad \\sqrt{${tex(root.Q)}} = ${tex(rootValue)}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(h, th)}`),
      ...r.steps,
      step('Back to x', 'Revenir à x',
        `Read sin θ, cos θ, tan θ from the right triangle of the substitution (θ = ${root.kind === 'sin' ? 'arcsin' : root.kind === 'tan' ? 'arctan' : 'arcsec'}(…)) and replace.`,
        `On lit sin θ, cos θ, tan θ dans le triangle rectangle du changement de variable (θ = ${root.kind === 'sin' ? 'arcsin' : root.kind === 'tan' ? 'arctan' : 'arcsec'}(…)) et on remplace.`,
        `\\theta = ${toLatex(back)}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${toLatex(F)}`),
    ],
  };
};
