/**
 * The table of basic integrals, also read with a linear inner function f(ax + b) (then the
 * antiderivative is divided by a — a linear substitution a student does in their head).
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { linear, coeffs } from '../sym/poly';
import { intTex, PARTS_NAMES, step, tex } from './tex';
import type { Rule, TableName } from './types';
import { sqrtPos } from './util';

interface Hit {
  F: Expr;
  name: TableName;
  /** The textbook formula used, in LaTeX. */
  rule: string;
}

const lnAbs = (u: Expr): Expr => X.fn('ln', X.fn('abs', u));

function lookup(g: Expr, x: Expr): Hit | null {
  if (X.free(g, x)) return { F: X.mul(g, x), name: 'constant', rule: '\\int k\\,dx = kx' };
  // bare x or a power of a linear function
  const base = g.k === 'pow' ? g.base : g;
  const n = g.k === 'pow' ? g.exp : X.ONE;
  if (X.free(n, x)) {
    const lin = linear(base, x);
    if (lin) {
      const [a] = lin;
      if (X.same(n, X.MINUS_ONE)) {
        return { F: X.div(lnAbs(base), a), name: 'log', rule: '\\int \\frac{1}{u}\\,du = \\ln\\left|u\\right|' };
      }
      const n1 = X.add(n, X.ONE);
      return { F: X.div(X.pow(base, n1), X.mul(a, n1)), name: 'power', rule: '\\int u^{n}\\,du = \\frac{u^{n+1}}{n+1}\\ (n \\neq -1)' };
    }
  }
  // c^(ax+b)
  if (g.k === 'pow' && X.free(g.base, x)) {
    const lin = linear(g.exp, x);
    if (lin) return { F: X.div(g, X.mul(lin[0], X.fn('ln', g.base))), name: 'expBase', rule: '\\int a^{u}\\,du = \\frac{a^{u}}{\\ln a}' };
  }
  // 1/(αx² + β) and 1/√(β − αx²), 1/√(x² ± β)
  if (g.k === 'pow' && g.exp.k === 'num') {
    const q = coeffs(g.base, x, 2);
    if (q && q.length === 3 && X.isZero(q[1])) {
      const [beta, , alpha] = q;
      if (X.same(g.exp, X.MINUS_ONE) && positive(alpha) && positive(beta)) {
        const k = sqrtPos(X.div(alpha, beta));
        const F = X.mul(X.pow(sqrtPos(X.mul(alpha, beta)), X.MINUS_ONE), X.fn('atan', X.mul(k, x)));
        return { F, name: 'arctan', rule: '\\int \\frac{du}{a^{2}+u^{2}} = \\frac{1}{a}\\arctan\\frac{u}{a}' };
      }
      if (X.same(g.exp, X.MINUS_ONE) && positive(beta) && positive(X.neg(alpha)) && beta.k === 'num' && alpha.k === 'num') {
        // 1/(β − αx²) = (1/(2√(αβ))) ln|(√β + √α x)/(√β − √α x)|
        const a = X.neg(alpha);
        const sa = X.sqrt(a);
        const sb = X.sqrt(beta);
        const F = X.mul(X.pow(X.mul(X.TWO, X.sqrt(X.mul(a, beta))), X.MINUS_ONE),
          X.sub(lnAbs(X.add(sb, X.mul(sa, x))), lnAbs(X.sub(sb, X.mul(sa, x)))));
        return { F, name: 'log', rule: '\\int \\frac{du}{a^{2}-u^{2}} = \\frac{1}{2a}\\ln\\left|\\frac{a+u}{a-u}\\right|' };
      }
      if (X.same(g.exp, X.num(-1, 2))) {
        if (positive(beta) && positive(X.neg(alpha))) {
          const a = X.neg(alpha);
          const F = X.div(X.fn('asin', X.mul(sqrtPos(X.div(a, beta)), x)), sqrtPos(a));
          return { F, name: 'arcsin', rule: '\\int \\frac{du}{\\sqrt{a^{2}-u^{2}}} = \\arcsin\\frac{u}{a}' };
        }
        if (positive(alpha)) {
          const s = sqrtPos(alpha);
          const F = X.div(lnAbs(X.add(X.mul(s, x), X.sqrt(g.base))), s);
          return { F, name: 'sqrtQuadratic', rule: '\\int \\frac{du}{\\sqrt{u^{2}+k}} = \\ln\\left|u+\\sqrt{u^{2}+k}\\right|' };
        }
      }
    }
  }
  // trig / exp / hyperbolic of a linear argument
  if (g.k === 'fn') {
    const lin = linear(g.arg, x);
    if (!lin) return null;
    const u = g.arg;
    const a = lin[0];
    const per = (F: Expr, name: TableName, rule: string): Hit => ({ F: X.div(F, a), name, rule });
    switch (g.name) {
      case 'abs': return per(X.mul(X.HALF, u, g), 'abs', '\\int \\left|u\\right|\\,du = \\frac{u\\left|u\\right|}{2}');
      case 'exp': return per(g, 'exp', '\\int e^{u}\\,du = e^{u}');
      case 'sin': return per(X.neg(X.fn('cos', u)), 'trig', '\\int \\sin u\\,du = -\\cos u');
      case 'cos': return per(X.fn('sin', u), 'trig', '\\int \\cos u\\,du = \\sin u');
      case 'tan': return per(X.neg(lnAbs(X.fn('cos', u))), 'trig', '\\int \\tan u\\,du = -\\ln\\left|\\cos u\\right|');
      case 'cot': return per(lnAbs(X.fn('sin', u)), 'trig', '\\int \\cot u\\,du = \\ln\\left|\\sin u\\right|');
      case 'sec': return per(lnAbs(X.add(X.fn('sec', u), X.fn('tan', u))), 'trig', '\\int \\sec u\\,du = \\ln\\left|\\sec u + \\tan u\\right|');
      case 'csc': return per(X.neg(lnAbs(X.add(X.fn('csc', u), X.fn('cot', u)))), 'trig', '\\int \\csc u\\,du = -\\ln\\left|\\csc u + \\cot u\\right|');
      case 'sinh': return per(X.fn('cosh', u), 'hyperbolic', '\\int \\sinh u\\,du = \\cosh u');
      case 'cosh': return per(X.fn('sinh', u), 'hyperbolic', '\\int \\cosh u\\,du = \\sinh u');
      case 'tanh': return per(X.fn('ln', X.fn('cosh', u)), 'hyperbolic', '\\int \\tanh u\\,du = \\ln\\cosh u');
      default: return null;
    }
  }
  // 1/cos² = sec², 1/sin² = csc², 1/cos = sec, 1/sin = csc (how products of powers come out)
  if (g.k === 'pow' && g.base.k === 'fn' && (g.base.name === 'cos' || g.base.name === 'sin') && g.exp.k === 'num' && (X.same(g.exp, X.num(-2)) || X.same(g.exp, X.MINUS_ONE))) {
    const recip = X.fn(g.base.name === 'cos' ? 'sec' : 'csc', g.base.arg);
    return lookup(X.pow(recip, X.neg(g.exp)), x);
  }
  if (g.k === 'mul' && g.args.length === 2) {
    // sin u / cos² u = sec u tan u, cos u / sin² u = csc u cot u
    const [p, r] = g.args;
    for (const [a, b, name] of [[p, r, 'cos'], [r, p, 'cos'], [p, r, 'sin'], [r, p, 'sin']] as const) {
      const other = name === 'cos' ? 'sin' : 'cos';
      if (a.k === 'fn' && a.name === other && b.k === 'pow' && b.base.k === 'fn' && b.base.name === name && X.same(b.exp, X.num(-2)) && X.same(a.arg, b.base.arg)) {
        const lin = linear(a.arg, x);
        if (!lin) continue;
        const F = name === 'cos' ? X.div(X.fn('sec', a.arg), lin[0]) : X.neg(X.div(X.fn('csc', a.arg), lin[0]));
        return { F, name: 'trigProduct', rule: name === 'cos' ? '\\int \\sec u\\tan u\\,du = \\sec u' : '\\int \\csc u\\cot u\\,du = -\\csc u' };
      }
    }
  }
  // sec², csc², sec·tan, csc·cot of the same linear argument
  if (g.k === 'pow' && X.same(g.exp, X.TWO) && g.base.k === 'fn') {
    const lin = linear(g.base.arg, x);
    const u = g.base.arg;
    if (lin && g.base.name === 'sec') return { F: X.div(X.fn('tan', u), lin[0]), name: 'trigSquare', rule: '\\int \\sec^{2} u\\,du = \\tan u' };
    if (lin && g.base.name === 'csc') return { F: X.neg(X.div(X.fn('cot', u), lin[0])), name: 'trigSquare', rule: '\\int \\csc^{2} u\\,du = -\\cot u' };
  }
  if (g.k === 'mul' && g.args.length === 2 && g.args.every((f) => f.k === 'fn')) {
    const [p, r] = g.args as [Extract<Expr, { k: 'fn' }>, Extract<Expr, { k: 'fn' }>];
    if (X.same(p.arg, r.arg)) {
      const lin = linear(p.arg, x);
      const names = [p.name, r.name].sort().join(',');
      if (lin && names === 'sec,tan') return { F: X.div(X.fn('sec', p.arg), lin[0]), name: 'trigProduct', rule: '\\int \\sec u\\tan u\\,du = \\sec u' };
      if (lin && names === 'cot,csc') return { F: X.neg(X.div(X.fn('csc', p.arg), lin[0])), name: 'trigProduct', rule: '\\int \\csc u\\cot u\\,du = -\\csc u' };
    }
  }
  return null;
}

