import { describe, expect, it } from 'vitest';
import { matrixName } from './matrixName';

describe('matrixName', () => {
  it('names the matrix by the letter the student gave it, else "the matrix"', () => {
    expect(matrixName('valeurs propres de C=(1 2;3 0)')).toEqual({ en: 'C', fr: 'C' });
    expect(matrixName('M = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}')).toEqual({ en: 'M', fr: 'M' });
    expect(matrixName('is the matrix [[9,0,0],[-5,4,0],[-8,0,1]] diagonalizable?')).toEqual({ en: 'the matrix', fr: 'la matrice' });
  });
});
