/**
 * More trigonometric integrands: powers of sec and csc (reduction formula for odd powers,
 * u = tan for even ones), quotients of trig functions rewritten with sine and cosine,
 * 1/(1 ± cos u) and 1/(1 ± sin u) multiplied by the conjugate, and cosh², sinh² through
 * the hyperbolic half-angle identities.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { linear } from '../sym/poly';
import { toLatex } from '../sym/print';
import { intTex, step, tex } from './tex';
import type { Rule } from './types';
import { toSinCos } from '../../trig/rewrite';

/** ∫secⁿ u, ∫cscⁿ u for n ≥ 3. */
export const secPowerRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  if (v.k !== 'pow' || v.base.k !== 'fn' || (v.base.name !== 'sec' && v.base.name !== 'csc') || v.exp.k !== 'num' || v.exp.v.d !== 1n) return null;
  const n = Number(v.exp.v.n);
  if (n < 3 || n > 12) return null;
  const u = v.base.arg;
  const lin = linear(u, x);
  if (!lin) return null;
  const isSec = v.base.name === 'sec';
  const f = v.base;
  const partner = X.fn(isSec ? 'tan' : 'cot', u);
  if (n % 2 === 1) {
    // secⁿ = secⁿ⁻² tan/(n−1)·(1/a) + (n−2)/(n−1) ∫secⁿ⁻²  (by parts with dv = sec² u du)
    const lower = X.pow(f, X.num(n - 2));
    const r = ctx.integrate(lower, x, ctx);
    if (!r) return null;
    const first = X.div(X.mul(isSec ? X.ONE : X.MINUS_ONE, X.pow(f, X.num(n - 2)), partner), X.mul(X.num(n - 1), lin[0]));
    const F = X.mul(c, X.add(first, X.mul(X.num(n - 2, n - 1), r.F)));
    return {
      F,
      steps: [
        step('Reduction formula', 'Formule de réduction',
          `Integrating by parts with dv = ${isSec ? 'sec²' : 'csc²'} u du and using ${isSec ? 'tan² = sec² − 1' : 'cot² = csc² − 1'} lowers the power by two.`,
          `Une intégration par parties avec dv = ${isSec ? 'sec²' : 'csc²'} u du et ${isSec ? 'tan² = sec² − 1' : 'cot² = csc² − 1'} abaisse la puissance de deux.`,
          `${intTex(v, x)} = ${tex(first)} + ${tex(X.num(n - 2, n - 1))}${intTex(lower, x)}`),
        ...r.steps,
        step('Combine', 'Rassembler', 'Put the pieces together.', 'On rassemble les morceaux.', `${intTex(g, x)} = ${toLatex(F)}`),
      ],
    };
  }
  // even power: secⁿ = (1 + tan²)^((n−2)/2) · sec², then u = tan
  const rewritten = X.mul(c, X.pow(X.add(X.ONE, X.sq(partner)), X.num((n - 2) / 2)), X.sq(f));
  const r = ctx.integrate(rewritten, x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Keep sec² for du', 'Garder sec² pour du',
        `Even power: keep ${isSec ? 'sec²' : 'csc²'} u (the derivative of ${isSec ? 'tan' : '−cot'} u) and write the rest with ${isSec ? 'sec² = 1 + tan²' : 'csc² = 1 + cot²'}.`,
        `Puissance paire : on garde ${isSec ? 'sec²' : 'csc²'} u (la dérivée de ${isSec ? 'tan' : '−cot'} u) et on écrit le reste avec ${isSec ? 'sec² = 1 + tan²' : 'csc² = 1 + cot²'}.`,
        `${intTex(g, x)} = ${intTex(rewritten, x)}`),
      ...r.steps,
    ],
  };
};

const hasQuotientTrig = (e: Expr): boolean => {
  if (e.k === 'fn') return ['tan', 'cot', 'sec', 'csc'].includes(e.name) || hasQuotientTrig(e.arg);
  if (e.k === 'add' || e.k === 'mul') return e.args.some(hasQuotientTrig);
  if (e.k === 'pow') return hasQuotientTrig(e.base) || hasQuotientTrig(e.exp);
  return false;
};

/** tan, sec, csc, cot rewritten with sine and cosine, when nothing else worked. */
export const sinCosRewriteRule: Rule = (g, x, ctx) => {
  if (!hasQuotientTrig(g)) return null;
  const h = toSinCos(g);
  if (X.same(h, g)) return null;
  const r = ctx.integrate(h, x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Write with sine and cosine', 'Écrire avec sinus et cosinus',
        'Use tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin: the integrand becomes a product of powers of sine and cosine.',
        "On utilise tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin : l'intégrande devient un produit de puissances de sinus et cosinus.",
        `${intTex(g, x)} = ${intTex(h, x)}`),
      ...r.steps,
    ],
  };
};

