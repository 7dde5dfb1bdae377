import { factoredNode, factorPoly } from '../../cas/factor';
import type { MathNode } from '../../cas/node';
import { casSolve } from '../../cas';
import { Poly } from '../../cas/poly';
import { gcd, lcm, Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import { evaluateAscii } from '../../verify/numeric';
import { polyRootsNumeric } from '../../verify/polyroots';
import { step } from './common';

/**
 * Roots of polynomials with the steps a teacher writes: linear isolation, the discriminant and
 * the quadratic formula, the rational-root test and division, u = x² substitution, zero-product.
 */

/** √(n/d) = k·√m with m square-free (k rational). */
export function surd(q: Q): { k: Q; m: bigint } {
  let r = q.n * q.d; // √(n/d) = √(n·d)/d
  let k = 1n;
  for (let f = 2n; f * f <= r && f < 100000n; f++) {
    while (r % (f * f) === 0n) {
      r /= f * f;
      k *= f;
    }
  }
  return { k: new Q(k, q.d), m: r };
}

/** p + s·√m (or p + s·i·√m) as one fraction: (P + S√m)/D. */
export function surdNode(p: Q, s: Q, m: bigint, imaginary: boolean): MathNode {
  const rad: MathNode[] = [];
  if (m !== 1n) rad.push(['Sqrt', Number(m)]);
  if (imaginary) rad.push('ImaginaryUnit');
  const D = lcm(p.d, s.d);
  const P = p.mul(new Q(D));
  const S = s.mul(new Q(D));
  const sAbs = S.abs();
  const radTerm: MathNode = rad.length === 0 ? sAbs.toNode() : sAbs.isOne() ? (rad.length === 1 ? rad[0] : ['Multiply', ...rad]) : ['Multiply', sAbs.toNode(), ...rad];
  const signed: MathNode = S.sign() < 0 ? ['Negate', radTerm] : radTerm;
  const numer: MathNode = P.isZero() ? signed : ['Add', P.toNode(), signed];
  return D === 1n ? numer : ['Divide', numer, Number(D)];
}

export interface RootsResult {
  roots: MathNode[];
  steps: StepDraft[];
}

/** ax² + bx + c = 0 by the discriminant (the caller has already tried factoring). */
export function quadraticFormula(p: Poly, x: string, complex: boolean): RootsResult {
  const a = p.coef(2);
  const b = p.coef(1);
  const c = p.coef(0);
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
  const steps: StepDraft[] = [];
  steps.push(
    step(
      text('Compute the discriminant', 'Calculer le discriminant'),
      text(
        `With a = ${a}, b = ${b}, c = ${c}, the discriminant Δ = b² − 4ac tells how many roots there are.`,
        `On calcule le discriminant Δ = b² − 4ac avec a = ${a}, b = ${b}, c = ${c} : son signe donne le nombre de solutions.`,
      ),
      `\\Delta = ${paren(b)}^2 - 4 \\times ${paren(a)} \\times ${paren(c)} = ${disc.toLatex()}`,
    ),
  );
  const p0 = b.neg().div(Q.of(2).mul(a));
  if (disc.isZero()) {
    steps.push(
      step(
        text('One double root', 'Δ = 0 : une solution double'),
        text('Δ = 0, so there is exactly one root: x = −b / (2a).', "Δ = 0 donc l'équation admet une unique solution (racine double) : x₀ = −b / (2a)."),
        `${x} = \\frac{-${paren(b)}}{2 \\times ${paren(a)}} = ${p0.toLatex()}`,
      ),
    );
    return { roots: [p0.toNode()], steps };
  }
  if (disc.sign() < 0 && !complex) {
    steps.push(
      step(
        text('No real root', 'Δ < 0 : pas de solution réelle'),
        text('Δ < 0: a square root of a negative number is not real, so the equation has no real solution.', "Δ < 0 donc l'équation n'admet pas de solution réelle."),
        `\\Delta = ${disc.toLatex()} < 0`,
      ),
    );
    return { roots: [], steps };
  }
  const { k, m } = surd(disc.abs());
  const s = k.div(Q.of(2).mul(a)).abs();
  const imaginary = disc.sign() < 0;
  const r1 = m === 1n && !imaginary ? p0.sub(s).toNode() : surdNode(p0, s.neg(), m, imaginary);
  const r2 = m === 1n && !imaginary ? p0.add(s).toNode() : surdNode(p0, s, m, imaginary);
  steps.push(
    step(
      imaginary ? text('Two complex roots', 'Δ < 0 : deux solutions complexes conjuguées') : text('Apply the quadratic formula', 'Δ > 0 : deux solutions réelles'),
      imaginary
        ? text('Δ < 0: in ℂ, √Δ = i√|Δ|, which gives two conjugate roots x = (−b ± i√|Δ|) / (2a).', "Δ < 0 donc l'équation admet dans ℂ deux solutions complexes conjuguées x = (−b ± i√(−Δ)) / (2a).")
        : text('Δ > 0, so there are two roots x = (−b ± √Δ) / (2a).', "Δ > 0 donc l'équation admet deux solutions réelles x₁ = (−b − √Δ) / (2a) et x₂ = (−b + √Δ) / (2a)."),
      rootsFormula(x, a, b, disc, imaginary, r1, r2),
    ),
  );
  return { roots: [r1, r2], steps };
}

/**
 * The two roots from the formula, with the values put in: x₁ = (5 − 1)/2 = 2, x₂ = (5 + 1)/2 = 3
 * when √Δ is rational, (−b ± √Δ)/(2a) otherwise; a zero b leaves no "−0".
 */
function rootsFormula(x: string, a: Q, b: Q, disc: Q, imaginary: boolean, r1: MathNode, r2: MathNode): string {
  const twoA = Q.of(2).mul(a).toLatex();
  const root = disc.sqrt();
  if (root && !imaginary) {
    const one = (sign: '-' | '+', r: MathNode, k: 1 | 2): string =>
      `${x}_{${k}} = \\frac{-b ${sign} \\sqrt{\\Delta}}{2a} = \\frac{${b.isZero() ? (sign === '-' ? '-' : '') : `${b.neg().toLatex()} ${sign} `}${root.toLatex()}}{${twoA}} = ${toLatex(r)}`;
    return `${one('-', r1, 1)},\\quad ${one('+', r2, 2)}`;
  }
  const top = `${b.isZero() ? '' : `-${paren(b)} `}\\pm ${imaginary ? 'i' : ''}\\sqrt{${disc.abs().toLatex()}}`;
  return `${x} = \\frac{${top}}{2 \\times ${paren(a)}} \\Rightarrow ${x} = ${toLatex(r1)},\\ ${x} = ${toLatex(r2)}`;
}

const paren = (q: Q): string => (q.sign() < 0 ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

/** Roots of one irreducible-over-Q factor (degree ≥ 1). */
function factorRoots(f: Poly, x: string, complex: boolean, ctx: SolveContext): RootsResult {
  if (f.deg === 1) return { roots: [f.coef(0).neg().div(f.coef(1)).toNode()], steps: [] };
  if (f.deg === 2) return quadraticFormula(f, x, complex);
  // Pure powers x^n = c: exact n-th roots (real ones only unless asked in ℂ).
  const middle = f.c.slice(1, f.deg).every((q) => q.isZero());
  if (middle && !complex) {
    const c = f.coef(0).neg().div(f.lead());
    const root: MathNode = ['Power', c.abs().toNode(), ['Rational', 1, f.deg]];
    const roots: MathNode[] = f.deg % 2 === 1 ? [c.sign() < 0 ? ['Negate', root] : root] : c.sign() > 0 ? [['Negate', root], root] : c.isZero() ? [0] : [];
    return {
      roots,
      steps: [
        step(
          text(`Take the ${f.deg}th root`, `Prendre la racine ${f.deg}-ième`),
          text(`${toAscii(f.toNode(x))} = 0 means ${x}^${f.deg} = ${c}.`, `${toAscii(f.toNode(x))} = 0 signifie ${x}^${f.deg} = ${c}.`),
          `${x}^{${f.deg}} = ${c.toLatex()}`,
        ),
      ],
    };
  }
  ctx.checkTime();
  if (!complex && countReal(f) === 0) {
    return {
      roots: [],
      steps: [
        step(
          text('No real root for this factor', 'Pas de racine réelle pour ce facteur'),
          text('This factor keeps the same sign for every real number (it never crosses zero).', 'Ce facteur garde le même signe pour tout réel (il ne s’annule jamais).'),
          `${toLatex(f.toNode(x))} \\neq 0`,
        ),
      ],
    };
  }
  // No rational root and no even structure: the CAS's exact roots, else numeric values.
  const cas = safeCasSolve(['Equal', f.toNode(x), 0], x);
  const exactForm = (r: MathNode): boolean => !/\d\.\d/.test(JSON.stringify(r));
  if (cas && cas.length > 0 && cas.every((r) => exactForm(r) && evaluateAscii(toAscii(r)) !== null)) {
    const keep = complex ? cas : cas.filter((r) => Math.abs(evaluateAscii(toAscii(r))!.im) < 1e-9);
    if (keep.length === (complex ? f.deg : countReal(f))) {
      return { roots: keep, steps: [step(text('Solve the remaining factor', 'Résoudre le facteur restant'), text('This factor has no rational root; its roots are found exactly by formula.', "Ce facteur n'a pas de racine rationnelle ; ses racines s'obtiennent exactement par formule."), `${toLatex(f.toNode(x))} = 0`)] };
    }
  }
  const numeric = polyRootsNumeric(f.c.map((q) => q.toNumber())).filter((z) => complex || Math.abs(z.im) < 1e-7 * Math.max(1, Math.abs(z.re)));
  const nodes = numeric.map((z) => roundNode(z, complex));
  return {
    roots: nodes,
    steps: [
      step(
        text('Approximate the remaining roots', 'Approcher les racines restantes'),
        text('This factor has no rational root and no simple formula: its roots are computed numerically (10 significant digits).', "Ce facteur n'a ni racine rationnelle ni formule simple : ses racines sont calculées numériquement (10 chiffres significatifs)."),
        `${toLatex(f.toNode(x))} = 0`,
      ),
    ],
  };
}

function countReal(f: Poly): number {
  return polyRootsNumeric(f.c.map((q) => q.toNumber())).filter((z) => Math.abs(z.im) < 1e-7 * Math.max(1, Math.abs(z.re))).length;
}

function roundNode(z: { re: number; im: number }, complex: boolean): MathNode {
  const r = (v: number): number => Number(v.toPrecision(10));
  const re = r(z.re);
  if (!complex || Math.abs(z.im) < 1e-12) return re;
  return ['Add', re, ['Multiply', r(z.im), 'ImaginaryUnit']];
}

function safeCasSolve(n: MathNode, x: string): MathNode[] | null {
  try {
    return casSolve(n, x);
  } catch {
    return null;
  }
}

/**
 * All roots of p = 0 by factoring: common factor, rational-root test, u = x², then each factor
 * set to zero (zero-product property).
 */
export function solveByFactoring(p: Poly, x: string, complex: boolean, ctx: SolveContext, showFactoring = true): RootsResult {
  const f = factorPoly(p, () => ctx.checkTime());
  const steps: StepDraft[] = [];
  const fnode = factoredNode(f, x);
  if (showFactoring && f.factors.length > 1 || (f.factors.length === 1 && f.factors[0].mult > 1)) {
    steps.push(
      step(
        text('Factor', 'Factoriser'),
        text(factorWhy(p, f.factors.length).en, factorWhy(p, f.factors.length).fr),
        `${toLatex(p.toNode(x))} = ${toLatex(fnode)}`,
      ),
    );
  }
  const roots: MathNode[] = [];
  const perFactor: string[] = [];
  for (const { p: g } of f.factors) {
    const r = factorRoots(g, x, complex, ctx);
    steps.push(...r.steps);
    roots.push(...r.roots);
    perFactor.push(`${toLatex(g.toNode(x))} = 0 ${r.roots.length ? `\\Rightarrow ${r.roots.map((z) => `${x} = ${toLatex(z)}`).join(',\\ ')}` : '\\text{ : } \\varnothing'}`);
  }
  if (f.factors.length > 1 || (f.factors.length === 1 && f.factors[0].mult > 1)) {
    steps.push(
      step(
        text('Zero-product property', 'Produit nul'),
        text('A product is zero exactly when one of its factors is zero: set each factor to zero.', "Un produit est nul si et seulement si l'un de ses facteurs est nul : on annule chaque facteur."),
        perFactor.join(' \\quad '),
      ),
    );
  }
  return { roots: sortRoots(roots), steps };
}

function factorWhy(p: Poly, count: number): { en: string; fr: string } {
  if (p.deg >= 3)
    return {
      en: `Rational-root test: the candidates ±p/q (p divides the constant term, q the leading coefficient) that make it zero give factors; dividing them out leaves ${count > 1 ? 'the other factors' : 'the rest'}.`,
      fr: `Racines rationnelles : les candidats ±p/q (p divise le terme constant, q le coefficient dominant) qui l'annulent donnent des facteurs ; la division par ceux-ci donne ${count > 1 ? 'les autres facteurs' : 'le reste'}.`,
    };
  return {
    en: 'Write the polynomial as a product (common factor, identity, or two numbers with product ac and sum b).',
    fr: 'On écrit le polynôme comme un produit (facteur commun, identité remarquable, ou deux nombres de produit ac et de somme b).',
  };
}

/** Real roots in increasing order; complex ones by real then imaginary part; duplicates removed. */
export function sortRoots(roots: MathNode[]): MathNode[] {
  const withV = roots.map((n) => ({ n, v: evaluateAscii(toAscii(n)) ?? { re: 0, im: 0 } }));
  withV.sort((a, b) => a.v.re - b.v.re || a.v.im - b.v.im);
  const out: typeof withV = [];
  for (const r of withV) if (!out.some((o) => Math.abs(o.v.re - r.v.re) < 1e-12 && Math.abs(o.v.im - r.v.im) < 1e-12)) out.push(r);
  return out.map((r) => r.n);
}

/** The least common denominator of every coefficient (to clear fractions in one step). */
export function lcdOf(...ps: Poly[]): bigint {
  let l = 1n;
  for (const p of ps) for (const c of p.c) l = lcm(l, c.d);
  return l;
}

export { gcd };
