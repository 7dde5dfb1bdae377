import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('symmetric, skew-symmetric and orthogonal matrices', () => {
  it('decides the property asked, in English and French', () => {
    const sym = solve('Is the matrix \\begin{pmatrix} 1 & 2 \\\\ 2 & 3 \\end{pmatrix} symmetric?');
    expect(sym).toMatchObject({ answer: { kind: 'bool', value: 'True' }, verified: true });
    expect(solve('A = [[1, 2], [3, 4]]. Is A symmetric?').finalAnswer).toBe('No, the matrix is not symmetric.');
    const skew = solve('la matrice [[0, 2, -1], [-2, 0, 3], [1, -3, 0]] est-elle antisymétrique ?', { locale: 'fr' });
    expect(skew.finalAnswer).toBe('Oui, la matrice est antisymétrique.');
    const rot = solve('is A = [[3/5, -4/5], [4/5, 3/5]] orthogonal?');
    expect(rot).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(rot.steps.map((s) => s.title)).toEqual(['Transpose', 'Compute AᵀA']);
    expect(solve('montrer que la matrice [[0, 0, 1], [1, 0, 0], [0, 1, 0]] est orthogonale', { locale: 'fr' }).answer?.value).toBe('True');
    expect(solve('is [[1, 1], [0, 1]] orthogonal?').answer?.value).toBe('False');
  });

  it('still reads a shape said of the matrix as a description', () => {
    expect(solve('eigenvalues of the symmetric matrix [[2, 1], [1, 2]]').answer?.value).toBe('[1, 3]');
    expect(solve('eigenvalues of the symmetric matrix [[2, 1], [0, 2]]').answer).toBeNull();
  });

  it('leaves other words about orthogonality unanswered', () => {
    expect(solve('are the columns of [[1, 2], [2, -1]] orthogonal?').answer).toBeNull();
  });
});
