import { toMPoly, type MPoly } from '../../cas/mpoly';
import { toRatFunc, type Poly } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { step } from './common';

/**
 * The sum and the product of the roots of a polynomial equation, read from its coefficients
 * (Vieta): "Find the sum and product of the roots of 2x² − 3x + 5 = 0", « la somme et le produit
 * des racines de … », and, for a quadratic with roots α and β, a symmetric polynomial in them
 * ("If α and β are the roots of x² − 5x + 3 = 0, find α² + β²") written in α + β and αβ. The
 * roots are counted in ℂ with their multiplicity. Checked against the roots found numerically.
 */
const ASK = String.raw`(?:(?:find|calculate|compute|determine|give|state|write\s+down|what\s+(?:is|are)|calculer|d[ée]terminer|donner|trouver|quel(?:le)?s?\s+(?:est|sont))\s+)?`;
const SUM = String.raw`(?:the\s+|la\s+)?(?:sum|somme)`;
const PRODUCT = String.raw`(?:the\s+|le\s+)?(?:product|produit)`;
const ROOTS = String.raw`(?:of\s+the\s+(?:roots|solutions|zeros)|des\s+(?:racines|solutions))\s+(?:of|de|du|d['’]|of\s+the\s+equation|de\s+l['’]\s*[ée]quation)\s*`;
const SUM_PRODUCT = new RegExp(String.raw`^\s*${ASK}(?:(${SUM})(?:\s+(?:and|et)\s+(${PRODUCT}))?|(${PRODUCT})(?:\s+(?:and|et)\s+(${SUM}))?)\s+${ROOTS}(.+?=.+?)\s*[.?]?\s*$`, 'i');
const SYMMETRIC = new RegExp(String.raw`^\s*(?:if|given\s+that|let|si|soient|sachant\s+que)\s+(α|alpha|a)\s+(?:and|et)\s+(β|beta|b)\s+(?:are|sont)\s+(?:the\s+)?(?:roots|solutions|les\s+racines|les\s+solutions)\s+(?:of|de)\s+(?:the\s+equation\s+|l['’]\s*[ée]quation\s+)?(.+?=.+?)\s*[,.;:]\s*${ASK}(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+)?(.+?)\s*[.?]?\s*$`, 'i');

function polynomial(equation: string): Poly | null {
  const [lhs, rhs] = equation.split('=');
  try {
    const r = toRatFunc(parseNode(`(${lhs}) - (${rhs})`), 'x');
    return r && r.den.deg === 0 && r.num.deg >= 2 ? r.num.scale(r.den.coef(0).inv()) : null;
  } catch {
    return null;
  }
}

/** The complex roots by the Durand–Kerner iteration: an independent way to the same sum and product. */
function numericRoots(p: Poly): Array<[number, number]> {
  const n = p.deg;
  const a = p.c.map((c) => c.toNumber() / p.lead().toNumber());
  let z: Array<[number, number]> = Array.from({ length: n }, (_, k) => [Math.cos(0.4 + (2 * Math.PI * k) / n) * 1.3, Math.sin(0.4 + (2 * Math.PI * k) / n) * 1.3]);
  const mul = (u: [number, number], v: [number, number]): [number, number] => [u[0] * v[0] - u[1] * v[1], u[0] * v[1] + u[1] * v[0]];
  const div = (u: [number, number], v: [number, number]): [number, number] => {
    const d = v[0] * v[0] + v[1] * v[1];
    return [(u[0] * v[0] + u[1] * v[1]) / d, (u[1] * v[0] - u[0] * v[1]) / d];
  };
  for (let it = 0; it < 500; it++) {
    z = z.map((zi, i) => {
      let value: [number, number] = [1, 0];
      for (let k = n - 1; k >= 0; k--) value = [value[0] * zi[0] - value[1] * zi[1] + a[k], value[0] * zi[1] + value[1] * zi[0]];
      let denom: [number, number] = [1, 0];
      z.forEach((zj, j) => {
        if (j !== i) denom = mul(denom, [zi[0] - zj[0], zi[1] - zj[1]]);
      });
      const step = div(value, denom);
      return [zi[0] - step[0], zi[1] - step[1]];
    });
  }
  return z;
}

const close = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-7 * Math.max(1, Math.abs(y));

/** The expression as a polynomial in the two roots α and β (read as a and b), or null. */
function inTheRoots(expr: string): MPoly | null {
  try {
    return toMPoly(parseNode(expr.replace(/α|\balpha\b/gi, ' a ').replace(/β|\bbeta\b/gi, ' b ')), ['a', 'b']);
  } catch {
    return null;
  }
}

/** A symmetric polynomial in α and β as a polynomial in s = α + β and p = αβ, by the power sums. */
function symmetricValue(expr: string, s: Q, p: Q): Q | null {
  const poly = inTheRoots(expr);
  if (!poly) return null;
  const power = [Q.of(2), s];
  const powerSum = (k: number): Q => {
    while (power.length <= k) power.push(s.mul(power[power.length - 1]).sub(p.mul(power[power.length - 2])));
    return power[k];
  };
  let value = Q.ZERO;
  for (const [key, c] of poly.terms) {
    const [i, j] = key.split(',').map(Number);
    if (!(poly.terms.get(`${j},${i}`) ?? Q.ZERO).eq(c)) return null;
    if (i > j) continue;
    value = value.add(i === j ? c.mul(p.pow(BigInt(i))) : c.mul(p.pow(BigInt(i))).mul(powerSum(j - i)));
  }
  return value;
}

