import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { expandEntryRule } from './entryRule';

describe('a matrix given by a rule for its entries', () => {
  it('writes the matrix out in place of the rule', () => {
    expect(expandEntryRule('Find the determinant of the 4×4 matrix with entries a_ij = min(i, j)')?.text).toBe(
      'Find the determinant of the matrix [[1, 1, 1, 1], [1, 2, 2, 2], [1, 2, 3, 3], [1, 2, 3, 4]]',
    );
    expect(expandEntryRule('det of the matrix A = (min(i,j))_{1<=i,j<=4}')?.text).toBe('det of the matrix A = [[1, 1, 1, 1], [1, 2, 2, 2], [1, 2, 3, 3], [1, 2, 3, 4]]');
    expect(expandEntryRule('inverse of the 3x3 matrix where a_ij = 1/(i+j-1)')?.text).toBe('inverse of the matrix [[1, 1/2, 1/3], [1/2, 1/3, 1/4], [1/3, 1/4, 1/5]]');
  });

  it('answers the question asked about it, with the matrix as the first step', () => {
    const s = solve('Find the determinant of the 4×4 matrix with entries a_ij = min(i, j)', { locale: 'en' });
    expect(s.answer?.value).toBe('1');
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Write the matrix from its rule');
    const fr = solve("Déterminant de la matrice d'ordre 5 de terme général a_{ij} = max(i, j)", { locale: 'fr' });
    expect(fr.answer?.value).toBe('5');
    expect(fr.steps[0].title).toBe('Écrire la matrice à partir de sa règle');
    expect(solve('Compute the determinant of the 3 by 3 matrix whose entries are a_ij = |i − j|', { locale: 'en' }).answer?.value).toBe('4');
    expect(solve('rank of the 3x3 matrix with a_ij = i + j', { locale: 'en' }).answer?.value).toBe('2');
  });

  it('reads no rule with another letter, no size, or a size in letters', () => {
    expect(expandEntryRule('determinant of the n×n matrix with a_ij = min(i, j)')).toBeNull();
    expect(expandEntryRule('determinant of the 3x3 matrix with a_ij = k*i + j')).toBeNull();
    expect(expandEntryRule('determinant of the 3x2 matrix with a_ij = i + j')).toBeNull();
    expect(solve('Find the determinant of the n×n matrix with entries a_ij = min(i, j)', { locale: 'en' }).verified).toBe(false);
  });
});
