import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { expand, freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { rationalRoots, toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyFiniteSum, verifyInfiniteSum, verifyPowerSeriesSum } from '../../verify/series';
import { recognizeSum, type SumProblem } from './sumRecognize';
import { knownSeries } from './knownSeries';
import { approximateSeries } from './numericSeries';
import { antidifferenceSum, type Antidifference } from './antidifference';
import { powerSeriesSum } from './powerSeries';
import { arctanTelescoping, differenceTelescoping, finiteLogTelescoping, logTelescoping, type FunctionTelescoping } from './functionTelescoping';
import { referenceNumericSum, referencePowerSum } from './referencePowerSeries';
import { polynomialExponentialSum } from './polynomialExponential';
import { binomialSum, vandermondeSum, type BinomialSumResult } from './binomialSum';
import { rationalAntidifference, rationalAntidifferenceSteps, vanishesAtInfinity, type RationalAntidifference } from './rationalAntidifference';
import { toAscii as exToAscii, toLatex as exToLatex } from '../derivative/print';

/**
 * Sums: finite sums term by term or by the standard formulas (Σk, Σk², Σk³, geometric) with a
 * symbolic bound, and infinite series (geometric, telescoping, p-series with known values).
 */
const SUM_FORMULAS: Record<number, (n: MathNode) => MathNode> = {
  0: (n) => n,
  1: (n) => ['Divide', ['Multiply', n, ['Add', n, 1]], 2],
  2: (n) => ['Divide', ['Multiply', n, ['Add', n, 1], ['Add', ['Multiply', 2, n], 1]], 6],
  3: (n) => ['Divide', ['Multiply', ['Power', n, 2], ['Power', ['Add', n, 1], 2]], 4],
};
const FORMULA_LATEX = ['\\sum_{k=1}^{N} 1 = N', '\\sum_{k=1}^{N} k = \\frac{N(N+1)}{2}', '\\sum_{k=1}^{N} k^2 = \\frac{N(N+1)(2N+1)}{6}', '\\sum_{k=1}^{N} k^3 = \\left(\\frac{N(N+1)}{2}\\right)^2'];

const ZETA: Record<number, { node: MathNode; ascii: string }> = {
  2: { node: ['Divide', ['Power', 'Pi', 2], 6], ascii: 'pi^2/6' },
  4: { node: ['Divide', ['Power', 'Pi', 4], 90], ascii: 'pi^4/90' },
  6: { node: ['Divide', ['Power', 'Pi', 6], 945], ascii: 'pi^6/945' },
  8: { node: ['Divide', ['Power', 'Pi', 8], 9450], ascii: 'pi^8/9450' },
};

export const sumStrategy: Strategy = {
  name: 'sum',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const sp = recognizeSum(problem.text);
    if (!sp) return null;
    const lo = nodeToQ(sp.lo);
    if (!lo || !lo.isInt()) return null;
    const hi = sp.hi === 'PositiveInfinity' ? null : nodeToQ(sp.hi);
    if (hi && !hi.isInt()) return null;
    const o = sp.hi === 'PositiveInfinity' ? infiniteSum(sp, lo, ctx) ?? splitSum(sp, lo, ctx) : finiteSum(sp, lo, hi, ctx);
    // Recognised as a series: better a clear "not supported" than another strategy misreading Σ.
    if (!o && sp.hi === 'PositiveInfinity') {
      const approx = approximateSeries(sp, Number(lo.n));
      if (approx) return approx;
    }
    if (!o && sp.hi === 'PositiveInfinity') throw new SolverError('unsupported', text('No method here finds the sum of this series.', 'Aucune méthode ne permet ici de trouver la somme de cette série.'));
    return o && sp.intro ? { ...o, steps: [sp.intro, ...o.steps] } : o;
  },
};