export const vietaStrategy: Strategy = {
  name: 'algebra.vieta',
  solve(problem: ProblemInput): Outcome | null {
    const sp = SUM_PRODUCT.exec(problem.text);
    const sym = sp ? null : SYMMETRIC.exec(problem.text);
    const equation = sp ? sp[5] : sym ? sym[3] : null;
    const p = equation ? polynomial(equation) : null;
    if (!p) return null;
    const n = p.deg;
    const [an, an1, a0] = [p.coef(n), p.coef(n - 1), p.coef(0)];
    const sum = an1.neg().div(an);
    const product = (n % 2 === 0 ? a0 : a0.neg()).div(an);
    const roots = numericRoots(p);
    const rootSum = roots.reduce((acc, r) => [acc[0] + r[0], acc[1] + r[1]], [0, 0]);
    const rootProduct = roots.reduce((acc, r) => [acc[0] * r[0] - acc[1] * r[1], acc[0] * r[1] + acc[1] * r[0]], [1, 0]);
    const steps: StepDraft[] = [step(text('Read the coefficients', 'Lire les coefficients'),
      text(`For aₙxⁿ + aₙ₋₁xⁿ⁻¹ + … + a₀ = 0 of degree ${n}, the roots (in ℂ, with multiplicity) add to −aₙ₋₁/aₙ and multiply to (−1)ⁿ·a₀/aₙ.`,
        `Pour aₙxⁿ + aₙ₋₁xⁿ⁻¹ + … + a₀ = 0 de degré ${n}, la somme des racines (dans ℂ, avec multiplicité) vaut −aₙ₋₁/aₙ et leur produit (−1)ⁿ·a₀/aₙ.`),
      `a_{${n}} = ${an.toLatex()},\\quad a_{${n - 1}} = ${an1.toLatex()},\\quad a_{0} = ${a0.toLatex()}`)];
    steps.push(step(text('Sum and product', 'Somme et produit'), text('By Vieta’s formulas.', 'Par les relations de Viète.'),
      `S = -\\frac{${an1.toLatex()}}{${an.toLatex()}} = ${sum.toLatex()},\\quad P = ${n % 2 === 0 ? '' : '-'}\\frac{${a0.toLatex()}}{${an.toLatex()}} = ${product.toLatex()}`));
    const sumChecks = close(rootSum[0], sum.toNumber()) && Math.abs(rootSum[1]) < 1e-7;
    const productChecks = close(rootProduct[0], product.toNumber()) && Math.abs(rootProduct[1]) < 1e-7 * Math.max(1, Math.abs(product.toNumber()));
    if (sp) {
      const both = (sp[1] && sp[2]) || (sp[3] && sp[4]);
      const sumAsked = Boolean(sp[1] || sp[4]);
      const value = both ? `[${sum.toString()}, ${product.toString()}]` : sumAsked ? sum.toString() : product.toString();
      const words = both ? text(`Sum ${sum.toString()}, product ${product.toString()}.`, `Somme ${sum.toString()}, produit ${product.toString()}.`)
        : sumAsked ? text(`The sum of the roots is ${sum.toString()}.`, `La somme des racines vaut ${sum.toString()}.`) : text(`The product of the roots is ${product.toString()}.`, `Le produit des racines vaut ${product.toString()}.`);
      return {
        method: 'algebra.vieta', category: 'poly_eq', steps,
        answer: { kind: both ? 'text' : 'expr', value, latex: both ? `S = ${sum.toLatex()},\\ P = ${product.toLatex()}` : (sumAsked ? sum : product).toLatex(), words },
        finalAnswer: words,
        verified: (!sumAsked && !both || sumChecks) && (sumAsked && !both || productChecks),
        verification: text('The roots found numerically have this sum and product.', 'Les racines calculées numériquement ont cette somme et ce produit.'),
      };
    }
    if (!sym || n !== 2) return null;
    const value = symmetricValue(sym[4], sum, product);
    if (!value) return null;
    const [r1, r2] = roots;
    const numeric = evaluateAt(sym[4], r1, r2);
    steps.push(step(text('Write it with α + β and αβ', 'L’écrire avec α + β et αβ'),
      text('A symmetric expression in the roots is a polynomial in their sum and product: α² + β² = (α + β)² − 2αβ, α³ + β³ = (α + β)³ − 3αβ(α + β), and so on.',
        'Une expression symétrique des racines s’écrit avec leur somme et leur produit : α² + β² = (α + β)² − 2αβ, α³ + β³ = (α + β)³ − 3αβ(α + β), etc.'),
      `${sym[4].replace(/\*/g, '')} = ${value.toLatex()}`));
    return {
      method: 'algebra.vieta', category: 'poly_eq', steps,
      answer: { kind: 'expr', value: value.toString(), latex: value.toLatex(), words: text(value.toString(), value.toString()) },
      finalAnswer: text(value.toString(), value.toString()),
      verified: numeric !== null && close(numeric, value.toNumber()),
      verification: text('The expression computed at the roots found numerically.', 'L’expression calculée aux racines trouvées numériquement.'),
    };
  },
};

/** The real part of the expression at α = r1, β = r2 (complex roots give a real value when it is symmetric). */
function evaluateAt(expr: string, r1: [number, number], r2: [number, number]): number | null {
  const poly = inTheRoots(expr);
  if (!poly) return null;
  const pow = (z: [number, number], k: number): [number, number] => {
    let r: [number, number] = [1, 0];
    for (let i = 0; i < k; i++) r = [r[0] * z[0] - r[1] * z[1], r[0] * z[1] + r[1] * z[0]];
    return r;
  };
  let re = 0;
  for (const [key, c] of poly.terms) {
    const [i, j] = key.split(',').map(Number);
    const [u, v] = [pow(r1, i), pow(r2, j)];
    re += c.toNumber() * (u[0] * v[0] - u[1] * v[1]);
  }
  return re;
}
