import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { augmentedLatex, inverse, rowOpLatex, toLatex, type Mat } from './matrix';

/**
 * The inverse by the adjugate formula for 2×2 and by Gauss–Jordan on [A | I] otherwise; null
 * (with the steps that show why) when the matrix is singular.
 */
export function inverseSteps(a: Mat, checkTime?: () => void): { inv: Mat | null; steps: StepDraft[]; method: string } {
  const n = a.length;
  if (n === 2) {
    const [[p, q], [r, s]] = a;
    const det = p.mul(s).sub(q.mul(r));
    const steps: StepDraft[] = [
      {
        title: text('Compute the determinant', 'Calculer le déterminant'),
        explanation: text('A 2×2 matrix is invertible exactly when ad − bc ≠ 0.', 'Une matrice 2×2 est inversible exactement quand ad − bc ≠ 0.'),
        formula: `\\det A = ${p.toLatex()} \\times ${paren(s)} - ${paren(q)} \\times ${paren(r)} = ${det.toLatex()}`,
      },
    ];
    if (det.isZero()) return { inv: null, steps: [...steps, singularStep()], method: 'matrix.inverse.2x2' };
    const adj: Mat = [
      [s, q.neg()],
      [r.neg(), p],
    ];
    const inv = adj.map((row) => row.map((v) => v.div(det)));
    steps.push({
      title: text('Apply the 2×2 inverse formula', 'Appliquer la formule de l’inverse 2×2'),
      explanation: text(
        'Swap the diagonal entries, change the signs of the other two, and divide by the determinant.',
        'On échange les coefficients diagonaux, on change le signe des deux autres, et on divise par le déterminant.',
      ),
      // a determinant 1 divides nothing: no 1/1 in front of the matrix
      formula: det.cmp(Q.ONE) === 0 ? `A^{-1} = ${toLatex(inv)}` : `A^{-1} = \\frac{1}{${det.toLatex()}}${toLatex(adj)} = ${toLatex(inv)}`,
    });
    return { inv, steps, method: 'matrix.inverse.2x2' };
  }
  const { inverse: inv, reduction } = inverse(a);
  checkTime?.();
  const aug = a.map((r, i) => [...r, ...a.map((_, j) => (i === j ? Q.ONE : Q.ZERO))]);
  const steps: StepDraft[] = [
    {
      title: text('Write [A | I]', 'Écrire [A | I]'),
      explanation: text(
        'Row-reduce A next to the identity: the row operations that turn A into I turn I into A⁻¹.',
        'On échelonne A à côté de l’identité : les opérations sur les lignes qui changent A en I changent I en A⁻¹.',
      ),
      formula: augmentedLatex(aug, n),
    },
  ];
  for (const st of reduction.stages) {
    steps.push({
      title: text(`Pivot in column ${st.column + 1}`, `Pivot dans la colonne ${st.column + 1}`),
      explanation: text(
        'Make the pivot 1, then clear the rest of its column.',
        'On rend le pivot égal à 1, puis on annule le reste de sa colonne.',
      ),
      formula: `${st.ops.map(rowOpLatex).join(',\\; ')} \\;\\Rightarrow\\; ${augmentedLatex(st.after, n)}`,
    });
  }
  if (!inv) return { inv: null, steps: [...steps, singularStep()], method: 'matrix.inverse.gauss_jordan' };
  steps.push({
    title: text('Read the inverse', 'Lire l’inverse'),
    explanation: text('The left block is now I, so the right block is A⁻¹.', 'Le bloc de gauche est maintenant I, donc le bloc de droite est A⁻¹.'),
    formula: `A^{-1} = ${toLatex(inv)}`,
  });
  return { inv, steps, method: 'matrix.inverse.gauss_jordan' };
}

function singularStep(): StepDraft {
  return {
    title: text('The matrix is singular', 'La matrice est singulière'),
    explanation: text(
      'Its determinant is 0 (a row of zeros appears when reducing): it has no inverse.',
      'Son déterminant est nul (une ligne de zéros apparaît en échelonnant) : elle n’a pas d’inverse.',
    ),
    formula: '\\det A = 0',
  };
}

function paren(q: Q): string {
  return q.isNegative() ? `(${q.toLatex()})` : q.toLatex();
}
