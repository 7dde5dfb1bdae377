import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { Q } from '../../cas/rational';
import { numericMul, numericRank, type NumMat } from '../../verify/linalg';
import { identity, isSquare, mul, toLatex, type Mat } from './matrix';
import { nullSpace } from './matrixEigen';
import { charPoly, matrixPolyLatex, polyToAscii, polyToLatex, superscriptPower, type Poly } from './polynomial';

/**
 * The minimal polynomial: the monic polynomial of least degree with p(A) = 0. The powers I, A, A², …
 * are computed until the first one that is a combination of the ones before; that relation is
 * μ_A (it divides the characteristic polynomial, degree ≤ n by Cayley–Hamilton). Checked in floating
 * point: μ_A(A) = 0 and I, A, …, A^{d−1} independent (numeric rank d).
 */
export function minimalPolynomialOutcome(a: Mat, na: NumMat, pre: StepDraft[]): Outcome | null {
  if (!isSquare(a)) return null;
  const n = a.length;
  const flat = (m: Mat): Q[] => m.flat();
  const powers: Mat[] = [identity(n)];
  let relation: Q[] | null = null;
  for (let k = 1; k <= n && !relation; k++) {
    powers.push(mul(powers[k - 1], a));
    // columns vec(I), vec(A), …, vec(Aᵏ): a nonzero null vector is a polynomial relation of degree ≤ k
    const cols = powers.map(flat);
    const m: Mat = cols[0].map((_, i) => cols.map((c) => c[i]));
    const kernel = nullSpace(m);
    if (kernel.length > 0) relation = kernel[0];
  }
  if (!relation) return null;
  const lead = relation[relation.length - 1];
  if (lead.isZero()) return null;
  const mu: Poly = relation.map((c) => c.div(lead));
  const d = mu.length - 1;
  const chi = charPoly(a);
  const ascii = polyToAscii(mu, 'x');
  const steps: StepDraft[] = [
    ...pre,
    {
      title: text('Characteristic polynomial', 'Polynôme caractéristique'),
      explanation: text('By Cayley–Hamilton χ(A) = 0, so the minimal polynomial divides χ and has the same roots.', 'D’après Cayley–Hamilton χ(A) = 0 : le polynôme minimal divise χ et a les mêmes racines.'),
      formula: `\\chi(\\lambda) = ${polyToLatex(chi, '\\lambda')}`,
    },
    {
      title: text('First dependent power', 'Première puissance liée'),
      explanation: text(
        `I${d > 1 ? ', A' : ''}${d > 2 ? ', …' : ''} are independent and A${d === 1 ? '' : superscriptPower(d)} is a combination of them: the least degree of a polynomial cancelling A is ${d}.`,
        `I${d > 1 ? ', A' : ''}${d > 2 ? ', …' : ''} sont libres et A${d === 1 ? '' : superscriptPower(d)} en est combinaison : le plus petit degré d’un polynôme annulateur de A est ${d}.`,
      ),
      formula: `${d >= 2 ? `A^{${d}} = ${toLatex(powers[d])},\\quad ` : ''}${matrixPolyLatex(mu)} = 0`,
    },
  ];
  // numeric check: μ(A) = 0 by Horner, and the lower powers independent
  const muA = mu.reduceRight<number[][]>((acc, c) => numericMul(acc, na).map((r, i) => r.map((x, j) => x + (i === j ? c.toNumber() : 0))), na.map((r) => r.map(() => 0)));
  const scale = Math.max(1, ...na.flat().map(Math.abs)) ** d;
  let np: NumMat = na.map((r, i) => r.map((_, j) => (i === j ? 1 : 0)));
  const lower: number[][] = [];
  for (let k = 0; k < d; k++) {
    lower.push(np.flat());
    np = numericMul(np, na);
  }
  const verified = muA.every((r) => r.every((x) => Math.abs(x) <= 1e-9 * scale)) && numericRank(lower) === d;
  return {
    method: 'matrix.minpoly',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value: ascii, latex: polyToLatex(mu, 'x'), words: asciiToWords(ascii) },
    finalAnswer: text(`μ(x) = ${ascii}`, `μ(x) = ${ascii}`),
    verified,
    verification: verified ? text('Checked: μ(A) = 0 and I, A, … of lower degree independent, in floating point.', 'Vérifié : μ(A) = 0 et I, A, … de degré inférieur libres, en virgule flottante.') : undefined,
  };
}