/** True for a positive number, or a product of a positive number and even powers of parameters. */
export function positive(e: Expr): boolean {
  if (e.k === 'num') return e.v.n > 0n;
  if (e.k === 'sym') return true; // parameters are taken positive, as textbooks do
  if (e.k === 'pow') return e.base.k === 'sym' || (e.exp.k === 'num' && e.exp.v.d === 1n && e.exp.v.n % 2n === 0n);
  if (e.k === 'mul') return e.args.every(positive);
  if (e.k === 'add') return e.args.every(positive);
  return false;
}

export const TABLE_TEXT: Record<TableName, [string, string, string, string]> = {
  constant: ['Integrate the constant', 'Intégrer la constante',
    'A constant k integrates to kx.', 'Une constante k a pour primitive kx.'],
  power: ['Apply the power rule', "Primitive d'une puissance",
    'Power rule: raise the exponent by one and divide by the new exponent (valid for n ≠ −1).',
    "Une primitive de uⁿ est uⁿ⁺¹/(n + 1) : on augmente l'exposant de un et on divise par le nouvel exposant (pour n ≠ −1)."],
  log: ['Integrate 1/u', 'Intégrer 1/u',
    'The exponent is −1, where the power rule does not apply: an antiderivative of 1/u is ln|u|.',
    "L'exposant vaut −1 : la formule uⁿ⁺¹/(n + 1) ne s'applique pas ; une primitive de 1/u est ln|u|."],
  exp: ['Integrate the exponential', "Intégrer l'exponentielle",
    'The exponential is its own antiderivative.', "L'exponentielle est sa propre primitive."],
  expBase: ['Integrate the exponential', "Intégrer l'exponentielle",
    'For a constant base a, an antiderivative of aᵘ is aᵘ/ln a.', 'Pour une base constante a, une primitive de aᵘ est aᵘ/ln a.'],
  trig: ['Use a standard trigonometric integral', 'Utiliser une primitive trigonométrique usuelle',
    'This is in the table of standard trigonometric integrals.', 'Cette primitive figure dans la table des primitives trigonométriques usuelles.'],
  trigSquare: ['Use a standard trigonometric integral', 'Utiliser une primitive trigonométrique usuelle',
    'sec² is the derivative of tan and csc² the derivative of −cot.', 'sec² est la dérivée de tan et csc² celle de −cot.'],
  trigProduct: ['Use a standard trigonometric integral', 'Utiliser une primitive trigonométrique usuelle',
    'sec·tan is the derivative of sec, and csc·cot the derivative of −csc.', 'sec·tan est la dérivée de sec, et csc·cot celle de −csc.'],
  arctan: ['Recognise an arctangent', 'Reconnaître une arctangente',
    'The derivative of arctan(u/a) is a/(a² + u²).', 'La dérivée de arctan(u/a) est a/(a² + u²).'],
  arcsin: ['Recognise an arcsine', 'Reconnaître un arc sinus',
    'The derivative of arcsin(u/a) is 1/√(a² − u²).', 'La dérivée de arcsin(u/a) est 1/√(a² − u²).'],
  hyperbolic: ['Use a standard hyperbolic integral', 'Utiliser une primitive hyperbolique usuelle',
    'sinh and cosh are each other’s derivatives.', 'sinh et cosh sont la dérivée l’une de l’autre.'],
  abs: ['Integrate the absolute value', 'Intégrer la valeur absolue',
    'u|u|/2 is differentiable with derivative |u| (check each sign of u separately).',
    'u|u|/2 est dérivable, de dérivée |u| (on vérifie séparément selon le signe de u).'],
  sqrtQuadratic: ['Use a standard integral', 'Utiliser une primitive usuelle',
    'The derivative of ln|u + √(u² + k)| is 1/√(u² + k).', 'La dérivée de ln|u + √(u² + k)| est 1/√(u² + k).'],
};

