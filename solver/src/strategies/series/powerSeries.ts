import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, simplify as simplifyNode, substitute as substituteNode, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toAscii as nodeAscii } from '../../format/ascii';
import { derivative } from '../derivative/differentiate';
import { type Ex, add, mul, num, pow, sub, sym, fn } from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
import { toAscii as toAsciiEx, toLatex } from '../derivative/print';
import { rationalRoots, toRatFunc } from '../../cas/poly';
import { parseNode } from '../../parse/math';
import { parseAscii } from '../integral/coordinates';
import { interpolate } from './antidifference';

/**
 * Sums of power series met in a first course, from the geometric series 1/(1 − x) = Σ xⁿ:
 * Σ p(n)·xⁿ for a polynomial p by x·d/dx applied to it (Σ n xⁿ = x/(1 − x)², …), and Σ xⁿ/n,
 * Σ xⁿ/(n + 1) by integrating it term by term; terms before the first index are taken off.
 */
export interface PowerSum {
  result: Ex;
  steps: StepDraft[];
}

const q = (n: MathNode): Q | null => nodeToQ(simplifyNode(n));

/** The polynomial p with summand = p(n)·xⁿ (coefficients, lowest first), or null. */
function polynomialCoefficient(summand: MathNode, k: string, x: string): Q[] | null {
  const at = (n: number, xv: number): Q | null => q(substituteNode(substituteNode(summand, k, n), x, xv));
  const values: Q[] = [];
  for (let n = 0; n < 9; n++) {
    const a = at(n, 2);
    const b = at(n, 3);
    if (!a || !b || !a.div(Q.of(2).pow(n)).eq(b.div(Q.of(3).pow(n)))) return null;
    values.push(a.div(Q.of(2).pow(n)));
  }
  for (let d = 0; d <= 4; d++) {
    const p = interpolate(0, values, d);
    if (p) return p;
  }
  return null;
}

/**
 * A rational function of x over one denominator, reduced, with the denominator as a course
 * writes it: 2/(1 − x)³ rather than 1/(x(1 − x)⁴) − x/(1 − x)⁴ − 1/(x(1 − x)²). Null when e is
 * not rational in x or its denominator has other than rational roots.
 */
function together(e: Ex, x: string): Ex | null {
  const rf = toRatFunc(parseNode(toAsciiEx(e)), x);
  if (!rf || rf.den.deg < 1) return null;
  const g = rf.num.gcd(rf.den);
  let top = rf.num.divmod(g).q;
  const bottom = rf.den.divmod(g).q;
  const { roots, rest } = rationalRoots(bottom);
  if (rest.deg !== 0) return null;
  let scale = rest.coef(0);
  const factors: Ex[] = [];
  for (const { r, mult } of roots) {
    // (x − 1)ᵐ = (−1)ᵐ(1 − x)ᵐ: the factor of a geometric series written 1 − x
    const one = r.eq(Q.ONE);
    if (one && mult % 2 === 1) scale = scale.neg();
    const base: Ex = r.isZero() ? sym(x) : one ? sub(num(1), sym(x)) : sub(sym(x), num(Number(r.n), Number(r.d)));
    factors.push(mult === 1 ? base : pow(base, num(mult)));
  }
  top = top.scale(Q.ONE.div(scale));
  const numerator = parseAscii(nodeAscii(top.toNode(x)));
  return mul(numerator, pow(factors.length === 1 ? factors[0] : mul(...factors), num(-1)));
}

