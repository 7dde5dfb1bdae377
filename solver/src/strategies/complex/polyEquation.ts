import { freeSymbols, hasSymbol, type MathNode } from '../../cas/node';
import { nodeToQ, Q } from '../../cas/rational';
import { SolverError } from '../../errors';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { evaluateAscii, type NumValue } from '../../verify/numeric';
import { rootsSatisfy } from '../../verify/roots';
import { asRelation, chooseUnknown, readAlgebra, solutionsAnswer, step } from '../algebra/common';
import { sortRoots } from '../algebra/roots';
import { C } from './gaussian';
import { nthRootsOutcome } from './nthRoots';
import { addC, algebraicSqrt, ALPHA_BETA, asGaussian, cradNode, cradOf, mulC, negC, type CRad } from './radicals';

/**
 * Polynomial equations in ℂ with complex coefficients — z² = 3 + 4i, z² − (1 + i)z + i = 0,
 * (1 + i)x = 2, x³ = 8i — asked in ℂ or written with i (an equation with i is about complex
 * numbers). Square roots are taken in algebraic form (a + bi with a² − b² = Re w, 2ab = Im w),
 * the quadratic formula uses a square root δ of Δ, and every root is exact. Checked by
 * substitution and by the degree: the roots, with multiplicity, rebuild the polynomial.
 * Real coefficients are left to the polynomial strategies, which answer in ℂ when asked.
 */

const MAX_DEGREE = 24;

/** c[k] multiplies x^k, with Gaussian rational coefficients; null when n is not such a polynomial. */
export function gaussianPoly(n: MathNode, x: string): C[] | null {
  const q = nodeToQ(n);
  if (q) return [C.real(q)];
  if (typeof n === 'string') return n === x ? [C.real(Q.ZERO), C.real(Q.ONE)] : n === 'ImaginaryUnit' ? [C.I] : null;
  if (!Array.isArray(n)) return null;
  const args = (n.slice(1) as MathNode[]).map((a) => (n[0] === 'Power' ? a : gaussianPoly(a, x)));
  switch (n[0]) {
    case 'Add':
      return (args as Array<C[] | null>).reduce<C[] | null>((s, a) => (s && a ? addP(s, a) : null), [C.real(Q.ZERO)]);
    case 'Subtract': {
      const [a, b] = args as Array<C[] | null>;
      return a && b ? addP(a, b.map((c) => c.neg())) : null;
    }
    case 'Negate': {
      const [a] = args as Array<C[] | null>;
      return a ? a.map((c) => c.neg()) : null;
    }
    case 'Multiply':
      return (args as Array<C[] | null>).reduce<C[] | null>((s, a) => (s && a ? mulP(s, a) : null), [C.real(Q.ONE)]);
    case 'Divide': {
      const [a, b] = args as Array<C[] | null>;
      if (!a || !b || trim(b).length !== 1 || b[0].isZero()) return null;
      return a.map((c) => c.div(b[0]));
    }
    case 'Complex': {
      const re = nodeToQ(n[1] as MathNode);
      const im = nodeToQ(n[2] as MathNode);
      return re && im ? [new C(re, im)] : null;
    }
    case 'Power': {
      const base = gaussianPoly(n[1] as MathNode, x);
      const e = nodeToQ(n[2] as MathNode);
      if (!base || !e || !e.isInt()) return null;
      const k = Number(e.n);
      if (trim(base).length === 1) {
        if (base[0].isZero() && k <= 0) return null;
        return [base[0].pow(k)];
      }
      if (k < 0 || k * (base.length - 1) > MAX_DEGREE) return null;
      let out: C[] = [C.real(Q.ONE)];
      for (let j = 0; j < k; j++) out = mulP(out, base);
      return out;
    }
    default:
      return null;
  }
}

function trim(p: C[]): C[] {
  const out = [...p];
  while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
  return out;
}

function addP(a: C[], b: C[]): C[] {
  const out: C[] = [];
  for (let k = 0; k < Math.max(a.length, b.length); k++) out.push((a[k] ?? C.real(Q.ZERO)).add(b[k] ?? C.real(Q.ZERO)));
  return trim(out);
}

function mulP(a: C[], b: C[]): C[] {
  const out: C[] = Array.from({ length: a.length + b.length - 1 }, () => C.real(Q.ZERO));
  a.forEach((u, i) => b.forEach((v, j) => (out[i + j] = out[i + j].add(u.mul(v)))));
  return trim(out);
}

