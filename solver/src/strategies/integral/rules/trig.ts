/**
 * Trigonometric integrands: tanⁿ and cotⁿ through tan² = sec² − 1, sinᵐ·cosⁿ (an odd power keeps
 * one factor for du and converts the rest with sin² + cos² = 1; even powers use the half-angle
 * formulas), and products of sines and cosines of different angles by product-to-sum.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { linear } from '../sym/poly';
import { toLatex } from '../sym/print';
import { plain } from '../sym/plain';
import type { StepDraft } from '../../../strategy';
import { intTex, step, tex } from './tex';
import type { Integration, Rule } from './types';
import { freshVar } from './substitution';

type TrigPow = { name: 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc'; arg: Expr; n: number };

function trigPow(f: Expr): TrigPow | null {
  const b = f.k === 'pow' ? f.base : f;
  const e = f.k === 'pow' ? f.exp : X.ONE;
  if (b.k !== 'fn' || e.k !== 'num' || e.v.d !== 1n || e.v.n < 1n) return null;
  if (!['sin', 'cos', 'tan', 'cot', 'sec', 'csc'].includes(b.name)) return null;
  return { name: b.name as TrigPow['name'], arg: b.arg, n: Number(e.v.n) };
}

/** tanⁿ u → tanⁿ⁻² u · (sec² u − 1), and the same for cot with csc. */
export const tanPowerRule: Rule = (g, x, ctx) => {
  let hit: TrigPow | null = null;
  const rest: Expr[] = [];
  for (const f of X.factors(g)) {
    const t = trigPow(f);
    if (!hit && t && (t.name === 'tan' || t.name === 'cot') && t.n >= 2) hit = t;
    else rest.push(f);
  }
  if (!hit) return null;
  const partner = hit.name === 'tan' ? 'sec' : 'csc';
  const rewritten = X.expand(X.mul(...rest, X.pow(X.fn(hit.name, hit.arg), X.num(hit.n - 2)), X.sub(X.sq(X.fn(partner, hit.arg)), X.ONE)));
  const r = ctx.integrate(rewritten, x, ctx);
  if (!r) return null;
  const idTex = hit.name === 'tan' ? '\\tan^{2} u = \\sec^{2} u - 1' : '\\cot^{2} u = \\csc^{2} u - 1';
  const s = step(
    `Use the identity ${hit.name}² = ${partner}² − 1`, `Utiliser l'identité ${hit.name}² = ${hit.name === 'tan' ? '1/cos²' : '1/sin²'} − 1`,
    `${hit.name === 'tan' ? 'tan² has no table integral, but sec² does (it is the derivative of tan)' : 'cot² has no table integral, but csc² does (it is the derivative of −cot)'}; rewrite with the Pythagorean identity.`,
    `${hit.name === 'tan' ? 'tan² n’a pas de primitive usuelle, mais 1/cos² = 1 + tan² en a une (c’est la dérivée de tan)' : 'cot² n’a pas de primitive usuelle, mais 1/sin² = 1 + cot² en a une (c’est la dérivée de −cot)'} : on réécrit avec cos² + sin² = 1.`,
    `${idTex}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(rewritten, x)}`,
  );
  return { F: r.F, steps: [s, ...r.steps] };
};

