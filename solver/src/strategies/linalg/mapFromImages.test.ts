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

  it('gives the image of one more vector by linearity: T(4, 2), « calculer f(2, −1, 1) », T((3, 7))', () => {
    expect(solve('T is linear with T(1,1) = (3,1) and T(1,-1) = (1,5). Find T(4,2).')).toMatchObject({ answer: { value: '[[10], [8]]' }, verified: true, finalAnswer: 'T(4, 2) = (10, 8)' });
    const fr = solve('Soit f une application linéaire telle que f(1, 0, 0) = (1, 2), f(0, 1, 0) = (0, 1) et f(0, 0, 1) = (3, -1). Calculer f(2, -1, 1).', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[5], [2]]' }, verified: true });
    expect(solve('Let T: R^2 → R^2 be linear with T((1, 2)) = (0, 1) and T((1, 3)) = (2, 2). What is T((3, 7))?').answer?.value).toBe('[[2], [4]]');
    // another map's value is not this one's
    expect(solve('T is linear with T(1,1) = (3,1) and T(1,-1) = (1,5). Find S(4,2).').answer).toBeNull();
  });

  it('reads « T est linéaire » before the images', () => {
    expect(solve('T est linéaire, T(1, 0) = (2, 1) et T(1, 1) = (0, 3). Calculer T(3, -2).', { locale: 'fr' })).toMatchObject({ answer: { value: '[[10], [-1]]' }, verified: true });
  });

  it('reads a map that sends basis vectors and leaves one unchanged, named before "that maps"', () => {
    expect(solve('T: R^2 -> R^2 is a vertical shear transformation that maps e1 into e1 - 2e2 but leaves e2 unchanged. Find the standard matrix of T.')).toMatchObject({ answer: { value: '[[1, 0], [-2, 1]]' }, verified: true });
    expect(solve('T maps e1 to e2 and e2 to -e1. Find the standard matrix of T.').answer?.value).toBe('[[0, -1], [1, 0]]');
    expect(solve('Find the standard matrix of T if T(e1) = (1, 3) and T(e2) = (-2, 5).').answer?.value).toBe('[[1, -2], [3, 5]]');
    expect(solve("Soit f l'application linéaire de R^2 qui envoie e1 sur e1 + e2 et laisse e2 invariant. Déterminer la matrice de f.", { locale: 'fr' }).answer?.value).toBe('[[1, 0], [1, 1]]');
  });

  it('reads "the linear operator on R^2 with T(…) = …"', () => {
    expect(solve('Let T be the linear operator on R^2 with T(1,0) = (2,1) and T(0,1) = (1,1). Find the matrix of T.').answer?.value).toBe('[[2, 1], [1, 1]]');
  });
});

