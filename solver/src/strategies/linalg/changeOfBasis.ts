import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { inverse, mul, toAscii, toLatex, transpose, type Mat } from './matrix';

/**
 * M' = P⁻¹ M P, the matrix of an endomorphism in a new basis (the columns of P), as a course writes
 * it: P and P⁻¹, then the product. Checked exactly by M P = P M' (each new basis vector's image
 * written in the new basis), which does not use P⁻¹. Null when the vectors are no basis.
 */
export function changeOfBasisOutcome(m: Mat, basis: Mat, before: StepDraft[] = []): Outcome | null {
  const p = transpose(basis);
  const pInv = inverse(p).inverse;
  if (!pInv) return null;
  const result = mul(pInv, mul(m, p));
  const verified = toAscii(mul(m, p)) === toAscii(mul(p, result));
  const value = toAscii(result);
  return {
    method: 'matrix.change_of_basis',
    category: 'matrix',
    steps: [
      ...before,
      {
        title: text('Write the change-of-basis matrix', 'Écrire la matrice de passage'),
        explanation: text('Its columns are the new basis vectors written in the standard basis.', 'Ses colonnes sont les vecteurs de la nouvelle base écrits dans la base canonique.'),
        formula: `P = ${toLatex(p)},\\quad P^{-1} = ${toLatex(pInv)}`,
      },
      {
        title: text('Compute P⁻¹ M P', 'Calculer P⁻¹ M P'),
        explanation: text(
          'Column j of the new matrix holds the coordinates, in the new basis, of the image of the j-th new basis vector.',
          "La colonne j de la nouvelle matrice contient les coordonnées, dans la nouvelle base, de l'image du j-ième vecteur de la nouvelle base.",
        ),
        formula: `M' = P^{-1} M P = ${toLatex(result)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(result), words: asciiToWords(value) },
    finalAnswer: text(`M' = ${value}`, `M' = ${value}`),
    verified,
    verification: verified ? text("Checked exactly: M P = P M'.", "Vérifié exactement : M P = P M'.") : undefined,
  };
}
