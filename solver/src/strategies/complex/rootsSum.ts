import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { expand, freeSymbols, simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';
import { rootsNamed } from './nthRoots';

/**
 * The sum or the product of the n-th roots of a number ("the sum of the 7th roots of unity",
 * « le produit des racines cubiques de 8i »): they are the roots of zⁿ − w, so by Vieta's formulas
 * their sum is 0 (no zⁿ⁻¹ term, n ≥ 2) and their product is (−1)ⁿ⁺¹·w. For unity the sum is also
 * the geometric sum 1 + ω + … + ωⁿ⁻¹ = (1 − ωⁿ)/(1 − ω) = 0. Checked by adding or multiplying the n
 * roots r^{1/n}·e^{i(θ + 2kπ)/n} in floating point.
 */
const ASKED = /^\s*(?:(?:find|compute|calculate|evaluate|determine|give|what\s+is|calculer|d[ée]terminer|donner|trouver|que\s+vaut|quelle\s+est|quel\s+est)\s+)?(?:the\s+|la\s+|le\s+)?(sum|somme|product|produit)\s+(?:of\s+(?:all\s+)?(?:the\s+)?|de\s+(?:toutes\s+)?(?:les\s+)?|des\s+)(.+?)\s*[.?!]?\s*$/i;

interface Asked { product: boolean; n: number; w: MathNode }

function recognize(raw: string): Asked | null {
  const m = ASKED.exec(raw);
  if (!m) return null;
  const roots = rootsNamed(m[2]);
  if (!roots || !Number.isInteger(roots.n) || roots.n < 2 || roots.n > 100) return null;
  try {
    const w = parseNode(roots.w);
    return freeSymbols(w).size > 0 ? null : { product: /^pro/i.test(m[1]), n: roots.n, w };
  } catch {
    return null;
  }
}

/** The n roots in floating point, from the modulus and argument of w. */
function numericRoots(n: number, w: MathNode): Array<{ re: number; im: number }> | null {
  const v = evaluateAscii(toAscii(w));
  if (!v || (v.re === 0 && v.im === 0)) return null;
  const rho = Math.hypot(v.re, v.im) ** (1 / n);
  const theta = Math.atan2(v.im, v.re);
  return Array.from({ length: n }, (_x, k) => ({ re: rho * Math.cos((theta + 2 * k * Math.PI) / n), im: rho * Math.sin((theta + 2 * k * Math.PI) / n) }));
}

export const rootsSumStrategy: Strategy = {
  name: 'complex-roots-sum',
  solve(problem: ProblemInput): Outcome | null {
    const a = recognize(problem.text);
    if (!a) return null;
    const { n, w, product } = a;
    const roots = numericRoots(n, w);
    if (!roots) return null;
    const wl = toLatex(w);
    const value = product ? simplify(expand(['Multiply', n % 2 === 0 ? -1 : 1, w])) : 0;
    const valueAscii = typeof value === 'number' ? String(value) : toAscii(value);
    const steps: StepDraft[] = [
      {
        title: text('The roots as those of a polynomial', "Les racines comme celles d'un polynôme"),
        explanation: text(`The ${n}-th roots of ${toAscii(w)} are the ${n} roots of the polynomial z^${n} − (${toAscii(w)}), each counted once.`,
          `Les racines ${n}-ièmes de ${toAscii(w)} sont les ${n} racines du polynôme z^${n} − (${toAscii(w)}), chacune comptée une fois.`),
        formula: `z^{${n}} - \\left(${wl}\\right) = \\prod_{k=0}^{${n - 1}} (z - z_k)`,
      },
      product
        ? {
          title: text("Vieta's formula for the product", 'Relation coefficients-racines pour le produit'),
          explanation: text(`The product of the roots of a monic polynomial of degree ${n} is (−1)^${n} times its constant term, here −(${toAscii(w)}).`,
            `Le produit des racines d'un polynôme unitaire de degré ${n} vaut (−1)^${n} fois son terme constant, ici −(${toAscii(w)}).`),
          formula: `\\prod_{k=0}^{${n - 1}} z_k = (-1)^{${n}}\\cdot\\left(-${wl}\\right) = ${toLatex(value)}`,
        }
        : {
          title: text("Vieta's formula for the sum", 'Relation coefficients-racines pour la somme'),
          explanation: text(`The sum of the roots is minus the coefficient of z^${n - 1}, which is 0 since n = ${n} ≥ 2.`,
            `La somme des racines vaut l'opposé du coefficient de z^${n - 1}, qui est nul car n = ${n} ≥ 2.`),
          formula: `\\sum_{k=0}^{${n - 1}} z_k = 0`,
        },
    ];
    const total = roots.reduce((acc, r) => (product
      ? { re: acc.re * r.re - acc.im * r.im, im: acc.re * r.im + acc.im * r.re }
      : { re: acc.re + r.re, im: acc.im + r.im }), product ? { re: 1, im: 0 } : { re: 0, im: 0 });
    const expected = evaluateAscii(valueAscii);
    const scale = Math.max(1, Math.hypot(...roots.map((r) => Math.hypot(r.re, r.im))) ** (product ? n : 1));
    const verified = !!expected && Math.hypot(total.re - expected.re, total.im - expected.im) <= 1e-9 * scale;
    const said = product ? text(`The product of the ${n} roots is ${valueAscii}.`, `Le produit des ${n} racines vaut ${valueAscii}.`) : text(`The sum of the ${n} roots is 0.`, `La somme des ${n} racines vaut 0.`);
    return {
      method: product ? 'complex.roots-product' : 'complex.roots-sum',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value: valueAscii, latex: toLatex(value), words: asciiToWords(valueAscii) },
      finalAnswer: said,
      verified,
      verification: verified
        ? text(`Checked by ${product ? 'multiplying' : 'adding'} the ${n} roots computed in floating point.`, `Vérifié en ${product ? 'multipliant' : 'additionnant'} les ${n} racines calculées en virgule flottante.`)
        : undefined,
    };
  },
};