/** The parts of a summand written as a sum: (2ⁿ + 3ⁿ)/6ⁿ gives 2ⁿ/6ⁿ and 3ⁿ/6ⁿ. */
function summandParts(n: MathNode): MathNode[] | null {
  if (Array.isArray(n) && n[0] === 'Add' && n.length > 2) return n.slice(1) as MathNode[];
  if (Array.isArray(n) && n[0] === 'Subtract') return [n[1] as MathNode, ['Negate', n[2] as MathNode]];
  if (Array.isArray(n) && n[0] === 'Divide') {
    const top = summandParts(n[1] as MathNode);
    return top && top.map((t) => ['Divide', t, n[2] as MathNode]);
  }
  return null;
}

/**
 * An infinite series whose summand is a sum of terms, each of a known convergent series: the sum
 * of their sums (linearity holds because each converges).
 */
function splitSum(sp: SumProblem, lo: Q, ctx: SolveContext): Outcome | null {
  const parts = summandParts(sp.summand);
  if (!parts || parts.length > 4) return null;
  const solved: Outcome[] = [];
  for (const part of parts) {
    let o: Outcome | null;
    try {
      o = infiniteSum({ ...sp, summand: simplify(part), summandText: toAscii(part) }, lo, ctx);
    } catch (e) {
      if (e instanceof SolverError) return null;
      throw e;
    }
    if (!o?.answer || /oo/.test(o.answer.value)) return null;
    solved.push(o);
  }
  const result = simplify(['Add', ...solved.map((o) => parseNode((o.answer as { value: string }).value))]);
  const steps: StepDraft[] = [
    {
      title: text('Split by linearity', 'Séparer par linéarité'),
      explanation: text('The summand is a sum of terms whose series each converge: the series is the sum of their series.', 'Le terme général est une somme de termes dont les séries convergent chacune : la série est la somme de leurs séries.'),
      formula: `${sigmaLatex(sp)} = ${parts.map((t) => `\\sum_{${sp.k}=${lo.toLatex()}}^{\\infty} ${wrapLatex(simplify(t))}`).join(' + ')}`,
    },
    ...solved.flatMap((o) => o.steps),
    {
      title: text('Add the sums', 'Additionner les sommes'),
      explanation: text('The sum of the series found above.', 'La somme des séries trouvées ci-dessus.'),
      formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
    },
  ];
  const value = toAscii(result);
  const verified = solved.every((o) => o.verified) && verifyInfiniteSum(toAscii(sp.summand), sp.k, lo.toNumber(), value);
  return outcome('series.linearity', steps, value, toLatex(result), verified, text('Checked against partial sums computed numerically.', 'Vérifié sur des sommes partielles calculées numériquement.'));
}

const sigmaLatex = (sp: SumProblem): string => `\\sum_{${sp.k}=${toLatex(sp.lo)}}^{${sp.hi === 'PositiveInfinity' ? '\\infty' : toLatex(sp.hi)}} ${wrapLatex(sp.summand)}`;
const wrapLatex = (n: MathNode): string => (Array.isArray(n) && (n[0] === 'Add' || n[0] === 'Subtract') ? `\\left(${toLatex(n)}\\right)` : toLatex(n));

