import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { matClose, numericMul, numericRank } from '../../verify/linalg';
import { augmentedLatex, cols, inverse, mul, rowOpLatex, rowReduce, toAscii, toLatex, transpose, type Mat } from './matrix';

/**
 * Ax = b with A and b given as matrices: the solution by reducing [A | b] (A square and
 * invertible), or the least-squares solution from the normal equations AᵀA x̂ = Aᵀb. Checked in
 * floating point: A·x = b, or Aᵀ(Ax̂ − b) = 0 with AᵀA of full rank.
 */
export function linearSolveOutcome(a: Mat, b: Mat, leastSquares: boolean): Outcome {
  if (b.length !== a.length || cols(b) !== 1) {
    throw new SolverError('unsupported', text('b must be a column with as many entries as A has rows.', 'b doit être une colonne avec autant de coefficients que A a de lignes.'));
  }
  const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));
  const n = cols(a);
  if (leastSquares) {
    const ls = leastSquaresSolution(a, b);
    return solved('matrix.least_squares', ls.steps, ls.x, ls.verified, ls.verification);
  }
  const red = rowReduce(a.map((r, i) => [...r, b[i][0]]), { full: true, reduceCols: n });
  if (a.length !== n || red.pivotColumns.length < n) {
    throw new SolverError('unsupported', text('A is not invertible: Ax = b has no solution or infinitely many. Write the system out to solve it.', "A n'est pas inversible : AX = B n'a aucune solution ou une infinité. Écrivez le système pour le résoudre."));
  }
  const x: Mat = red.result.map((r) => [r[n]]);
  const steps: StepDraft[] = [
    {
      title: text('Write the augmented matrix [A | b]', 'Écrire la matrice augmentée [A | B]'),
      explanation: text('Row operations on [A | b] do not change the solutions.', 'Les opérations sur les lignes de [A | B] ne changent pas les solutions.'),
      formula: augmentedLatex(a.map((r, i) => [...r, b[i][0]]), n),
    },
    ...red.stages.map((st) => ({
      title: text(`Pivot in column ${st.column + 1}`, `Pivot dans la colonne ${st.column + 1}`),
      explanation: text('Make the pivot 1 and clear the rest of its column.', 'On rend le pivot égal à 1 et on annule le reste de sa colonne.'),
      formula: `${st.ops.map(rowOpLatex).join(',\\; ')} \\;\\Rightarrow\\; ${augmentedLatex(st.after, n)}`,
    })),
    {
      title: text('Read the solution', 'Lire la solution'),
      explanation: text('The left block is I: the last column is x.', 'Le bloc de gauche est I : la dernière colonne est X.'),
      formula: `x = ${toLatex(x)}`,
    },
  ];
  const verified = matClose(numericMul(num(a), num(x)), num(b), 1e-9);
  return solved('matrix.solve', steps, x, verified, text('Checked: A·x = b in floating point.', 'Vérifié : A·X = B en virgule flottante.'));
}

/** The least-squares solution x̂ of Ax = b from the normal equations AᵀA x̂ = Aᵀb, with its steps; checked by Aᵀ(Ax̂ − b) = 0 and the rank of AᵀA. */
export function leastSquaresSolution(a: Mat, b: Mat): { x: Mat; steps: StepDraft[]; verified: boolean; verification: Text } {
  const num = (m: Mat): number[][] => m.map((r) => r.map((v) => v.toNumber()));
  const n = cols(a);
  const at = transpose(a);
  const ata = mul(at, a);
  const atb = mul(at, b);
  const inv = inverse(ata).inverse;
  if (!inv) {
    throw new SolverError('unsupported', text('AᵀA is not invertible (the columns of A are dependent): the least-squares solution is not unique.', "AᵀA n'est pas inversible (les colonnes de A sont liées) : la solution des moindres carrés n'est pas unique."));
  }
  const x = mul(inv, atb);
  const steps: StepDraft[] = [
    {
      title: text('Write the normal equations', 'Écrire les équations normales'),
      explanation: text('The least-squares solution x̂ makes Ax̂ − b orthogonal to the columns of A: AᵀA x̂ = Aᵀb.', 'La solution des moindres carrés x̂ rend Ax̂ − b orthogonal aux colonnes de A : ᵗA A x̂ = ᵗA b.'),
      formula: `A^{T}A = ${toLatex(ata)},\\quad A^{T}b = ${toLatex(atb)}`,
    },
    {
      title: text('Solve them', 'Les résoudre'),
      explanation: text('AᵀA is invertible, so x̂ = (AᵀA)⁻¹Aᵀb.', 'ᵗA A est inversible, donc x̂ = (ᵗA A)⁻¹ ᵗA b.'),
      formula: `\\hat{x} = ${toLatex(inv)}${toLatex(atb)} = ${toLatex(x)}`,
    },
  ];
  const residual = numericMul(num(a), num(x)).map((r, i) => [r[0] - b[i][0].toNumber()]);
  const verified = numericRank(num(ata)) === n && matClose(numericMul(num(at), residual), x.map(() => [0]), 1e-9);
  return { x, steps, verified, verification: text('Checked: Aᵀ(Ax̂ − b) = 0 and AᵀA has full rank, in floating point.', 'Vérifié : ᵗA(Ax̂ − b) = 0 et ᵗA A est de rang plein, en virgule flottante.') };
}

function solved(method: string, steps: StepDraft[], x: Mat, verified: boolean, verification: ReturnType<typeof text>): Outcome {
  const value = toAscii(x);
  return {
    method,
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(x), words: asciiToWords(value) },
    finalAnswer: text(`x = ${value}`, `X = ${value}`),
    verified,
    verification: verified ? verification : undefined,
  };
}