export function powerSeriesSum(summand: MathNode, k: string, lo: number, sigma: string): PowerSum | null {
  const letters = [...freeSymbols(summand)].filter((s) => s !== k);
  if (letters.length !== 1 || lo < 0 || lo > 3) return null;
  const x = letters[0];
  const X = sym(x);
  const geometric = pow(sub(num(1), X), num(-1));
  // Σ n xⁿ⁻¹, Σ n(n − 1) xⁿ⁻²: the power of x shifted by s, xˢ taken out in front
  const shifts = [0, -1, -2, 1, 2];
  const found = shifts.map((sh) => ({ sh, p: polynomialCoefficient(sh === 0 ? summand : ['Multiply', summand, ['Power', x, -sh]], k, x) })).find((r) => r.p !== null);
  const shift = found?.sh ?? 0;
  const p = found?.p ?? null;
  const steps: StepDraft[] = [{
    title: text('Start from the geometric series', 'Partir de la série géométrique'),
    explanation: text(`For |${x}| < 1, the geometric series converges: Σ ${x}ⁿ = 1/(1 − ${x}).`, `Pour |${x}| < 1, la série géométrique converge : Σ ${x}ⁿ = 1/(1 − ${x}).`),
    formula: `\\sum_{n=0}^{\\infty} ${x}^n = \\frac{1}{1 - ${x}}`,
  }];
  let full: Ex;
  let base = 0;
  if (p) {
    // Σ nʲ xⁿ = (x d/dx)ʲ 1/(1 − x)
    const powers: Ex[] = [geometric];
    for (let j = 1; j < p.length; j++) powers.push(simplify(mul(X, derivative(powers[j - 1], x))));
    full = simplify(mul(pow(X, num(shift)), add(...p.map((c, j) => mul(num(Number(c.n), Number(c.d)), powers[j])))));
    if (p.length > 1) {
      steps.push({
        title: text(`Differentiate and multiply by ${x}`, `Dériver et multiplier par ${x}`),
        explanation: text(`Term by term inside the interval of convergence, ${x}·d/d${x} turns Σ nʲ ${x}ⁿ into Σ nʲ⁺¹ ${x}ⁿ.`, `Terme à terme dans l'intervalle de convergence, ${x}·d/d${x} transforme Σ nʲ ${x}ⁿ en Σ nʲ⁺¹ ${x}ⁿ.`),
        formula: powers.slice(1).map((e, j) => `\\sum n^{${j + 1}} ${x}^n = ${toLatex(e)}`).join(',\\quad '),
      });
    }
    if (shift !== 0) {
      const xs = shift === 1 ? x : `${x}^${shift}`;
      steps.push({
        title: text(`Take ${xs} out`, `Mettre ${xs} en facteur`),
        explanation: text(`Each term is ${xs} times a term in ${x}ⁿ: the sum is ${xs} times the sum in ${x}ⁿ.`, `Chaque terme vaut ${xs} fois un terme en ${x}ⁿ : la somme vaut ${xs} fois la somme en ${x}ⁿ.`),
        formula: `${sigma.replace(/^\\sum_\{[^}]*\}\^\{[^}]*\}\s*/, '\\sum ')} = ${shift === 1 ? x : `${x}^{${shift}}`} \\sum ${toLatex(simplify(parseAscii(nodeAscii(simplifyNode(['Multiply', summand, ['Power', x, -shift]]))))).replace(/\s+/g, ' ')}`,
      });
    }
  } else {
    // xⁿ/n and xⁿ/(n + 1): the geometric series integrated term by term
    const atN = (n: number): Q | null => q(substituteNode(substituteNode(summand, k, n), x, 2));
    const over = (shift: number): boolean => [1, 2, 3, 4, 5].every((n) => atN(n)?.eq(Q.of(2).pow(n).div(Q.of(n + shift))) ?? false);
    const log = fn('ln', sub(num(1), X));
    if (over(0)) full = simplify(mul(num(-1), log));
    else if (over(1)) full = simplify(mul(num(-1), log, pow(X, num(-1))));
    else return null;
    steps.push({
      title: text('Integrate term by term', 'Intégrer terme à terme'),
      explanation: text(`Integrating Σ ${x}ⁿ = 1/(1 − ${x}) from 0 to ${x} gives Σ ${x}ⁿ⁺¹/(n + 1) = −ln(1 − ${x}).`, `En intégrant Σ ${x}ⁿ = 1/(1 − ${x}) de 0 à ${x}, on obtient Σ ${x}ⁿ⁺¹/(n + 1) = −ln(1 − ${x}).`),
      formula: `\\sum_{n=0}^{\\infty} \\frac{${x}^{n+1}}{n+1} = -\\ln(1 - ${x})`,
    });
    // the formula for xⁿ/n starts at n = 1
    base = over(0) ? 1 : 0;
    if (lo < base) return null;
  }
  // take off the terms before the first index
  const first: Ex[] = [];
  for (let n = base; n < lo; n++) first.push(parseAscii(nodeAscii(simplifyNode(substituteNode(summand, k, n)))));
  const sum = simplify(expand(simplify(first.length ? sub(full, add(...first)) : full)));
  const result = together(sum, x) ?? sum;
  steps.push({
    title: text('Conclude', 'Conclure'),
    explanation: first.length
      ? text(`Take off the terms before n = ${lo}; valid for |${x}| < 1.`, `On retire les termes avant n = ${lo} ; valable pour |${x}| < 1.`)
      : text(`Valid for |${x}| < 1.`, `Valable pour |${x}| < 1.`),
    formula: `${sigma} = ${toLatex(result)}`,
  });
  return { result, steps };
}
