/**
 * Rational functions: polynomial division when improper, factoring of the denominator, partial
 * fractions (distinct and repeated linear factors, irreducible quadratics) by equating
 * coefficients, and each piece integrated to a logarithm, a power or an arctangent. Denominators
 * with symbolic parameters are handled when already factored into distinct factors (x − a) or
 * (x² + c), by the cover-up method.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import * as R from '../sym/rational';
import type { Q } from '../sym/rational';
import * as P from '../sym/poly';
import { toLatex } from '../sym/print';
import type { StepDraft } from '../../../strategy';
import { intTex, step, tex } from './tex';
import type { IntCtx, Integration, Rule } from './types';

/** Solves a square linear system exactly; null when singular. */
function solveLinear(A: Q[][], b: Q[]): Q[] | null {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    const p = M.findIndex((row, r) => r >= c && !R.isZero(row[c]));
    if (p < 0) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || R.isZero(M[r][c])) continue;
      const f = R.div(M[r][c], M[c][c]);
      M[r] = M[r].map((v, k) => R.sub(v, R.mul(f, M[c][k])));
    }
  }
  return M.map((row, i) => R.div(row[n], row[i]));
}

function powQ(p: Q[], k: number): Q[] {
  let r: Q[] = [R.ONE];
  for (let i = 0; i < k; i++) r = P.pmul(r, p);
  return r;
}

interface Piece { num: Q[]; factor: Q[]; power: number }

/** Partial fractions of N/D (deg N < deg D) over ℚ, or null when a factor is beyond quadratics. */
export function partialFractions(N: Q[], D: Q[], given: Q[][] = [D]): { lead: Q; factors: P.Factor[]; pieces: Piece[] } | null {
  // factor each factor as written (a product of quadratics need not be expanded into a quartic)
  const { lead } = P.factorQ(D);
  const factors: P.Factor[] = [];
  for (const gf of given) {
    for (const f of P.factorQ(gf).factors) {
      const hit = factors.find((h) => h.poly.length === f.poly.length && h.poly.every((c, i) => R.eq(c, f.poly[i])));
      if (hit) hit.mult += f.mult;
      else factors.push({ ...f });
    }
  }
  if (factors.some((f) => P.degree(f.poly) > 2)) return null;
  const monicD = D.map((c) => R.div(c, lead));
  const unknowns: { factor: Q[]; power: number; basis: number }[] = [];
  for (const f of factors) {
    for (let j = 1; j <= f.mult; j++) {
      for (let b = 0; b < P.degree(f.poly); b++) unknowns.push({ factor: f.poly, power: j, basis: b });
    }
  }
  const n = unknowns.length;
  // Each unknown multiplies (D / factor^power)·x^basis; equate coefficients with N / lead.
  const cols = unknowns.map((u) => {
    const cof = P.pdivmod(monicD, powQ(u.factor, u.power))[0];
    const col = P.pmul(cof, u.basis ? [R.ZERO, R.ONE] : [R.ONE]);
    return Array.from({ length: n }, (_, i) => col[i] ?? R.ZERO);
  });
  const A = Array.from({ length: n }, (_, i) => cols.map((c) => c[i]));
  const b = Array.from({ length: n }, (_, i) => R.div(N[i] ?? R.ZERO, lead));
  const sol = solveLinear(A, b);
  if (!sol) return null;
  const pieces: Piece[] = [];
  unknowns.forEach((u, i) => {
    let pc = pieces.find((p) => p.factor === u.factor && p.power === u.power);
    if (!pc) {
      pc = { num: [R.ZERO, R.ZERO], factor: u.factor, power: u.power };
      pieces.push(pc);
    }
    pc.num[u.basis] = sol[i];
  });
  for (const p of pieces) p.num = P.trim(p.num);
  return { lead, factors, pieces: pieces.filter((p) => !(p.num.length === 1 && R.isZero(p.num[0]))) };
}

const factorTex = (f: P.Factor, x: Expr): string => {
  const base = tex(P.fromQ(f.poly, x));
  const wrapped = f.poly.length > 2 || !R.isZero(f.poly[0]) ? `\\left(${base}\\right)` : base;
  return f.mult > 1 ? `${wrapped}^{${f.mult}}` : wrapped;
};

