import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { matrixStrategy } from './matrixStrategy';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const value = (s: string): string | undefined => matrixStrategy.solve(normalize(s), ctx)?.answer?.value;

describe('what a problem says of its matrix', () => {
  it('reads a name given in words', () => {
    expect(value('Compute det(A) where A is the 5×5 matrix with entries a_ij = min(i,j)')).toBe('1');
    expect(value('Soit A la matrice [[1, 2], [3, 4]]. Calculer le rang de A.')).toBe('2');
    expect(value('Let A be the matrix [[1, 2], [2, 4]]. Find the rank of A.')).toBe('1');
  });

  it('reads a shape the matrix has, and leaves a shape it has not unanswered', () => {
    expect(value('det of the upper triangular matrix [[2, 5, 7], [0, 3, 1], [0, 0, -4]]')).toBe('-24');
    expect(value('déterminant de la matrice triangulaire inférieure [[2, 0], [5, 3]]')).toBe('6');
    expect(value('rank of the symmetric matrix [[1, 2], [2, 4]]')).toBe('1');
    expect(value('det of the circulant matrix [[1, 2, 3], [3, 1, 2], [2, 3, 1]]')).toBe('18');
    expect(value('det of the circulant matrix [[1, 2, 3], [2, 3, 1], [3, 1, 2]]')).toBeUndefined();
    expect(matrixStrategy.solve(normalize('det of the upper triangular matrix [[2, 5, 7], [1, 3, 1], [0, 0, -4]]'), ctx)).toBeNull();
  });

  it('reads a rotation matrix, and "real" or "square" said of the matrix', () => {
    expect(value('eigenvalues of the rotation matrix [[0,-1],[1,0]]')).toBe('[-i, i]');
    expect(value('valeurs propres de la matrice de rotation [[0, 1], [-1, 0]]')).toBe('[-i, i]');
    // [[1, −1], [1, 1]] scales as well as turns: no rotation
    expect(matrixStrategy.solve(normalize('eigenvalues of the rotation matrix [[1,-1],[1,1]]'), ctx)).toBeNull();
    expect(value('Find the eigenvalues of the real square matrix $A=\\begin{pmatrix}1&2\\\\2&1\\end{pmatrix}$')).toBe('[-1, 3]');
    expect(value('déterminant de la matrice carrée réelle [[1,2],[3,4]]')).toBe('-2');
  });

  it('reads a Vandermonde matrix named as such, in rows or columns', () => {
    expect(value('Vandermonde determinant |1 1 1; 2 3 5; 4 9 25|')).toBe('6');
    expect(value('Calculer le déterminant de Vandermonde de [[1, 2, 4], [1, 3, 9], [1, 5, 25]]')).toBe('6');
    expect(matrixStrategy.solve(normalize('Vandermonde determinant of [[1, 2, 4], [1, 3, 8], [1, 5, 25]]'), ctx)).toBeNull();
  });

  it('reads a name with an index (M1, A_1, B_{2}) like a one-letter name, unless two share the letter', () => {
    expect(value('Is the matrix M2 = [[1, 1], [0, 1]] diagonalizable?')).toBe('False');
    expect(value('Calculer le déterminant de A_1 = [[1,2],[3,4]]')).toBe('-2');
    expect(value('Let B_{2} = [[2,0],[0,3]]. Find the eigenvalues of B_{2}.')).toBe('[2, 3]');
    expect(matrixStrategy.solve(normalize('A1 = [[1,2],[3,4]], A2 = [[0,1],[1,0]]. Compute the trace of A1'), ctx)).toBeNull();
  });

  it('asks which adjoint is meant rather than guess', () => {
    expect(() => matrixStrategy.solve(normalize('Find the adjoint of A = [[4, 5], [2, 3]]'), ctx)).toThrow(/adjugate/);
    expect(value('adjugate of [[4,5],[2,3]]')).toBe('[[3, -5], [-2, 4]]');
  });
});
