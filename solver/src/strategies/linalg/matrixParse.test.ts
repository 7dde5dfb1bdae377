import { describe, expect, it } from 'vitest';
import { extractMatrices } from './matrixParse';
import { solve } from '../../solve';

describe('a matrix written in brackets with semicolons', () => {
  it('is read beside a question only a matrix is asked, rows of two entries or more', () => {
    expect(extractMatrices('Find the eigenvalues of (4 1; 2 3).')?.matrices.length).toBe(1);
    expect(solve('Find the eigen values of (6 -2 2; -2 3 -1; 2 -1 3).').answer?.value).toBe('[2, 8]');
    expect(solve('valeurs propres de (2 0 0; 1 3 0; 0 1 3)', { locale: 'fr' }).answer?.value).toBe('[2, 3]');
  });

  it('is not read as a point elsewhere', () => {
    expect(extractMatrices('Le point (1; 2) et le point (3; 4)')).toBeNull();
  });
});