export const rationalRule: Rule = (g, x, ctx) => {
  const [n, d] = X.numDen(g);
  if (X.free(d, x)) return null;
  const N = P.qcoeffs(n, x);
  const D = P.qcoeffs(d, x);
  if (!N || !D || P.degree(D) < 1) return symbolicCoverUp(g, n, d, x, ctx);
  if (P.degree(D) === 2 && P.degree(N) <= 1) {
    const lq = linearOverQuadratic(g, x);
    if (lq) return lq;
  }
  const steps: StepDraft[] = [];
  let poly: Q[] = [R.ZERO];
  let rem = N;
  if (P.degree(N) >= P.degree(D)) {
    [poly, rem] = P.pdivmod(N, D);
    const q = P.fromQ(poly, x);
    steps.push(step('Divide the polynomials', 'Diviser les polynômes',
      'The degree of the numerator is at least that of the denominator, so first do the long division.',
      "Le degré du numérateur est supérieur ou égal à celui du dénominateur : on commence par la division euclidienne.",
      `${tex(g)} = ${plusTex(q, X.div(P.fromQ(rem, x), d))}`));
  }
  const pieces: Expr[] = [];
  if (!(rem.length === 1 && R.isZero(rem[0]))) {
    if (P.degree(D) === 1 || (P.degree(D) === 2 && P.factorQ(D).factors.length === 1 && P.factorQ(D).factors[0].mult === 1 && P.degree(rem) === 0)) {
      pieces.push(X.div(P.fromQ(rem, x), P.fromQ(D, x)));
    } else {
      const given: Q[][] = [];
      for (const f of X.factors(d)) {
        if (X.free(f, x)) continue;
        const base = f.k === 'pow' && f.exp.k === 'num' && f.exp.v.d === 1n && f.exp.v.n > 0n ? f.base : f;
        const times = base === f ? 1 : Number((f as { exp: { v: Q } }).exp.v.n);
        const c = P.qcoeffs(base, x);
        if (!c) break;
        for (let i = 0; i < times; i++) given.push(c);
      }
      const pf = partialFractions(rem, D, given.length ? given : [D]);
      if (!pf) return null;
      const factored = `${R.isOne(pf.lead) ? '' : tex(X.numQ(pf.lead))}${pf.factors.map((f) => factorTex(f, x)).join('')}`;
      // typed already as a product of its factors (1/(x(x + 1))): nothing to factor, and the
      // decomposition starts from the fraction as the student wrote it
      const typedFactored = given.length > 1 && given.length === pf.factors.reduce((n, f) => n + f.mult, 0);
      if (!typedFactored && (pf.factors.length > 1 || pf.factors[0].mult > 1)) {
        steps.push(step('Factor the denominator', 'Factoriser le dénominateur',
          'Find the roots of the denominator (rational-root test) and write it as a product of linear and irreducible quadratic factors.',
          'On cherche les racines du dénominateur (racines rationnelles) pour l’écrire comme produit de facteurs du premier degré et de facteurs du second degré irréductibles.',
          `${tex(P.fromQ(D, x))} = ${factored}`));
      }
      for (const p of pf.pieces) pieces.push(X.div(P.fromQ(p.num, x), X.pow(P.fromQ(p.factor, x), X.num(p.power))));
      const remExpr = X.div(P.fromQ(rem, x), typedFactored ? d : P.fromQ(D, x));
      steps.push(step('Decompose into partial fractions', 'Décomposer en éléments simples',
        'Write one fraction per factor (a constant over each linear factor and each of its powers, a linear numerator over each quadratic factor); the unknown numerators are found by multiplying out and equating coefficients.',
        'On écrit une fraction par facteur (une constante sur chaque facteur du premier degré et ses puissances, un numérateur du premier degré sur chaque facteur du second degré) ; les numérateurs se trouvent en identifiant les coefficients.',
        `${tex(remExpr)} = ${pieces.map((p) => tex(p)).join(' + ').replace(/\+ -/g, '- ')}`));
    }
  }
  const all = [P.fromQ(poly, x), ...pieces].filter((e) => !X.isZero(e));
  if (all.length === 1 && steps.length === 0) return null; // nothing was decomposed: not this rule's job
  let F: Expr = X.ZERO;
  const sub: StepDraft[] = [];
  for (const piece of all) {
    const r = integratePiece(piece, x, ctx);
    if (!r) return null;
    F = X.add(F, r.F);
    sub.push(...r.steps);
  }
  steps.push(...sub);
  steps.push(step('Add the results', 'Additionner les résultats',
    'The antiderivative is the sum of the antiderivatives of the pieces.', 'La primitive est la somme des primitives des morceaux.',
    `${intTex(g, x)} = ${toLatex(F)}`));
  return { F, steps };
};

function integratePiece(piece: Expr, x: Expr, ctx: IntCtx): Integration | null {
  const r = linearOverQuadratic(piece, x);
  return r ?? ctx.integrate(piece, x, ctx);
}

/**
 * (Bx + C)/(x² + px + q) with no real roots: split off a multiple of the derivative of the
 * denominator (a logarithm) and complete the square for the rest (an arctangent).
 */