/** The polynomial written with its unknown, in LaTeX (x² − (1 + i)x + i). */
function polyLatex(p: C[], x: string): string {
  const terms: string[] = [];
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k];
    if (c.isZero()) continue;
    const pow = k === 0 ? '' : k === 1 ? x : `${x}^{${k}}`;
    let coef: string;
    if (k > 0 && c.re.isOne() && c.im.isZero()) coef = '';
    else if (k > 0 && c.re.eq(Q.MINUS_ONE) && c.im.isZero()) coef = '-';
    else if (k > 0 && !c.re.isZero() && !c.im.isZero()) coef = `\\left(${c.toLatex()}\\right)`;
    else coef = c.toLatex();
    terms.push(`${coef}${pow}`);
  }
  return terms.join(' + ').replace(/\+ -/g, '- ') || '0';
}

const cL = (c: C): string => ((!c.re.isZero() && !c.im.isZero()) || c.toLatex().startsWith('-') ? `\\left(${c.toLatex()}\\right)` : c.toLatex());

interface Solved {
  /** The roots with their multiplicity (a double root twice). */
  roots: CRad[];
  steps: StepDraft[];
  method: string;
}

/** a·x + b = 0. */
function linear(p: C[], x: string): Solved {
  const z = p[0].neg().div(p[1]);
  return {
    method: 'complex.equation.linear',
    roots: [cradOf(z)],
    steps: [
      step(
        text(`Isolate ${x}`, `Isoler ${x}`),
        text(
          `${x} = −b/a: multiply the numerator and the denominator by the conjugate of a, so the denominator becomes the real number |a|².`,
          `${x} = −b/a : on multiplie le numérateur et le dénominateur par le conjugué de a, le dénominateur devient le réel |a|².`,
        ),
        `${cL(p[1])}\\,${x} = ${p[0].neg().toLatex()} \\;\\Rightarrow\\; ${x} = \\frac{${p[0].neg().toLatex()}}{${p[1].toLatex()}} = ${z.toLatex()}`,
      ),
    ],
  };
}

/** x² = w, w a Gaussian rational: ±δ in algebraic form. */
function squareRoot(w: C, x: string): Solved {
  const { delta, steps } = algebraicSqrt(w.re, w.im.mul(w.im), w.im.sign(), 'w');
  return { method: 'complex.equation.square_root', roots: [delta, negC(delta)], steps: [step(text(`${x}² = w`, `${x}² = w`), text(`The solutions are the two square roots of w = ${w.toAscii()}.`, `Les solutions sont les deux racines carrées de w = ${w.toAscii()}.`), `${x}^{2} = ${w.toLatex()}`), ...steps] };
}

/** a·x² + b·x + c = 0 by Δ = b² − 4ac and a square root δ of Δ. */
function quadratic(p: C[], x: string, name = x): Solved {
  const [c, b, a] = p;
  const disc = b.mul(b).sub(C.real(Q.of(4)).mul(a).mul(c));
  const steps: StepDraft[] = [
    step(
      text('Compute the discriminant', 'Calculer le discriminant'),
      text(`With a = ${a.toAscii()}, b = ${b.toAscii()}, c = ${c.toAscii()}: Δ = b² − 4ac, computed with i² = −1.`, `Avec a = ${a.toAscii()}, b = ${b.toAscii()}, c = ${c.toAscii()} : Δ = b² − 4ac, calculé avec i² = −1.`),
      `\\Delta = ${cL(b)}^{2} - 4 \\times ${cL(a)} \\times ${cL(c)} = ${disc.toLatex()}`,
    ),
  ];
  const inv2a = C.real(Q.ONE).div(C.real(Q.of(2)).mul(a));
  const mid = cradOf(b.neg().mul(inv2a));
  if (disc.isZero()) {
    steps.push(step(text('One double root', 'Une racine double'), text(`Δ = 0, so ${name} = −b/(2a).`, `Δ = 0, donc ${name} = −b/(2a).`), `${name} = ${toLatex(cradNode(mid))}`));
    return { method: 'complex.equation.quadratic', roots: [mid, mid], steps };
  }
  const sq = algebraicSqrt(disc.re, disc.im.mul(disc.im), disc.im.sign(), 'Δ', ALPHA_BETA);
  steps.push(...sq.steps);
  const r1 = addC(mid, mulC(negC(sq.delta), inv2a));
  const r2 = addC(mid, mulC(sq.delta, inv2a));
  const twoA = C.real(Q.of(2)).mul(a);
  steps.push(
    step(
      text('Apply the quadratic formula', 'Appliquer la formule du second degré'),
      text(
        `In ℂ every Δ ≠ 0 has two square roots ±δ, and the roots are ${name} = (−b ± δ)/(2a); divide by a complex number by multiplying by its conjugate.`,
        `Dans ℂ, tout Δ ≠ 0 a deux racines carrées ±δ, et les racines sont ${name} = (−b ± δ)/(2a) ; on divise par un complexe en multipliant par son conjugué.`,
      ),
      `${name} = \\frac{${b.neg().toLatex()} \\pm \\left(${toLatex(cradNode(sq.delta))}\\right)}{${twoA.toLatex()}} \\;\\Rightarrow\\; ${name}_{1} = ${toLatex(cradNode(r1))},\\quad ${name}_{2} = ${toLatex(cradNode(r2))}`,
    ),
  );
  return { method: 'complex.equation.quadratic', roots: [r1, r2], steps };
}