function outcome(method: string, steps: StepDraft[], value: string, latex: string, verified: boolean, verification: Text): Outcome {
  return {
    method,
    category: 'series',
    steps,
    answer: { kind: 'expr', value, latex, words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified,
    verification: verified ? verification : undefined,
  };
}

/** c·r^k: the ratio of consecutive terms does not depend on k. */
function geometricRatio(sp: SumProblem): MathNode | null {
  const next = substitute(sp.summand, sp.k, ['Add', sp.k, 1]);
  const r = simplify(['Divide', next, sp.summand]);
  if (freeSymbols(r).has(sp.k)) return numericRatio(sp);
  const q = nodeToQ(r);
  if (q && q.isOne()) return null;
  return r;
}

/**
 * 3^n/4^(n+1): the CAS leaves the quotient of consecutive terms unsimplified, but with numbers
 * only, the same exact ratio at several indices shows a geometric series.
 */
function numericRatio(sp: SumProblem): MathNode | null {
  if (freeSymbols(sp.summand).size !== 1) return null;
  const term = (j: number): Q | null => nodeToQ(simplify(substitute(sp.summand, sp.k, j)));
  let ratio: Q | null = null;
  for (const j of [2, 3, 5, 8]) {
    const a = term(j);
    const b = term(j + 1);
    if (!a || !b || a.isZero()) return null;
    const q = b.div(a);
    if (ratio && !ratio.eq(q)) return null;
    ratio = q;
  }
  return ratio && !ratio.isOne() ? ratio.toNode() : null;
}

function polynomialCoefficients(sp: SumProblem): Q[] | null {
  const rf = toRatFunc(sp.summand, sp.k);
  if (!rf || rf.den.deg !== 0) return null;
  const d = rf.den.coef(0);
  const c = rf.num.c.map((x) => x.div(d));
  return c.length <= 4 ? c : null;
}

/**
 * c / ((k + a)(k + a + m)) with m a positive integer (up to 20) and k + a > 0 from the lower
 * bound on: the summand of a telescoping sum, c/m · (1/(k + a) − 1/(k + a + m)).
 */
function telescoping(sp: SumProblem, lo: Q): { c: Q; a: Q; m: number } | null {
  const rf = toRatFunc(sp.summand, sp.k);
  if (!rf || rf.num.deg !== 0 || rf.den.deg !== 2) return null;
  const c = rf.num.coef(0).div(rf.den.lead());
  const { roots } = rationalRoots(rf.den);
  if (!(roots.length === 2 || (roots.length === 1 && roots[0].mult === 2))) return null;
  const r1 = roots[0].r;
  const r2 = roots.length === 2 ? roots[1].r : roots[0].r;
  const gap = r2.sub(r1).abs();
  const a = r1.cmp(r2) > 0 ? r1.neg() : r2.neg();
  if (!gap.isInt() || gap.isZero() || Number(gap.n) > 20 || lo.add(a).sign() <= 0) return null;
  return { c, a, m: Number(gap.n) };
}

/** k + a, or k alone when a = 0. */
const shifted = (k: string, a: Q): MathNode => (a.isZero() ? k : ['Add', k, a.toNode()]);

function telescopingSteps(sp: SumProblem, t: { c: Q; a: Q; m: number }, result: MathNode, finite: boolean): StepDraft[] {
  const { c, a, m } = t;
  const coef = c.div(Q.of(m));
  return [
    {
      title: text('Split into partial fractions', 'Décomposer en éléments simples'),
      explanation: text(
        `The denominator is a product of two factors ${m} apart: 1/((k+a)(k+a+${m})) = (1/${m})(1/(k+a) − 1/(k+a+${m})).`,
        `Le dénominateur est le produit de deux facteurs distants de ${m} : 1/((k+a)(k+a+${m})) = (1/${m})(1/(k+a) − 1/(k+a+${m})).`,
      ),
      formula: `${toLatex(sp.summand)} = ${toLatex(['Subtract', ['Divide', coef.toNode(), shifted(sp.k, a)], ['Divide', coef.toNode(), shifted(sp.k, a.add(Q.of(m)))]])}`,
    },
    {
      title: text('Telescope', 'Télescoper'),
      explanation: finite
        ? text(
          `Almost every term cancels with a later one: only the first ${m} positive terms and the last ${m} negative terms remain.`,
          `Presque tous les termes s’annulent avec un terme suivant : seuls les ${m} premiers termes positifs et les ${m} derniers termes négatifs restent.`,
        )
        : text(
          'In the partial sums almost every term cancels with a later one; only the first terms remain, and the last ones tend to 0.',
          'Dans les sommes partielles presque tous les termes s’annulent avec un terme suivant ; seuls les premiers restent, et les derniers tendent vers 0.',
        ),
      formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
    },
  ];
}

function finiteSum(sp: SumProblem, lo: Q, hi: Q | null, ctx: SolveContext): Outcome | null {
  const steps: StepDraft[] = [];
  const N: MathNode = hi ? hi.toNode() : sp.hi;
  const count = hi ? Number(hi.sub(lo).n) + 1 : Infinity;
  if (hi && count <= 0) {
    steps.push({
      title: text('Empty sum', 'Somme vide'),
      explanation: text('The lower bound is above the upper bound: there are no terms, the sum is 0.', "La borne inférieure dépasse la borne supérieure : aucun terme, la somme vaut 0."),
      formula: `${sigmaLatex(sp)} = 0`,
    });
    return outcome('sum.empty', steps, '0', '0', true, text('No terms to add.', 'Aucun terme à additionner.'));
  }
  const poly = polynomialCoefficients(sp);
  let result: MathNode;
  let method: string;
  if (hi && count <= 12) {
    const terms = [];
    for (let j = 0; j < count; j++) {
      ctx.checkTime();
      terms.push(simplify(substitute(sp.summand, sp.k, lo.add(Q.of(j)).toNode())));
    }
    result = expand(simplify(['Add', ...terms]));
    method = 'sum.terms';
    steps.push({
      title: text('Write out the terms', 'Écrire les termes'),
      explanation: text(
        `Replace ${sp.k} by each integer from ${lo.toString()} to ${hi.toString()} (${count} terms).`,
        `On remplace ${sp.k} par chaque entier de ${lo.toString()} à ${hi.toString()} (${count} termes).`,
      ),
      formula: `${sigmaLatex(sp)} = ${terms.map(wrapLatex).join(' + ')}`,
    });
    steps.push({
      title: text('Add them up', 'Faire la somme'),
      explanation: text('Collect the numbers and the like terms.', 'On regroupe les nombres et les termes semblables.'),
      formula: `= ${toLatex(result)}`,
    });
  } else if (poly) {
    method = 'sum.formulas';
    const lower: MathNode = lo.sub(Q.ONE).toNode();
    const parts: MathNode[] = [];
    poly.forEach((c, j) => {
      if (c.isZero()) return;
      parts.push(['Multiply', c.toNode(), ['Subtract', SUM_FORMULAS[j](N), SUM_FORMULAS[j](lower)]]);
    });
    result = expand(simplify(['Add', ...parts]));
    const used = poly.map((c, j) => (c.isZero() ? null : FORMULA_LATEX[j])).filter((x): x is string => x !== null);
    steps.push({
      title: text('Split the sum by linearity', 'Séparer la somme par linéarité'),
      explanation: text(
        `The summand is a polynomial in ${sp.k}: sum each power of ${sp.k} separately, with its coefficient in front.`,
        `Le terme général est un polynôme en ${sp.k} : on somme chaque puissance de ${sp.k} séparément, avec son coefficient devant.`,
      ),
      formula: sigmaLatex(sp),
    });
    steps.push({
      title: text('Use the standard sums', 'Utiliser les sommes usuelles'),
      explanation: text(
        lo.cmp(Q.ONE) === 0 ? 'Apply the closed forms for N terms.' : `Apply the closed forms, from 1 to the upper bound minus from 1 to ${lo.sub(Q.ONE).toString()}.`,
        lo.cmp(Q.ONE) === 0 ? 'On applique les formules fermées pour N termes.' : `On applique les formules fermées, de 1 à la borne haute moins de 1 à ${lo.sub(Q.ONE).toString()}.`,
      ),
      formula: used.join(',\\quad '),
    });
    steps.push({
      title: text('Simplify', 'Simplifier'),
      explanation: text('Expand and collect the powers.', 'On développe et on regroupe les puissances.'),
      formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
    });
  } else if (!hi && telescoping(sp, lo)) {
    const t = telescoping(sp, lo)!;
    method = 'sum.telescoping';
    const first: MathNode[] = [];
    const last: MathNode[] = [];
    for (let j = 0; j < t.m; j++) {
      first.push(['Divide', 1, lo.add(t.a).add(Q.of(j)).toNode()]);
      last.push(['Divide', 1, ['Add', N, t.a.add(Q.of(j + 1)).toNode()]]);
    }
    result = simplify(['Multiply', t.c.div(Q.of(t.m)).toNode(), ['Subtract', ['Add', ...first], ['Add', ...last]]]);
    steps.push(...telescopingSteps(sp, t, result, true));
  } else {
    const r = geometricRatio(sp);
    if (r) {
      method = 'sum.geometric';
      const a = simplify(substitute(sp.summand, sp.k, lo.toNode()));
      const terms: MathNode = hi ? count : ['Add', ['Subtract', N, lo.toNode()], 1];
      result = simplify(['Divide', ['Multiply', a, ['Subtract', 1, ['Power', r, terms]]], ['Subtract', 1, r]]);
      steps.push({
        title: text('Recognise a geometric sum', 'Reconnaître une somme géométrique'),
        explanation: text(
          `Each term is the previous one times r = ${toAscii(r)}; the first term is ${toAscii(a)}.`,
          `Chaque terme est le précédent multiplié par r = ${toAscii(r)} ; le premier terme vaut ${toAscii(a)}.`,
        ),
        formula: `r = ${toLatex(r)},\\quad a = ${toLatex(a)}`,
      });
      steps.push({
        title: text('Apply a(1 − rⁿ)/(1 − r)', 'Appliquer a(1 − rⁿ)/(1 − r)'),
        explanation: text('Sum of n terms of a geometric sequence (r ≠ 1).', "Somme de n termes d'une suite géométrique (r ≠ 1)."),
        formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
      });
    } else if (!hi && vandermondeSum(sp.summand, sp.k, lo.toNumber(), N, sigmaLatex(sp))) {
      const b = vandermondeSum(sp.summand, sp.k, lo.toNumber(), N, sigmaLatex(sp)) as BinomialSumResult;
      method = 'sum.binomial';
      result = b.result;
      steps.push(...b.steps);
    } else if (!hi && binomialSum(sp.summand, sp.k, lo.toNumber(), N, sigmaLatex(sp))) {
      const b = binomialSum(sp.summand, sp.k, lo.toNumber(), N, sigmaLatex(sp)) as BinomialSumResult;
      method = 'sum.binomial';
      result = b.result;
      steps.push(...b.steps);
    } else if (!hi && antidifferenceSum(sp.summand, sp.k, lo, N, sigmaLatex(sp))) {
      const a = antidifferenceSum(sp.summand, sp.k, lo, N, sigmaLatex(sp)) as Antidifference;
      method = 'sum.antidifference';
      result = a.result;
      steps.push(...a.steps);
    } else if (!hi && rationalAntidifference(sp.summand, sp.k, Number(lo.n))) {
      const a = rationalAntidifference(sp.summand, sp.k, Number(lo.n)) as RationalAntidifference;
      method = 'sum.gosper';
      result = simplify(['Subtract', a.F(['Add', N, 1]), simplify(a.F(lo.toNode()))]);
      steps.push(...rationalAntidifferenceSteps(sp.summand, sp.k, a, lo, sigmaLatex(sp), result, false));
    } else if (!hi && finiteLogTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp), N)) {
      const d = finiteLogTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp), N) as FunctionTelescoping;
      method = 'sum.telescoping';
      result = d.result;
      steps.push(...d.steps);
    } else if (!hi && differenceTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp), N)) {
      const d = differenceTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp), N) as FunctionTelescoping;
      method = 'sum.telescoping';
      result = d.result;
      steps.push(...d.steps);
    } else if (hi && count <= 2000) {
      method = 'sum.terms';
      const terms: MathNode[] = [];
      for (let j = 0; j < count; j++) {
        ctx.checkTime();
        terms.push(substitute(sp.summand, sp.k, lo.add(Q.of(j)).toNode()));
      }
      result = simplify(['Add', ...terms]);
      steps.push({
        title: text('Add the terms', 'Additionner les termes'),
        explanation: text(`Replace ${sp.k} by each integer from ${lo.toString()} to ${hi.toString()} and add.`, `On remplace ${sp.k} par chaque entier de ${lo.toString()} à ${hi.toString()} et on additionne.`),
        formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
      });
    } else {
      throw new SolverError('unsupported', text('No closed form is known here for this sum.', "Aucune forme close n'est connue ici pour cette somme."));
    }
  }
  const value = toAscii(result);
  const letter = hi ? [] : [...freeSymbols(sp.hi)];
  const verified = verifyFiniteSum(toAscii(sp.summand), sp.k, lo.toNumber(), hi ? hi.toNumber() : null, letter.length === 1 ? letter[0] : null, value, typeof sp.hi === 'string' ? undefined : toAscii(sp.hi));
  return outcome(
    method,
    steps,
    value,
    toLatex(result),
    verified,
    text('Checked by adding the terms numerically (at sample values of the other letters).', 'Vérifié en additionnant les termes numériquement (en des valeurs test des autres lettres).'),
  );
}