export function linearOverQuadratic(g: Expr, x: Expr): Integration | null {
  const [n, d] = X.numDen(g);
  const N = P.qcoeffs(n, x);
  const D = P.qcoeffs(d, x);
  if (!N || !D || P.degree(D) !== 2 || P.degree(N) > 1) return null;
  const [c0, c1, c2] = D;
  const disc = R.sub(R.mul(c1, c1), R.mul(R.q(4n), R.mul(c2, c0)));
  if (R.sign(disc) >= 0) return null;
  const B = N[1] ?? R.ZERO;
  const C = N[0] ?? R.ZERO;
  // N = (B / 2a)·D' + (C − B b / 2a)
  const k1 = R.div(B, R.mul(R.q(2n), c2));
  const k2 = R.sub(C, R.mul(k1, c1));
  const h = R.div(c1, R.mul(R.q(2n), c2)); // x + h
  const m = R.div(R.neg(disc), R.mul(R.q(4n), R.mul(c2, c2))); // (x + h)² + m
  const sm = X.sqrt(X.numQ(m));
  const Dx = P.fromQ(D, x);
  const logPart = X.mul(X.numQ(k1), X.fn('ln', R.sign(c2) > 0 ? Dx : X.fn('abs', Dx)));
  const atanPart = X.mul(X.numQ(R.div(k2, c2)), X.pow(sm, X.MINUS_ONE), X.fn('atan', X.div(X.add(x, X.numQ(h)), sm)));
  const F = X.add(logPart, atanPart);
  const shifted = X.add(X.sq(X.add(x, X.numQ(h))), X.numQ(m));
  const steps: StepDraft[] = [];
  if (!R.isZero(k1)) {
    steps.push(step('Split off the derivative of the denominator', 'Faire apparaître la dérivée du dénominateur',
      `The denominator has no real roots. Write the numerator as a multiple of the derivative ${tex(P.fromQ([c1, R.mul(R.q(2n), c2)], x))} plus a constant: the first part integrates to a logarithm.`,
      `Le dénominateur n'a pas de racine réelle. On écrit le numérateur comme un multiple de la dérivée du dénominateur plus une constante : la première partie s'intègre en logarithme.`,
      `${intTex(g, x)} = ${tex(X.numQ(k1))}${intTex(X.div(P.fromQ([c1, R.mul(R.q(2n), c2)], x), Dx), x)} + ${tex(X.numQ(k2))}${intTex(X.div(X.ONE, Dx), x)}`));
  }
  // with no term in x the denominator is already a square plus a constant: nothing to complete
  if (!R.isZero(k2) && !R.isZero(h)) {
    steps.push(step('Complete the square', 'Mettre sous forme canonique',
      'Complete the square in the denominator to recognise the arctangent formula ∫du/(u² + a²) = (1/a) arctan(u/a).',
      'On met le dénominateur sous forme canonique pour reconnaître ∫du/(u² + a²) = (1/a) arctan(u/a).',
      `${tex(Dx)} = ${R.isOne(c2) ? '' : tex(X.numQ(c2))}\\left(${tex(shifted)}\\right)`));
  }
  steps.push(step('Integrate', 'Intégrer', 'Logarithm for the first part, arctangent for the second.', 'Logarithme pour la première partie, arctangente pour la seconde.',
    `${intTex(g, x)} = ${toLatex(F)}`));
  return { F, steps };
}

/** Long division of polynomials with symbolic coefficients (lists c0, c1, …): quotient and remainder. */
function symbolicDivmod(N: Expr[], D: Expr[]): [Expr[], Expr[]] {
  const q: Expr[] = Array.from({ length: N.length - D.length + 1 }, () => X.ZERO);
  const r = [...N];
  const lead = D[D.length - 1];
  for (let k = N.length - D.length; k >= 0; k--) {
    const c = X.cancel(X.div(r[k + D.length - 1], lead));
    q[k] = c;
    for (let j = 0; j < D.length; j++) r[k + j] = X.cancel(X.expand(X.sub(r[k + j], X.mul(c, D[j]))));
  }
  return [q, r.slice(0, D.length - 1)];
}

const polyOf = (cs: readonly Expr[], x: Expr): Expr => X.add(...cs.map((c, i) => X.mul(c, X.pow(x, X.num(i)))));

/**
 * Denominators with parameters, already factored into distinct linear factors (a + bx)(c + dx)
 * or into (x² + c)'s: divide first when the numerator's degree is too high, then one fraction per
 * factor by the cover-up method.
 */
