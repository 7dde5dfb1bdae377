import { describe, expect, it } from 'vitest';
import { matrixLines } from './matrixLines';

describe('a matrix typed row by row on lines of its own', () => {
  it('is written in brackets after words about a matrix', () => {
    expect(matrixLines('Invert the matrix\n1 2\n3 4')).toBe('Invert the matrix\n[[1, 2], [3, 4]]');
    expect(matrixLines('Calculer le déterminant de\n|1 2|\n|3 4|')).toBe('Calculer le déterminant de\n|[[1, 2], [3, 4]]|');
    expect(matrixLines('rank of A =\n1, 2, 3\n2, 4, 6\nthen its kernel')).toBe('rank of A =\n[[1, 2, 3], [2, 4, 6]]\nthen its kernel');
  });

  it('leaves data, rows of different lengths, and one line alone', () => {
    expect(matrixLines('Fit a line through the points\n1 2\n3 4')).toBe('Fit a line through the points\n1 2\n3 4');
    expect(matrixLines('Invert\n1 2 3\n4 5')).toBe('Invert\n1 2 3\n4 5');
    expect(matrixLines('Invert the matrix [[1, 2], [3, 4]]')).toBe('Invert the matrix [[1, 2], [3, 4]]');
  });
});