/** 1/(a ± a cos u) or 1/(a ± a sin u): multiply by the conjugate to reach sin² or cos². */
export const conjugateRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  if (v.k !== 'pow' || !X.same(v.exp, X.MINUS_ONE) || v.base.k !== 'add' || v.base.args.length !== 2) return null;
  const [a, t] = v.base.args;
  if (a.k !== 'num') return null;
  const [b, f] = X.splitCoef(t);
  if (f.k !== 'fn' || (f.name !== 'cos' && f.name !== 'sin') || (b.n * b.n !== a.v.n * a.v.n) || b.d !== a.v.d) return null;
  const conj = X.sub(a, t);
  const other = X.fn(f.name === 'cos' ? 'sin' : 'cos', f.arg);
  const h = X.expand(X.mul(c, conj, X.pow(X.mul(X.mul(a, a), X.sq(other)), X.MINUS_ONE)));
  const r = ctx.integrate(h, x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Multiply by the conjugate', 'Multiplier par la quantité conjuguée',
        `Multiply numerator and denominator by ${tex(conj)}: the denominator becomes ${f.name === 'cos' ? '1 − cos² = sin²' : '1 − sin² = cos²'} (Pythagorean identity).`,
        `On multiplie numérateur et dénominateur par ${tex(conj)} : le dénominateur devient ${f.name === 'cos' ? '1 − cos² = sin²' : '1 − sin² = cos²'} (identité de Pythagore).`,
        `${intTex(g, x)} = ${intTex(h, x)}`),
      ...r.steps,
    ],
  };
};

/** cosh² u = (1 + cosh 2u)/2, sinh² u = (cosh 2u − 1)/2. */
export const hyperbolicSquareRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  if (v.k !== 'pow' || !X.same(v.exp, X.TWO) || v.base.k !== 'fn' || (v.base.name !== 'cosh' && v.base.name !== 'sinh')) return null;
  const u2 = X.mul(X.TWO, v.base.arg);
  const h = X.mul(c, X.HALF, v.base.name === 'cosh' ? X.add(X.ONE, X.fn('cosh', u2)) : X.sub(X.fn('cosh', u2), X.ONE));
  const r = ctx.integrate(X.expand(h), x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Hyperbolic half-angle identity', "Identité hyperbolique de l'angle moitié",
        'Lower the power with cosh² u = (1 + cosh 2u)/2 and sinh² u = (cosh 2u − 1)/2.',
        'On abaisse la puissance avec cosh² u = (1 + cosh 2u)/2 et sinh² u = (cosh 2u − 1)/2.',
        `${intTex(g, x)} = ${intTex(h, x)}`),
      ...r.steps,
    ],
  };
};

/**
 * sinᵃ u · cosᵇ u with a + b even and negative (1/(sin x cos x), 1/(sin² x cos⁴ x)): divide
 * through by cos^(−a−b) to get tan powers times sec², then u = tan.
 */
export const tanSubstitutionRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  let a = 0;
  let b = 0;
  let arg: Expr | null = null;
  for (const f of X.factors(v)) {
    const base = f.k === 'pow' ? f.base : f;
    const e = f.k === 'pow' ? f.exp : X.ONE;
    if (base.k !== 'fn' || (base.name !== 'sin' && base.name !== 'cos' && base.name !== 'tan') || e.k !== 'num' || e.v.d !== 1n) return null;
    if (arg && !X.same(arg, base.arg)) return null;
    arg = base.arg;
    const n = Number(e.v.n);
    if (base.name === 'sin') a += n;
    else if (base.name === 'cos') b += n;
    else {
      a += n;
      b -= n;
    }
  }
  if (!arg || !linear(arg, x) || (a + b) % 2 !== 0 || a + b > -2 || a >= 0) return null;
  const t = X.fn('tan', arg);
  const rewritten = X.mul(c, X.pow(t, X.num(a)), X.pow(X.add(X.ONE, X.sq(t)), X.num((-a - b - 2) / 2)), X.sq(X.fn('sec', arg)));
  const r = ctx.integrate(rewritten, x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Write with tan and sec²', 'Écrire avec tan et sec²',
        'Divide numerator and denominator by a power of cos: the integrand becomes powers of tan times sec², ready for u = tan.',
        'On divise numérateur et dénominateur par une puissance de cos : l’intégrande devient des puissances de tan fois sec², prêt pour u = tan.',
        `${intTex(g, x)} = ${intTex(rewritten, x)}`),
      ...r.steps,
    ],
  };
};

/** sinhᵐ u coshⁿ u with an odd power: keep one factor and use cosh² − sinh² = 1. */
export const hyperbolicOddPowerRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  let m = 0;
  let n = 0;
  let arg: Expr | null = null;
  for (const f of X.factors(v)) {
    const base = f.k === 'pow' ? f.base : f;
    const e = f.k === 'pow' ? f.exp : X.ONE;
    if (base.k !== 'fn' || (base.name !== 'sinh' && base.name !== 'cosh') || e.k !== 'num' || e.v.d !== 1n || e.v.n < 1n) return null;
    if (arg && !X.same(arg, base.arg)) return null;
    arg = base.arg;
    if (base.name === 'sinh') m += Number(e.v.n);
    else n += Number(e.v.n);
  }
  if (!arg || m + n < 3 || (m % 2 === 0 && n % 2 === 0)) return null;
  const sh = X.fn('sinh', arg);
  const ch = X.fn('cosh', arg);
  const rewritten = m % 2 === 1
    ? X.mul(c, sh, X.pow(X.sub(X.sq(ch), X.ONE), X.num((m - 1) / 2)), X.pow(ch, X.num(n)))
    : X.mul(c, ch, X.pow(X.add(X.sq(sh), X.ONE), X.num((n - 1) / 2)), X.pow(sh, X.num(m)));
  const r = ctx.integrate(X.expand(rewritten), x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Odd hyperbolic power: keep one factor', 'Puissance hyperbolique impaire : garder un facteur',
        'Keep one factor of the odd power for du and write the rest with cosh² − sinh² = 1.',
        'On garde un facteur de la puissance impaire pour du et on écrit le reste avec cosh² − sinh² = 1.',
        `${intTex(g, x)} = ${intTex(rewritten, x)}`),
      ...r.steps,
    ],
  };
};