function symbolicCoverUp(g: Expr, n: Expr, d: Expr, x: Expr, ctx: IntCtx): Integration | null {
  const fs = X.factors(d).filter((f) => !X.free(f, x));
  if (fs.length < 1) return null;
  const constPart = X.mul(...X.factors(d).filter((f) => X.free(f, x)));
  // Variable t = x (linear factors) or t = x² (factors x² + c, numerator even in x).
  const roots: Expr[] = [];
  const quad = fs.length >= 2 && fs.every((f) => {
    const c = P.coeffs(f, x, 2);
    return c && c.length === 3 && X.isZero(c[1]) && X.isOne(c[2]);
  });
  const lin = fs.every((f) => {
    const c = P.coeffs(f, x, 1);
    return c && c.length === 2 && !X.isZero(c[1]);
  });
  if (quad) {
    for (const f of fs) roots.push(X.neg(P.coeffs(f, x, 2)![0]));
  } else if (lin) {
    for (const f of fs) {
      const [c0, c1] = P.coeffs(f, x, 1)!;
      roots.push(X.cancel(X.neg(X.div(c0, c1))));
    }
    // distinct factors only (a repeated one needs more than the cover-up)
    for (let i = 0; i < roots.length; i++) for (let j = 0; j < i; j++) if (X.isZero(X.cancel(X.expand(X.sub(roots[i], roots[j]))))) return null;
  } else return null;
  const nc = P.coeffs(n, x);
  if (!nc) return null;
  if (quad && nc.some((c, i) => i % 2 === 1 && !X.isZero(c))) return null;
  const degT = quad ? (nc.length - 1) / 2 : nc.length - 1;
  const steps: StepDraft[] = [];
  let quotient: Expr = X.ZERO;
  let numer = n;
  if (degT >= fs.length) {
    // (a + bx)/(c + dx), x²/(a + bx): long division leaves a proper fraction
    if (quad) return null;
    const dc = P.coeffs(X.expand(d), x);
    if (!dc) return null;
    const [q, r] = symbolicDivmod(nc, dc);
    quotient = polyOf(q, x);
    numer = polyOf(r, x);
    steps.push(step('Divide the polynomials', 'Diviser les polynômes',
      'The degree of the numerator is at least that of the denominator, so first do the long division.',
      "Le degré du numérateur est supérieur ou égal à celui du dénominateur : on commence par la division euclidienne.",
      `${tex(g)} = ${plusTex(quotient, X.div(numer, d))}`));
  } else if (fs.length < 2) return null;
  const T = X.sym('T');
  const nT = quad ? X.add(...nc.map((c, i) => X.mul(c, X.pow(T, X.numQ(R.q(i, 2)))))) : X.subs(numer, x, T);
  const pieces: Expr[] = [];
  for (let i = 0; i < fs.length; i++) {
    let den: Expr = constPart;
    for (let j = 0; j < fs.length; j++) {
      if (j === i) continue;
      den = X.mul(den, quad ? X.sub(roots[i], roots[j]) : X.cancel(X.expand(X.subs(fs[j], x, roots[i]))));
    }
    // the cover-up value, over the leading coefficient of a linear factor b(x − r)
    const lead = quad ? X.ONE : P.coeffs(fs[i], x, 1)![1];
    const A = X.cancel(X.div(X.mul(X.subs(nT, T, roots[i]), lead), X.mul(den, lead)));
    if (!X.isZero(A)) pieces.push(X.div(A, fs[i]));
  }
  if (fs.length >= 2) {
    steps.push(step('Decompose into partial fractions', 'Décomposer en éléments simples',
      `The denominator is a product of distinct factors in ${quad ? 'x²' : 'x'}: write one fraction per factor and find each numerator by the cover-up method (cover the factor and evaluate the rest at its root).`,
      `Le dénominateur est un produit de facteurs distincts en ${quad ? 'x²' : 'x'} : une fraction par facteur, chaque numérateur s'obtient en masquant le facteur et en évaluant le reste en sa racine.`,
      `${tex(X.div(numer, d))} = ${pieces.map((p) => tex(p)).join(' + ').replace(/\+ -/g, '- ')}`));
  }
  let F: Expr = X.ZERO;
  for (const p of [quotient, ...pieces]) {
    if (X.isZero(p)) continue;
    const r = ctx.integrate(p, x, ctx);
    if (!r) return null;
    F = X.add(F, r.F);
    steps.push(...r.steps);
  }
  steps.push(step('Add the results', 'Additionner les résultats',
    'The antiderivative is the sum of the antiderivatives of the pieces.', 'La primitive est la somme des primitives des morceaux.',
    `${intTex(g, x)} = ${toLatex(F)}`));
  return { F, steps };
}

/** a + b written with b's sign: 1 − 1/(x² + 1), not 1 + −1/(x² + 1). */
function plusTex(a: Expr, b: Expr): string {
  return X.isNegative(b) ? `${tex(a)} - ${tex(X.neg(b))}` : `${tex(a)} + ${tex(b)}`;
}
