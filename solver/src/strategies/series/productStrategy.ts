import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, Strategy } from '../../strategy';
import { simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyFiniteProduct } from '../../verify/series';
import { recognizeSum } from './sumRecognize';

/**
 * Finite products ∏_{k=1}^{5} k, "product of (1 + 1/k) for k from 1 to 9", "produit des k pour k
 * de 1 à 6": written the same way as sums, so the sum reader is reused on the text with the
 * product word swapped; the factors are multiplied out (and most cancel when they telescope).
 */
const PRODUCT = /(\\prod|\bprod(?:uct)?\b|\bproduit\b)/i;
const MAX_FACTORS = 60;

export const productStrategy: Strategy = {
  name: 'product',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const m = PRODUCT.exec(problem.text);
    if (!m) return null;
    const asSum = problem.text.replace(PRODUCT, (w) => (w.startsWith('\\') ? '\\sum' : /^produit$/i.test(w) ? 'somme' : 'sum')).replace(/\bthe\s+sum\b/i, 'sum');
    const sp = recognizeSum(asSum);
    if (!sp || sp.hi === 'PositiveInfinity') return null;
    const lo = nodeToQ(sp.lo);
    const hi = nodeToQ(sp.hi);
    if (!lo || !hi || !lo.isInt() || !hi.isInt()) return null;
    const count = Number(hi.n - lo.n) + 1;
    if (count < 1 || count > MAX_FACTORS) return null;
    const factors: MathNode[] = [];
    for (let j = 0; j < count; j++) {
      ctx.checkTime();
      factors.push(simplify(substitute(sp.summand, sp.k, Number(lo.n) + j)));
    }
    const result = simplify(['Multiply', ...factors]);
    const value = toAscii(result);
    const pi = `\\prod_{${sp.k}=${lo.toString()}}^{${hi.toString()}} ${toLatex(sp.summand)}`;
    const shown = factors.length <= 8 ? factors.map((f) => (Array.isArray(f) && f[0] === 'Add' ? `\\left(${toLatex(f)}\\right)` : toLatex(f))).join(' \\cdot ') : `${toLatex(factors[0])} \\cdot ${toLatex(factors[1])} \\cdots ${toLatex(factors[factors.length - 1])}`;
    const verified = verifyFiniteProduct(toAscii(sp.summand), sp.k, Number(lo.n), Number(hi.n), value);
    return {
      method: 'product.terms',
      category: 'series',
      steps: [
        {
          title: text('Write out the factors', 'Écrire les facteurs'),
          explanation: text(
            `Replace ${sp.k} by each integer from ${lo.toString()} to ${hi.toString()} (${count} factors).`,
            `On remplace ${sp.k} par chaque entier de ${lo.toString()} à ${hi.toString()} (${count} facteurs).`,
          ),
          formula: `${pi} = ${shown}`,
        },
        {
          title: text('Multiply', 'Multiplier'),
          explanation: text('Multiply the factors; a numerator that matches the next denominator cancels (telescoping).', 'On multiplie les facteurs ; un numérateur égal au dénominateur suivant se simplifie (produit télescopique).'),
          formula: `${pi} = ${toLatex(result)}`,
        },
      ],
      answer: { kind: 'expr', value, latex: toLatex(result), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified ? text('Checked by multiplying the factors numerically.', 'Vérifié en multipliant les facteurs numériquement.') : undefined,
    };
  },
};
