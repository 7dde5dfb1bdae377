import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('det, trace and eigenvalues of an expression of A from its eigenvalues alone', () => {
  it('gives det as the product and the trace as the sum, in English and French', () => {
    expect(solve('A 3×3 matrix A has eigenvalues 2, −1 and 3. What is det(A)?')).toMatchObject({ answer: { kind: 'expr', value: '-6' }, verified: true });
    expect(solve('Consider a 3x3 matrix with eigenvalues 1, 4, -2. Find the trace of the matrix.').answer?.value).toBe('3');
    const fr = solve('La matrice A admet pour valeurs propres 2, 5 et -1. Quelle est la trace de A ?', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '6' }, verified: true });
  });

  it('sends the eigenvalues through A², A⁻¹, cA and A ± cI, in LaTeX too', () => {
    expect(solve('Let $A$ be a $3 \\times 3$ matrix with eigenvalues $\\lambda_1 = 1$, $\\lambda_2 = -2$, $\\lambda_3 = 1/2$. Find $\\det(A + 2I)$.').answer?.value).toBe('0');
    expect(solve('Given that the eigenvalues of A are 2, 3, what is the trace of A^3?').answer?.value).toBe('35');
    expect(solve('The eigenvalues of a 2x2 matrix B are 1/2 and 4. Find the eigenvalues of B^2 - I.').answer?.value).toBe('[-3/4, 15]');
    const fr = solve('Soit A ∈ M₃(ℝ) de valeurs propres 1, 2 et 3. Calculer det(A^{-1}).', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '1/6' }, verified: true });
    // the size of a matrix is no assumption on a letter
    expect(fr.interpretation?.text ?? '').not.toMatch(/en supposant/);
    expect(solve('Soit A une matrice carrée d’ordre 3 de valeurs propres 1 (double) et 4. Calculer le déterminant de A.', { locale: 'fr' }).answer?.value).toBe('4');
  });

  it('refuses a list shorter than the size, and the inverse of a matrix with eigenvalue 0', () => {
    const short = solve('A 4x4 matrix has eigenvalues 1, 2, 3. Find det(A).');
    expect(short.answer).toBeNull();
    expect(short.error?.message).toMatch(/3 eigenvalues .* 4×4/);
    const fr = solve('Soit A une matrice 4x4 de valeurs propres 1, 2 et 3. Calculer det(A).', { locale: 'fr' });
    expect(fr.error?.message).toMatch(/multiplicités/);
    expect(solve('A 3x3 matrix A has eigenvalues 0, 1, 2. Find det(A^{-1}).').error?.message).toMatch(/not invertible/);
  });
});
