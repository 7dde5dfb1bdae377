import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { matClose, numericMul, type NumMat } from '../../verify/linalg';
import { equal, identity, isSquare, mul, scale, toLatex, transpose, type Mat } from './matrix';
import { Q } from '../../cas/rational';

export type MatrixCheck = 'symmetric' | 'skew_symmetric' | 'orthogonal';

const NAMES: Record<MatrixCheck, Text> = {
  symmetric: text('symmetric', 'symétrique'),
  skew_symmetric: text('skew-symmetric', 'antisymétrique'),
  orthogonal: text('orthogonal', 'orthogonale'),
};

/**
 * Whether a square matrix is symmetric (Aᵀ = A), skew-symmetric (Aᵀ = −A) or orthogonal
 * (AᵀA = I), by computing Aᵀ (and AᵀA) exactly; the floating-point product or transpose checks it.
 */
export function matrixCheckOutcome(which: MatrixCheck, a: Mat, na: NumMat, pre: StepDraft[]): Outcome | null {
  if (!isSquare(a)) return null;
  const t = transpose(a);
  const n = a.length;
  const steps: StepDraft[] = [
    ...pre,
    { title: text('Transpose', 'Transposer'), explanation: text('Row i of A becomes column i of Aᵀ.', 'La ligne i de A devient la colonne i de Aᵀ.'), formula: `A^{T} = ${toLatex(t)}` },
  ];
  let yes: boolean;
  let numeric: boolean;
  const nt = na[0].map((_, j) => na.map((r) => r[j]));
  if (which === 'orthogonal') {
    const p = mul(t, a);
    yes = equal(p, identity(n));
    steps.push({
      title: text('Compute AᵀA', 'Calculer AᵀA'),
      explanation: text('A is orthogonal exactly when AᵀA = I (its columns are orthonormal).', 'A est orthogonale si et seulement si AᵀA = I (ses colonnes sont orthonormées).'),
      formula: `A^{T}A = ${toLatex(p)} ${yes ? '=' : '\\neq'} I_{${n}}`,
    });
    numeric = matClose(numericMul(nt, na), identity(n).map((r) => r.map((q) => q.toNumber())), 1e-9);
  } else {
    const target = which === 'symmetric' ? a : scale(a, Q.of(-1));
    yes = equal(t, target);
    steps.push({
      title: text('Compare', 'Comparer'),
      explanation: which === 'symmetric'
        ? text('A is symmetric exactly when Aᵀ = A (aᵢⱼ = aⱼᵢ for every i, j).', 'A est symétrique si et seulement si Aᵀ = A (aᵢⱼ = aⱼᵢ pour tous i, j).')
        : text('A is skew-symmetric exactly when Aᵀ = −A (aᵢⱼ = −aⱼᵢ for every i, j).', 'A est antisymétrique si et seulement si Aᵀ = −A (aᵢⱼ = −aⱼᵢ pour tous i, j).'),
      formula: `A^{T} ${yes ? '=' : '\\neq'} ${which === 'symmetric' ? '' : '-'}A`,
    });
    const sign = which === 'symmetric' ? -1 : 1;
    numeric = matClose(nt.map((r, i) => r.map((x, j) => x + sign * na[i][j])), nt.map((r) => r.map(() => 0)), 1e-9);
  }
  const name = NAMES[which];
  const verified = numeric === yes;
  return {
    method: `matrix.${which}`,
    category: 'matrix',
    steps,
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: yes ? text(`Yes, the matrix is ${name.en}.`, `Oui, la matrice est ${name.fr}.`) : text(`No, the matrix is not ${name.en}.`, `Non, la matrice n'est pas ${name.fr}.`),
    verified,
    verification: verified ? text('Checked: the same comparison in floating point.', 'Vérifié : la même comparaison en virgule flottante.') : undefined,
  };
}