/** The table rule: one lookup, one step naming the formula used. */
export const tableRule: Rule = (g, x, ctx) => {
  const hit = lookup(g, x);
  if (!hit) return null;
  const [en, fr, ex, exFr] = TABLE_TEXT[hit.name];
  const formula = `${intTex(g, x)} = ${tex(hit.F)}`;
  const linearInner = g.k === 'fn' ? !X.same(g.arg, x) : g.k === 'pow' && !X.same(g.base, x) && (hit.name === 'power' || hit.name === 'log');
  const extraEn = linearInner ? ' The inner function is linear (u = ax + b, du = a dx), so divide by its coefficient a.' : '';
  const extraFr = linearInner ? ' La fonction intérieure est affine (u = ax + b, du = a dx) : on divise par son coefficient a.' : '';
  // inside integration by parts, u names a part: the table's formula is written in t
  const partsTaken = ctx.stack.includes(PARTS_NAMES);
  const inT = (t: string): string => (partsTaken ? t.replace(/(?<![A-Za-ce-z\\])u(?![A-Za-z])/g, 't') : t);
  const s = step(en, fr, inT(ex + extraEn), inT(exFr + extraFr), `${inT(hit.rule)},\\qquad ${formula}`);
  return { F: hit.F, steps: [s], table: { name: hit.name, formula } };
};

export { lookup as tableLookup };