/** sinᵐ(ax + b) · cosⁿ(ax + b) with whole powers. */
export const sinCosPowerRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  let m = 0;
  let n = 0;
  let arg: Expr | null = null;
  for (const f of X.factors(v)) {
    const t = trigPow(f);
    if (!t || (t.name !== 'sin' && t.name !== 'cos')) return null;
    if (arg && !X.same(arg, t.arg)) return null;
    arg = t.arg;
    if (t.name === 'sin') m += t.n;
    else n += t.n;
  }
  if (!arg || m + n < 2 || !linear(arg, x)) return null;
  const a = linear(arg, x)![0];
  const sin = X.fn('sin', arg);
  const cos = X.fn('cos', arg);
  if (m % 2 === 1 || n % 2 === 1) {
    // keep one factor of the odd power for du; convert the rest with sin² = 1 − cos²
    const oddSin = m % 2 === 1;
    const u = freshVar(x, g);
    const k = oddSin ? (m - 1) / 2 : (n - 1) / 2;
    const other = oddSin ? n : m;
    // sinᵐ cosⁿ dx = −(1/a)(1 − u²)ᵏ uⁿ du with u = cos, or (1/a)(1 − u²)ᵏ uᵐ du with u = sin
    const h = X.expand(X.mul(c, X.div(oddSin ? X.MINUS_ONE : X.ONE, a), X.pow(X.sub(X.ONE, X.sq(u)), X.num(k)), X.pow(u, X.num(other))));
    const r = ctx.integrate(h, u, ctx);
    if (!r) return null;
    const u0 = oddSin ? cos : sin;
    const F = X.subs(r.F, u, u0);
    const keep = oddSin ? 'sin' : 'cos';
    const conv = oddSin ? 'cos' : 'sin';
    const rewritten = X.mul(c, oddSin ? sin : cos, X.pow(X.sub(X.ONE, X.sq(u0)), X.num(k)), X.pow(u0, X.num(other)));
    const steps: StepDraft[] = [
      step(`Odd power of ${keep}: keep one factor`, `Puissance impaire de ${keep} : garder un facteur`,
        `The power of ${keep} is odd: keep one ${keep} for du and write the remaining even power with ${keep}² = 1 − ${conv}², so everything else is a function of ${conv}.`,
        `La puissance de ${keep} est impaire : on garde un ${keep} pour du et on écrit la puissance paire restante avec ${keep}² = 1 − ${conv}², le reste ne dépend alors que de ${conv}.`,
        `${intTex(g, x)} = ${intTex(rewritten, x)}`),
      step(`Substitute ${plain(u)} = ${conv}`, `Poser ${plain(u)} = ${conv}`,
        `With ${plain(u)} = ${plain(u0)}, d${plain(u)} = ${oddSin ? '−' : ''}${keep} dx (times the inner coefficient), which is the factor kept aside.`,
        `Avec ${plain(u)} = ${plain(u0)}, d${plain(u)} = ${oddSin ? '−' : ''}${keep} dx (fois le coefficient intérieur), c'est le facteur mis de côté.`,
        `${tex(u)} = ${tex(u0)},\\quad ${intTex(g, x)} = ${intTex(h, u)}`),
      ...r.steps,
      step('Substitute back', 'Revenir à la variable initiale', `Replace ${plain(u)} by ${conv}.`, `On remplace ${plain(u)} par ${conv}.`, `${intTex(g, x)} = ${toLatex(F)}`),
    ];
    return { F, steps };
  }
  // both even: half-angle formulas
  const half = (s: boolean): Expr => X.mul(X.HALF, s ? X.sub(X.ONE, X.fn('cos', X.mul(X.TWO, arg!))) : X.add(X.ONE, X.fn('cos', X.mul(X.TWO, arg!))));
  const rewritten = X.expand(X.mul(c, X.pow(half(true), X.num(m / 2)), X.pow(half(false), X.num(n / 2))));
  const r = ctx.integrate(rewritten, x, ctx);
  if (!r) return null;
  return {
    F: r.F,
    steps: [
      step('Even powers: use the half-angle formulas', 'Puissances paires : formules de linéarisation',
        'Both powers are even, so lower the degree with sin² u = (1 − cos 2u)/2 and cos² u = (1 + cos 2u)/2.',
        'Les deux puissances sont paires : on abaisse le degré avec sin² u = (1 − cos 2u)/2 et cos² u = (1 + cos 2u)/2.',
        `${intTex(g, x)} = ${intTex(rewritten, x)}`),
      ...r.steps,
    ],
  };
};

/** sin(ax)·cos(bx), sin·sin, cos·cos with different angles: product-to-sum formulas. */
export const productToSumRule: Rule = (g, x, ctx) => {
  const [c, v] = X.splitConst(g, x);
  const fs = X.factors(v);
  if (fs.length !== 2) return null;
  const [p, q] = fs.map(trigPow);
  if (!p || !q || p.n !== 1 || q.n !== 1 || X.same(p.arg, q.arg)) return null;
  if (!linear(p.arg, x) || !linear(q.arg, x)) return null;
  const A = p.arg;
  const B = q.arg;
  let sum: Expr;
  let idTex: string;
  const names = `${p.name},${q.name}`;
  if (names === 'sin,sin') {
    sum = X.mul(X.HALF, X.sub(X.fn('cos', X.sub(A, B)), X.fn('cos', X.add(A, B))));
    idTex = '\\sin a\\sin b = \\tfrac{1}{2}\\left[\\cos(a-b) - \\cos(a+b)\\right]';
  } else if (names === 'cos,cos') {
    sum = X.mul(X.HALF, X.add(X.fn('cos', X.sub(A, B)), X.fn('cos', X.add(A, B))));
    idTex = '\\cos a\\cos b = \\tfrac{1}{2}\\left[\\cos(a-b) + \\cos(a+b)\\right]';
  } else if (names === 'sin,cos' || names === 'cos,sin') {
    const [s, co] = p.name === 'sin' ? [A, B] : [B, A];
    sum = X.mul(X.HALF, X.add(X.fn('sin', X.add(s, co)), X.fn('sin', X.sub(s, co))));
    idTex = '\\sin a\\cos b = \\tfrac{1}{2}\\left[\\sin(a+b) + \\sin(a-b)\\right]';
  } else return null;
  const rewritten = X.expand(X.mul(c, sum));
  const r = ctx.integrate(rewritten, x, ctx);
  if (!r) return null;
  const out: Integration = {
    F: r.F,
    steps: [
      step('Use a product-to-sum formula', 'Transformer le produit en somme',
        'A product of sines and cosines of different angles has no direct antiderivative; the product-to-sum formula turns it into a sum of single sines or cosines.',
        "Un produit de sinus et cosinus d'angles différents n'a pas de primitive directe ; la formule de transformation produit-somme le change en somme de sinus ou cosinus simples.",
        `${idTex}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(rewritten, x)}`),
      ...r.steps,
    ],
  };
  return out;
};