/** a·x⁴ + b·x² + c = 0: the quadratic in u = x², then the square roots of each u. */
function biquadratic(p: C[], x: string): Solved | null {
  const q = quadratic([p[0], p[2], p[4]], x, 'u');
  const us = q.roots.map(asGaussian);
  if (us.some((u) => u === null)) return null;
  const steps: StepDraft[] = [
    step(
      text(`Substitute u = ${x}²`, `Poser u = ${x}²`),
      text(`Only ${x}⁴ and ${x}² appear: with u = ${x}² the equation is a quadratic in u.`, `Seuls ${x}⁴ et ${x}² apparaissent : avec u = ${x}², l'équation est du second degré en u.`),
      `${polyLatex([p[0], p[2], p[4]], 'u')} = 0`,
    ),
    ...q.steps,
  ];
  const roots: CRad[] = [];
  (us as C[]).forEach((u, k) => {
    if (u.isZero()) {
      roots.push(cradOf(u), cradOf(u));
      return;
    }
    const sq = algebraicSqrt(u.re, u.im.mul(u.im), u.im.sign(), `u${k === 0 ? '₁' : '₂'}`);
    steps.push(...sq.steps);
    roots.push(sq.delta, negC(sq.delta));
  });
  steps.push(step(text(`Back to ${x}`, `Revenir à ${x}`), text(`${x}² = u: each value of u gives its two square roots.`, `${x}² = u : chaque valeur de u donne ses deux racines carrées.`)));
  return { method: 'complex.equation.biquadratic', roots, steps };
}

/** The polynomial's roots in ℂ with the steps, or null when no method here applies. */
function solvePoly(p: C[], x: string): Solved | null {
  const deg = p.length - 1;
  // x = 0 is a root as many times as x divides the polynomial: factor it out first.
  const low = p.findIndex((c) => !c.isZero());
  if (low > 0) {
    const rest = p.slice(low);
    const inner = rest.length > 1 ? solvePoly(rest, x) : { roots: [], steps: [], method: 'complex.equation' };
    if (!inner) return null;
    const factored = `${low === 1 ? x : `${x}^{${low}}`}\\left(${polyLatex(rest, x)}\\right) = 0`;
    return {
      method: inner.method,
      roots: [...Array.from({ length: low }, () => cradOf(C.real(Q.ZERO))), ...inner.roots],
      steps: [
        step(text(`Factor out ${x}`, `Mettre ${x} en facteur`), text(`A product is zero when one of its factors is: ${x} = 0, or the other factor is zero.`, `Un produit est nul quand l'un de ses facteurs l'est : ${x} = 0, ou l'autre facteur est nul.`), factored),
        ...inner.steps,
      ],
    };
  }
  if (deg === 1) return linear(p, x);
  if (p.slice(1, deg).every((c) => c.isZero()) && deg === 2) return squareRoot(p[0].neg().div(p[2]), x);
  if (deg === 2) return quadratic(p, x);
  if (deg === 4 && p[1].isZero() && p[3].isZero()) return biquadratic(p, x);
  return null;
}