function infiniteSum(sp: SumProblem, lo: Q, ctx: SolveContext): Outcome | null {
  const steps: StepDraft[] = [];
  const summandAscii = toAscii(sp.summand);
  const done = (method: string, result: MathNode | string, why: Text): Outcome => {
    const value = typeof result === 'string' ? result : toAscii(result);
    const latex = typeof result === 'string' ? (result === 'oo' ? '\\infty' : result === '-oo' ? '-\\infty' : result) : toLatex(result);
    const verified = value === 'oo' || value === '-oo' ? verifyInfiniteSum(summandAscii, sp.k, lo.toNumber(), null) : verifyInfiniteSum(summandAscii, sp.k, lo.toNumber(), value);
    return outcome(method, steps, value, latex, verified, why);
  };
  const NUM = text('Checked against partial sums computed numerically.', 'Vérifié sur des sommes partielles calculées numériquement.');
  ctx.checkTime();
  const r = geometricRatio(sp);
  const rq = r ? nodeToQ(r) : null;
  // a ratio with a letter in it (xⁿ) is a power series: summed below, where |x| < 1 is said
  if (r && rq) {
    const a = simplify(substitute(sp.summand, sp.k, lo.toNode()));
    steps.push({
      title: text('Recognise a geometric series', 'Reconnaître une série géométrique'),
      explanation: text(`Ratio r = ${toAscii(r)}, first term a = ${toAscii(a)}.`, `Raison r = ${toAscii(r)}, premier terme a = ${toAscii(a)}.`),
      formula: `r = ${toLatex(r)},\\quad a = ${toLatex(a)}`,
    });
    if (rq.abs().cmp(Q.ONE) >= 0) {
      steps.push({
        title: text('It diverges', 'Elle diverge'),
        explanation: text('|r| ≥ 1: the terms do not tend to 0, so the series diverges.', '|r| ≥ 1 : les termes ne tendent pas vers 0, la série diverge.'),
        formula: `|r| = ${rq.abs().toLatex()} \\geq 1`,
      });
      if (rq.sign() > 0 && nodeToQ(a)?.sign() === 1) return done('series.geometric', 'oo', NUM);
      throw new SolverError('unsupported', text('This series diverges (it has no sum).', "Cette série diverge (elle n'a pas de somme)."));
    }
    const result = simplify(['Divide', a, ['Subtract', 1, r]]);
    steps.push({
      title: text('Apply a/(1 − r)', 'Appliquer a/(1 − r)'),
      explanation: text('|r| < 1, so the series converges to the first term over 1 − r.', '|r| < 1, donc la série converge vers le premier terme divisé par 1 − r.'),
      formula: `${sigmaLatex(sp)} = \\frac{${toLatex(a)}}{1 - ${wrapLatex(r)}} = ${toLatex(result)}`,
    });
    return done('series.geometric', result, NUM);
  }
  const rf = toRatFunc(sp.summand, sp.k);
  if (rf && rf.num.deg === 0) {
    const c = rf.num.coef(0).div(rf.den.lead());
    const monic = rf.den.c.map((x) => x.div(rf.den.lead()));
    // p-series: c / k^p
    const p = rf.den.deg;
    if (monic.slice(0, p).every((x) => x.isZero()) && lo.cmp(Q.ONE) >= 0) {
      steps.push({
        title: text('Recognise a p-series', 'Reconnaître une série de Riemann'),
        explanation: text(
          `Σ 1/${sp.k}^p converges exactly when p > 1; here p = ${p}.`,
          `Σ 1/${sp.k}^p converge exactement quand p > 1 ; ici p = ${p}.`,
        ),
        formula: `p = ${p}`,
      });
      if (p <= 1) {
        steps.push({ title: text('It diverges', 'Elle diverge'), explanation: text('The harmonic series grows without bound.', 'La série harmonique tend vers l’infini.'), formula: `${sigmaLatex(sp)} = +\\infty` });
        return c.sign() > 0 ? done('series.p', 'oo', NUM) : done('series.p', '-oo', NUM);
      }
      const z = ZETA[p];
      if (!z) return null;
      const skipped: MathNode[] = [];
      for (let j = 1; j < Number(lo.n); j++) skipped.push(['Divide', 1, ['Power', j, p]]);
      const result = simplify(['Multiply', c.toNode(), skipped.length ? ['Subtract', z.node, ['Add', ...skipped]] : z.node]);
      steps.push({
        title: text('Use the known value', 'Utiliser la valeur connue'),
        explanation: text(
          `Euler's result: Σ 1/k^${p} from k = 1 is ${z.ascii}${skipped.length ? '; subtract the terms before the lower bound' : ''}.`,
          `Résultat d'Euler : Σ 1/k^${p} depuis k = 1 vaut ${z.ascii}${skipped.length ? ' ; on retire les termes avant la borne inférieure' : ''}.`,
        ),
        formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
      });
      return done('series.p', result, NUM);
    }
    // telescoping: c / ((k + a)(k + b)) with b − a a positive integer
    if (p === 2) {
      const { roots } = rationalRoots(rf.den);
      if (roots.length === 2 || (roots.length === 1 && roots[0].mult === 2)) {
        const r1 = roots[0].r;
        const r2 = roots.length === 2 ? roots[1].r : roots[0].r;
        const gap = r2.sub(r1).abs();
        const a = r1.cmp(r2) > 0 ? r1.neg() : r2.neg(); // k + a with the smaller shift
        if (gap.isInt() && !gap.isZero() && Number(gap.n) <= 20 && lo.add(a).sign() > 0) {
          const m = Number(gap.n);
          const terms: MathNode[] = [];
          for (let j = 0; j < m; j++) terms.push(['Divide', 1, lo.add(a).add(Q.of(j)).toNode()]);
          const result = simplify(['Multiply', c.div(gap).toNode(), ['Add', ...terms]]);
          steps.push({
            title: text('Split into partial fractions', 'Décomposer en éléments simples'),
            explanation: text(
              `The denominator is a product of two factors ${m} apart: 1/((k+a)(k+a+${m})) = (1/${m})(1/(k+a) − 1/(k+a+${m})).`,
              `Le dénominateur est le produit de deux facteurs distants de ${m} : 1/((k+a)(k+a+${m})) = (1/${m})(1/(k+a) − 1/(k+a+${m})).`,
            ),
            formula: `${toLatex(sp.summand)} = ${toLatex(['Subtract', ['Divide', c.div(gap).toNode(), shifted(sp.k, a)], ['Divide', c.div(gap).toNode(), shifted(sp.k, a.add(gap))]])}`,
          });
          steps.push({
            title: text('Telescope', 'Télescoper'),
            explanation: text(
              'In the partial sums almost every term cancels with a later one; only the first terms remain, and the last ones tend to 0.',
              'Dans les sommes partielles presque tous les termes s’annulent avec un terme suivant ; seuls les premiers restent, et les derniers tendent vers 0.',
            ),
            formula: `${sigmaLatex(sp)} = ${toLatex(result)}`,
          });
          return done('series.telescoping', result, NUM);
        }
      }
    }
  }
  const byFunction = logTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp)) ?? arctanTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp)) ?? differenceTelescoping(sp.summand, sp.k, lo, sigmaLatex(sp));
  if (byFunction) {
    steps.push(...byFunction.steps);
    // a divergent telescoping series: its partial sums tend to ±∞
    const infinite = byFunction.result === 'PositiveInfinity' ? 'oo' : byFunction.result === 'NegativeInfinity' ? '-oo' : null;
    return done('series.telescoping', infinite ?? byFunction.result, NUM);
  }
  const power = powerSeriesSum(sp.summand, sp.k, Number(lo.n), sigmaLatex(sp));
  if (power) {
    steps.push(...power.steps);
    const value = exToAscii(power.result);
    const x = [...freeSymbols(sp.summand)].find((v) => v !== sp.k) as string;
    const verified = verifyPowerSeriesSum(summandAscii, sp.k, lo.toNumber(), x, value);
    return outcome('series.power', steps, value, exToLatex(power.result), verified, text(
      'Checked against partial sums computed numerically at sample values of the variable inside the interval of convergence.',
      "Vérifié sur des sommes partielles calculées numériquement en des valeurs de la variable dans l'intervalle de convergence.",
    ));
  }
  const known = knownSeries(sp, Number(lo.n));
  if (known) {
    steps.push(...known.steps);
    // done() reads a bare string as ASCII already; a lone symbol (e) must be printed first.
    return done(known.method, typeof known.result === 'string' ? toAscii(known.result) : known.result, NUM);
  }
  const polyExp = polynomialExponentialSum(sp.summand, sp.k, Number(lo.n), sigmaLatex(sp));
  if (polyExp) {
    steps.push(...polyExp.steps);
    return done('series.polynomial-exponential', polyExp.result, NUM);
  }
  const reference = referencePowerSum(sp.summand, sp.k, Number(lo.n), sigmaLatex(sp));
  if (reference) {
    steps.push(...reference.steps);
    const value = toAscii(reference.result);
    const x = [...freeSymbols(sp.summand)].find((v) => v !== sp.k) as string;
    const verified = verifyPowerSeriesSum(summandAscii, sp.k, lo.toNumber(), x, value);
    return outcome('series.reference', steps, value, toLatex(reference.result), verified, text(
      'Checked against partial sums computed numerically at sample values of the variable.',
      'Vérifié sur des sommes partielles calculées numériquement en des valeurs de la variable.',
    ));
  }
  const numeric = referenceNumericSum(sp.summand, sp.k, Number(lo.n), sigmaLatex(sp));
  if (numeric) {
    steps.push(...numeric.steps);
    return done('series.reference', numeric.result, NUM);
  }
  // factorials and rational terms the classical series do not cover: Gosper's telescoping form
  const gosper = freeSymbols(sp.summand).size === 1 ? rationalAntidifference(sp.summand, sp.k, Number(lo.n)) : null;
  if (gosper && vanishesAtInfinity(gosper, sp.k)) {
    const result = simplify(['Negate', gosper.F(lo.toNode())]);
    steps.push(...rationalAntidifferenceSteps(sp.summand, sp.k, gosper, lo, sigmaLatex(sp), result, true));
    return done('series.gosper', result, NUM);
  }
  return null;
}
