import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { Q } from '../../cas/rational';
import { numericRank, type NumMat } from '../../verify/linalg';
import { add, identity, rank, scale, toLatex, type Mat } from './matrix';

/**
 * The dimension of the eigenspace of λ (its geometric multiplicity): n − rank(A − λI), by the rank
 * theorem; 0 when λ is no eigenvalue, said so. Checked by the rank of A − λI in floating point.
 */
export function eigenspaceDimensionOutcome(a: Mat, na: NumMat, pre: StepDraft[], lambda: Q): Outcome {
  const n = a.length;
  const shifted = add(a, scale(identity(n), lambda), -1);
  const r = rank(shifted);
  const dim = n - r;
  const l = lambda.toString();
  const steps: StepDraft[] = [
    ...pre,
    {
      title: text('Form A − λI', 'Former A − λI'),
      explanation: text(`The eigenspace of λ = ${l} is the kernel of A − λI.`, `Le sous-espace propre de λ = ${l} est le noyau de A − λI.`),
      formula: `A - ${lambda.isNegative() ? `(${lambda.toLatex()})` : lambda.toLatex()}I = ${toLatex(shifted)}`,
    },
    {
      title: text('Rank theorem', 'Théorème du rang'),
      explanation:
        dim === 0
          ? text(`A − λI has full rank ${r}: its kernel is {0}, so ${l} is not an eigenvalue.`, `A − λI est de rang plein ${r} : son noyau est {0}, donc ${l} n'est pas valeur propre.`)
          : text(`rank(A − λI) = ${r}, so the eigenspace has dimension ${n} − ${r} = ${dim}.`, `rg(A − λI) = ${r}, donc le sous-espace propre est de dimension ${n} − ${r} = ${dim}.`),
      formula: `\\dim E_{${lambda.toLatex()}} = ${n} - \\operatorname{rg}(A - ${lambda.isNegative() ? `(${lambda.toLatex()})` : lambda.toLatex()}I) = ${dim}`,
    },
  ];
  const nShifted = na.map((row, i) => row.map((x, j) => (i === j ? x - lambda.toNumber() : x)));
  const verified = n - numericRank(nShifted) === dim;
  return {
    method: 'matrix.eigenspace_dimension',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value: String(dim), latex: String(dim), words: asciiToWords(String(dim)) },
    finalAnswer: text(`dim E(${l}) = ${dim}`, `dim E(${l}) = ${dim}`),
    verified,
    verification: verified ? text('Checked: the rank of A − λI in floating point.', 'Vérifié : le rang de A − λI en virgule flottante.') : undefined,
  };
}
