import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a linear map given by the images of a basis', () => {
  it('the images of the standard basis are the columns, the vectors written as columns or in the call', () => {
    const t = solve('Let T: R^2 → R^2 be a linear transformation such that T([1, 0]^T) = [2, 5]^T and T([0, 1]^T) = [-1, 3]^T. Find the matrix of T.');
    expect(t).toMatchObject({ answer: { value: '[[2, -1], [5, 3]]' }, verified: true });
    expect(solve('T(1, 0) = (2, 5) and T(0, 1) = (-1, 3). Find the matrix of T.').answer?.value).toBe('[[2, -1], [5, 3]]');
    const f = solve("Soit f l'application linéaire de R² dans R³ telle que f(e1) = (1, 2, 3) et f(e2) = (0, 1, 1). Déterminer la matrice de f dans la base canonique.", { locale: 'fr' });
    expect(f).toMatchObject({ answer: { value: '[[1, 0], [2, 1], [3, 1]]' }, verified: true });
  });

  it('another basis: A = W·V⁻¹', () => {
    expect(solve('Let T be linear with T(1, 1) = (2, 5) and T(1, -1) = (0, 3). Find the standard matrix of T.')).toMatchObject({ answer: { value: '[[1, 1], [4, 1]]' }, verified: true });
  });

  it('leaves vectors that are not a basis, or another map asked, unanswered', () => {
    expect(solve('T(1, 0) = (2, 5) and T(2, 0) = (4, 10). Find the matrix of T.').answer).toBeNull();
    expect(solve('T(1, 0) = (2, 5) and T(0, 1) = (-1, 3). Find the matrix of S.').answer).toBeNull();
  });
});
