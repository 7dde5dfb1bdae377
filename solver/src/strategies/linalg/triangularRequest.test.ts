import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a triangularisation asked', () => {
  it('answers « trigonaliser » and "triangularize" with the Jordan form, a triangular matrix similar to A', () => {
    expect(solve('Trigonaliser la matrice A = [[1, 1], [-1, 3]].', { locale: 'fr' })).toMatchObject({ answer: { kind: 'matrix', value: '[[2, 1], [0, 2]]' }, verified: true });
    expect(solve('Soit $M=\\begin{pmatrix}2&-1\\\\1&0\\end{pmatrix}$. Montrer que M n\'est pas diagonalisable et trigonaliser M.', { locale: 'fr' }).answer?.value).toBe('[[1, 1], [0, 1]]');
    expect(solve('Let B = [[1,0,0],[1,1,0],[0,1,1]]. Triangularize B: find an upper triangular T similar to B.').answer?.value).toBe('[[1, 1, 0], [0, 1, 1], [0, 0, 1]]');
    expect(solve('Find an invertible matrix P such that P^{-1}AP is upper triangular, A = [[0,1],[-4,4]]').answer?.value).toBe('[[2, 1], [0, 2]]');
    expect(solve('Réduire la matrice A = [[2,1,0],[0,2,0],[1,0,2]] sous forme triangulaire', { locale: 'fr' }).answer?.value).toBe('[[2, 1, 0], [0, 2, 1], [0, 0, 2]]');
  });

  it('reads "… is not diagonalizable. Triangularize it."', () => {
    expect(solve('The matrix A = [[3,1],[-1,1]] is not diagonalizable. Triangularize it.').answer?.value).toBe('[[2, 1], [0, 2]]');
    expect(solve('Triangulariser la matrice M = [[1,1,0],[0,1,0],[0,0,2]]', { locale: 'fr' }).answer?.value).toBe('[[1, 1, 0], [0, 1, 0], [0, 0, 2]]');
  });

  it('leaves an upper triangular matrix given as data to the other readers', () => {
    expect(solve('determinant of the upper triangular matrix [[1, 2], [0, 3]]').answer?.value).toBe('3');
  });
});