/** The roots (with multiplicity) rebuild the monic polynomial: nothing is missing or extra. */
function completeByDegree(p: C[], roots: NumValue[]): boolean {
  const deg = p.length - 1;
  if (roots.length !== deg) return false;
  let prod: NumValue[] = [{ re: 1, im: 0 }];
  for (const r of roots) {
    const next: NumValue[] = Array.from({ length: prod.length + 1 }, () => ({ re: 0, im: 0 }));
    prod.forEach((c, k) => {
      next[k + 1].re += c.re;
      next[k + 1].im += c.im;
      next[k].re -= c.re * r.re - c.im * r.im;
      next[k].im -= c.re * r.im + c.im * r.re;
    });
    prod = next;
  }
  const lead = { re: p[deg].re.toNumber(), im: p[deg].im.toNumber() };
  const scale = Math.max(1, ...p.map((c) => Math.hypot(c.re.toNumber(), c.im.toNumber())));
  return p.every((c, k) => {
    const want = { re: c.re.toNumber(), im: c.im.toNumber() };
    const got = { re: prod[k].re * lead.re - prod[k].im * lead.im, im: prod[k].re * lead.im + prod[k].im * lead.re };
    return Math.hypot(want.re - got.re, want.im - got.im) <= 1e-8 * scale;
  });
}

const unsupported = (): SolverError =>
  new SolverError(
    'unsupported',
    text(
      'Solving this equation in ℂ is not supported yet: only linear, quadratic and biquadratic equations and zⁿ = w are.',
      "La résolution de cette équation dans ℂ n'est pas encore prise en charge : seules les équations du premier et du second degré, bicarrées et zⁿ = w le sont.",
    ),
  );

export const complexPolyEquationStrategy: Strategy = {
  name: 'complex.equation',
  solve(problem: ProblemInput): Outcome | null {
    const input = readAlgebra(problem);
    if (!input) return null;
    const { node, cmd } = input;
    if (cmd.domain && cmd.domain.kind !== 'complex') return null;
    if (!hasSymbol(node, 'ImaginaryUnit')) return null;
    const rel = asRelation(node) ?? (cmd.task === 'solve' ? { op: 'Equal' as const, lhs: node, rhs: 0 } : null);
    if (!rel || rel.op !== 'Equal') return null;
    const x = chooseUnknown(node, cmd);
    if (!x || freeSymbols(node).size !== 1 || !freeSymbols(node).has(x)) return null;
    const l = gaussianPoly(rel.lhs, x);
    const r = gaussianPoly(rel.rhs, x);
    if (!l || !r) return null;
    const p = addP(l, r.map((c) => c.neg()));
    // Real coefficients (the i cancelled out): the polynomial strategies' equation.
    if (p.length < 2 || p.every((c) => c.isReal())) return null;
    const deg = p.length - 1;
    if (deg >= 3 && p.slice(1, deg).every((c) => c.isZero())) {
      const nth = nthRootsOutcome(deg, cradNodeOf(p[0].neg().div(p[deg])), x);
      if (nth) return nth;
    }
    const solved = solvePoly(p, x);
    if (!solved) throw unsupported();
    const steps: StepDraft[] = [];
    // x² = w is read as it stands; otherwise the equation is written P(x) = 0 unless it already is.
    const product = Array.isArray(rel.lhs) && ['Multiply', 'Power', 'Negate'].includes(rel.lhs[0] as string);
    if (solved.method !== 'complex.equation.square_root' && (!(r.length === 1 && r[0].isZero()) || product)) {
      steps.push(step(text('Bring every term to one side', 'Tout ramener dans un membre'), text(`Subtract the right-hand side, expand with i² = −1 and collect the terms by powers of ${x}.`, `On soustrait le membre de droite, on développe avec i² = −1 et on regroupe les termes selon les puissances de ${x}.`), `${polyLatex(p, x)} = 0`));
    }
    steps.push(...solved.steps);
    const withMultiplicity = solved.roots.map(cradNode);
    const distinct = sortRoots(withMultiplicity);
    const { answer, finalAnswer } = solutionsAnswer(x, distinct, true);
    steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
    const values = withMultiplicity.map((n) => evaluateAscii(toAscii(n)));
    const satisfied = rootsSatisfy(toAscii(rel.lhs), toAscii(rel.rhs), x, distinct.map(toAscii));
    const complete = values.every((v) => v !== null) && completeByDegree(p, values as NumValue[]);
    return {
      method: solved.method,
      category: 'complex',
      steps,
      answer,
      finalAnswer,
      verified: satisfied && complete,
      verification: text(
        `Each root was substituted back into the equation (mathjs), and the roots counted with multiplicity rebuild the polynomial of degree ${deg}, so none is missing.`,
        `Chaque racine a été remplacée dans l'équation (mathjs), et les racines comptées avec multiplicité redonnent le polynôme de degré ${deg} : aucune ne manque.`,
      ),
    };
  },
};

const cradNodeOf = (c: C): MathNode => cradNode(cradOf(c));
