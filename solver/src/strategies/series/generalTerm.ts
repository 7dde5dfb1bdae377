import { readTask } from '../../read';
import { text, type Text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { num, sub, sym } from '../derivative/expr';
import { simplify as simplifyEx } from '../derivative/simplify';
import { toLatex as exLatex } from '../derivative/print';
import { parseNode } from '../../parse/math';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { increasingLatex, standardExpansion } from './standardDl';
import { MAX_TERMS_ORDER, taylorOutcome } from './taylorAnswer';
import { REFERENCES, type Reference } from './referencePowerSeries';

/**
 * The whole Taylor series asked without an order ("Maclaurin series of tan⁻¹(x²)", "power series
 * representation of 1/(1 + x²)", « développement en série entière de x e^{−x} »): the general term,
 * never a polynomial cut at some order. The coefficients up to order 16 come from the standard
 * expansions; they must be those of C·xᵖ·F(μ·xᵐ) for a reference series F (eᵘ, cos, sin, ch, sh,
 * 1/(1 − u), arctan, ln(1 ± u)), exactly at every order. The general term then follows, with the
 * radius of convergence of F carried over to x.
 */

interface Fit {
  ref: Reference;
  /** The coefficient of (x − a)^(k·n + c) is C·coef(n)·μⁿ, for n ≥ ref.base. */
  C: Q;
  mu: Q;
  k: number;
  c: number;
}

/** The reference series, power and constants whose coefficients are exactly those given, or null. */
export function fitGeneralTerm(coeffs: Q[]): Fit | null {
  const last = coeffs.length - 1;
  const nonzero = coeffs.map((v, i) => (v.isZero() ? -1 : i)).filter((i) => i >= 0);
  // three nonzero terms at least, or the pattern is a guess
  if (nonzero.length < 3) return null;
  // −ln(1 − u) at u = −2x is ln(1 + 2x) with a sign: the fit with μ > 0 reads as the course writes it
  let found: Fit | null = null;
  for (const ref of REFERENCES) {
    for (let m = 1; m <= 4; m++) {
      const k = m * ref.a;
      const c0 = m * ref.b;
      for (let p = 0; c0 + p + k * ref.base <= nonzero[0]; p++) {
        const c = c0 + p;
        const orders: number[] = [];
        for (let n = ref.base; k * n + c <= last; n++) orders.push(k * n + c);
        if (orders.length !== nonzero.length || orders.some((o, i) => o !== nonzero[i])) continue;
        const at = (i: number): Q => coeffs[orders[i]].div(ref.coef(ref.base + i));
        const mu = at(1).div(at(0));
        const C = at(0).div(mu.pow(ref.base));
        if (!orders.every((_, i) => at(i).eq(C.mul(mu.pow(ref.base + i))))) continue;
        if (!mu.isNegative()) return { ref, C, mu, k, c };
        found ??= { ref, C, mu, k, c };
      }
    }
  }
  return found;
}

/** The general term C·(−1)ⁿ·|μ|ⁿ·h^(k·n + c)/d(n) in ASCII, in the index letter n and the power h. */
function termAscii(fit: Fit, n: string, h: string): string {
  const alternating = fit.ref.signShift !== undefined;
  const flips = fit.mu.isNegative();
  // (−1)^(n + s)·(−1)ⁿ = (−1)^s: a constant sign, folded into C
  const C = alternating && flips && fit.ref.signShift === 1 ? fit.C.neg() : fit.C;
  const sign = alternating && !flips ? (fit.ref.signShift === 1 ? `(-1)^(${n} + 1)` : `(-1)^${n}`) : !alternating && flips ? `(-1)^${n}` : '';
  const mu = fit.mu.abs();
  const factors: string[] = [];
  const size = C.abs();
  if (!size.isOne()) factors.push(size.isInteger() ? size.toString() : `(${size.toString()})`);
  if (sign) factors.push(sign);
  if (!mu.isOne()) factors.push(mu.isInteger() ? `${mu.toString()}^${n}` : `(${mu.toString()})^${n}`);
  const exponent = fit.k === 1 && fit.c === 0 ? n : `(${fit.k === 1 ? n : `${fit.k}*${n}`}${fit.c ? ` + ${fit.c}` : ''})`;
  factors.push(`${h}^${exponent}`);
  const den = fit.ref.denominator?.(n);
  return (C.isNegative() ? '-' : '') + factors.join('*') + (den ? `/${den}` : '');
}

/** The term as a student writes it: n! and (2n + 1)! rather than factorial(…). */
const displayed = (term: string): string => term.replace(/factorial\(([^()]*)\)/g, (_, inner: string) => (/^\w+$/.test(inner) ? `${inner}!` : `(${inner})!`)).replace(/\*/g, '·');

/** The radius in x: |μ·hᵏ| < 1, or every x when the reference converges everywhere. */
function radiusOf(fit: Fit): string {
  if (fit.ref.entire) return 'oo';
  const mu = fit.mu.abs();
  if (fit.k === 1) return mu.inv().toString();
  const [top, bottom] = [exactRoot(mu.n, fit.k), exactRoot(mu.d, fit.k)];
  return top !== null && bottom !== null ? Q.of(bottom, top).toString() : `(${mu.inv().toString()})^(1/${fit.k})`;
}

/** The whole k-th root of v ≥ 0, or null when v is no k-th power. */
function exactRoot(v: bigint, k: number): bigint | null {
  const r = BigInt(Math.round(Number(v) ** (1 / k)));
  return r ** BigInt(k) === v ? r : null;
}

/** Partial sums of the general term against f at a point inside the disc: the printed term is the series of f. */
function checkNumerically(f: string, term: string, x: string, n: string, lo: number, centre: number, radius: number): boolean {
  const h = Math.min(radius, 2) * 0.4;
  for (const x0 of [centre + h, centre - h / 2]) {
    const expected = evaluateReal(f, { [x]: x0 });
    if (expected === null) return false;
    let total = 0;
    for (let i = lo; i <= lo + 80; i++) {
      const v = evaluateReal(term, { [n]: i, [x]: x0 });
      if (v === null) return false;
      total += v;
    }
    if (Math.abs(total - expected) > 1e-8 * Math.max(1, Math.abs(expected))) return false;
  }
  return true;
}

/** The series read aloud: "the sum for n from 0 to infinity of …". */
function sumWords(term: string, n: string, lo: number): Text {
  const said = asciiToWords(term);
  return text(`the sum for ${n} from ${lo} to infinity of ${said.en}`, `la somme pour ${n} de ${lo} à l'infini de ${said.fr}`);
}

export const generalTermStrategy: Strategy = {
  name: 'series.general_term',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    if (task?.kind !== 'series' || !task.general || task.point === 'oo') return null;
    ctx.checkTime();
    const f = fromMathJson(parseCalc(task.expr));
    const a = Q.parse(task.point);
    if (!a) return null;
    const x = task.variable;
    const expansion = standardExpansion(f, x, a, MAX_TERMS_ORDER);
    if (!expansion) return null;
    // a polynomial is its own Taylor series, finite: every term is written out
    const degree = expansion.coeffs.reduce((d, c, i) => (c.isZero() ? d : i), -1);
    if (degree >= 0 && degree <= MAX_TERMS_ORDER / 2) {
      return taylorOutcome('series.taylor.standard', parseNode(task.expr), x, parseNode(task.point), degree, expansion.coeffs.slice(0, degree + 1).map((c) => c.toNode()), expansion.steps);
    }
    const fit = fitGeneralTerm(expansion.coeffs);
    if (!fit) return null;
    const n = x === 'n' ? 'k' : 'n';
    const h = a.isZero() ? x : `(${x} - ${a.toString()})`;
    const term = termAscii(fit, n, h);
    const radius = radiusOf(fit);
    const radiusValue = radius === 'oo' ? Infinity : evaluateReal(radius);
    if (radiusValue === null) return null;
    const verified = checkNumerically(task.expr, term, x, n, fit.ref.base, a.toNumber(), radiusValue);
    const termNode = parseNode(term);
    const sigma = `\\sum_{${n}=${fit.ref.base}}^{\\infty} ${toLatex(termNode)}`;
    const v = a.isZero() ? sym(x) : simplifyEx(sub(sym(x), num(Number(a.n), Number(a.d))));
    const radiusLatex = radius === 'oo' ? '+\\infty' : toLatex(parseNode(radius));
    const steps: StepDraft[] = [
      ...expansion.steps,
      {
        title: text('The first coefficients', 'Les premiers coefficients'),
        explanation: text(
          `The expansion to order ${MAX_TERMS_ORDER} shows the pattern of the coefficients.`,
          `Le développement à l'ordre ${MAX_TERMS_ORDER} montre la loi des coefficients.`,
        ),
        formula: `${exLatex(f)} = ${increasingLatex(expansion.coeffs, v)}`,
      },
      {
        title: text('Recognise the general term', 'Reconnaître le terme général'),
        explanation: text(
          `Every coefficient up to order ${MAX_TERMS_ORDER} is that of ${fit.ref.name.en}, term by term: the general term follows.`,
          `Chaque coefficient jusqu'à l'ordre ${MAX_TERMS_ORDER} est celui de ${fit.ref.name.fr}, terme à terme : on en déduit le terme général.`,
        ),
        formula: `${fit.ref.latex}\\qquad ${exLatex(f)} = ${sigma}`,
      },
      {
        title: text('Radius of convergence', 'Rayon de convergence'),
        explanation: fit.ref.entire
          ? text('This reference series converges for every u: the series converges for every x.', 'Cette série de référence converge pour tout u : la série converge pour tout x.')
          : text(`This reference series converges for |u| < 1, here |${fit.mu.abs().toString()}·${h}^${fit.k}| < 1.`, `Cette série de référence converge pour |u| < 1, ici |${fit.mu.abs().toString()}·${h}^${fit.k}| < 1.`),
        formula: `R = ${radiusLatex}`,
      },
    ];
    const value = `Sum(${term}, (${n}, ${fit.ref.base}, oo))`;
    const said = `Σ_{${n}=${fit.ref.base}}^{∞} ${displayed(term)}`;
    const final = task.radius ? `${said} ; R = ${radius === 'oo' ? '∞' : radius}` : said;
    return {
      method: 'series.general_term',
      category: 'series',
      steps,
      answer: { kind: 'expr', value, latex: sigma, words: sumWords(term, n, fit.ref.base) },
      finalAnswer: text(final, final),
      verified,
      verification: verified
        ? text('Checked numerically: the partial sums of the general term approach f inside the radius of convergence.', 'Vérifié numériquement : les sommes partielles du terme général tendent vers f dans le disque de convergence.')
        : undefined,
    };
  },
};
