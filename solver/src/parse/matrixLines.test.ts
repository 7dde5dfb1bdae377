import { describe, expect, it } from 'vitest';
import { matrixLines } from './matrixLines';
import { normalizeText } from './normalize';

describe('a matrix typed one row per line', () => {
  it('becomes one literal when a matrix word is there', () => {
    expect(matrixLines('Evaluate the determinant\n1 2 3\n4 5 6\n7 8 10')).toBe('Evaluate the determinant\n[1 2 3; 4 5 6; 7 8 10]');
    expect(matrixLines('rang de la matrice\n1 -2\n−3 6\nselon m')).toBe('rang de la matrice\n[1 -2; −3 6]\nselon m');
    expect(normalizeText('det:\n|2 1|\n|3 4|')).toBe('det: |2 1; 3 4|');
    expect(matrixLines('determinant\nk 1\n1 k')).toBe('determinant\n[k 1; 1 k]');
    // 'invert' and the method's name are matrix words too
    expect(matrixLines('Use the Gauss-Jordan method to invert\n1 2 3\n0 1 4\n5 6 0')).toBe('Use the Gauss-Jordan method to invert\n[1 2 3; 0 1 4; 5 6 0]');
    expect(matrixLines('Row reduce\n1 2\n3 4')).toBe('Row reduce\n[1 2; 3 4]');
  });

  it('leaves data tables, lone lines and rows of different lengths alone', () => {
    expect(matrixLines('Mean of the data\n1 2 3\n4 5 6')).toBe('Mean of the data\n1 2 3\n4 5 6');
    expect(matrixLines('rank of\n1 2 3')).toBe('rank of\n1 2 3');
    expect(matrixLines('determinant\n1 2 3\n4 5')).toBe('determinant\n1 2 3\n4 5');
  });
});
