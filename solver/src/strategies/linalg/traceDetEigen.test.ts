import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a 2×2 matrix known by its trace and determinant', () => {
  it('gives the eigenvalues as the roots of λ² − tr·λ + det, in both languages', () => {
    expect(solve('Given that tr(A) = 5 and det(A) = 6 for a 2x2 matrix A, find the eigenvalues of A.')).toMatchObject({ answer: { kind: 'solutions', value: '[2, 3]' }, verified: true });
    expect(solve('Soit A une matrice 2x2 de trace 4 et de déterminant 5. Quelles sont ses valeurs propres ?', { locale: 'fr' }).answer?.value).toBe('[2 - i, 2 + i]');
    expect(solve('Let A be a 2 by 2 matrix with trace 6 and determinant 9. Find the eigenvalues.').finalAnswer).toBe('λ = 3 (double)');
  });

  it('gives the characteristic polynomial when it is asked', () => {
    expect(solve('A 2 × 2 matrix has trace 2 and determinant -1. What is its characteristic polynomial?').answer?.value).toBe('x^2 - 2*x - 1');
  });

  it('reads nothing when the size is not 2', () => {
    expect(solve('A 3x3 matrix has trace 2 and determinant -1. What is its characteristic polynomial?').answer).toBeNull();
  });
});
