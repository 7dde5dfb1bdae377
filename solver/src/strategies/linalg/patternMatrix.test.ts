import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { matrixStrategy } from './matrixStrategy';
import { expandPattern } from './patternMatrix';
import { readStructuredDet } from '../../read/structuredDet';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const value = (s: string): string | undefined => matrixStrategy.solve(normalize(s), ctx)?.answer?.value;

describe('a matrix of a numbered size described in words', () => {
  it('reads a size in words and a matrix full of ones, in both languages', () => {
    expect(value('rank of a four by four matrix full of ones')).toBe('1');
    expect(value('What is the determinant of a three-by-three matrix filled with ones?')).toBe('0');
    expect(value("rang d'une matrice quatre par quatre remplie de 1")).toBe('1');
    expect(value('rank of a 5 \\times 5 matrix full of ones')).toBe('1');
  });

  it('is written out where the description was, then any matrix question is answered', () => {
    expect(expandPattern('determinant of the 4x4 matrix with 3 on the diagonal and 1 elsewhere')?.text).toBe('determinant of the matrix [[3, 1, 1, 1], [1, 3, 1, 1], [1, 1, 3, 1], [1, 1, 1, 3]]');
    expect(value('determinant of the 4x4 matrix with 3 on the diagonal and 1 elsewhere')).toBe('48');
    expect(value('determinant of the 5x5 tridiagonal matrix with 2 on the diagonal and -1 on the off-diagonals')).toBe('6');
    expect(value("rang de la matrice d'ordre 4 dont tous les coefficients valent 1")).toBe('1');
    expect(value('inverse of the 3×3 matrix with 2 on the diagonal and 1 everywhere else')).toBe('[[3/4, -1/4, -1/4], [-1/4, 3/4, -1/4], [-1/4, -1/4, 3/4]]');
    const o = matrixStrategy.solve(normalize('eigenvalues of the 3x3 matrix of ones'), ctx);
    expect(o?.steps[0].title).toEqual({ en: 'Write the matrix out', fr: 'Écrire la matrice' });
  });

  it('reads one value everywhere for an n×n size too', () => {
    expect(readStructuredDet(normalize('determinant of the n×n matrix of ones'))).toMatchObject({ structure: 'constant', diagonal: '1', upper: '1', size: 'n' });
    expect(readStructuredDet(normalize('déterminant de la matrice n×n dont tous les coefficients valent 2'))).toMatchObject({ diagonal: '2', upper: '2' });
  });

  it('leaves letters, sizes in letters and unread words to others', () => {
    expect(expandPattern('determinant of the 3x3 matrix with a on the diagonal and b elsewhere')).toBeNull();
    expect(expandPattern('determinant of the n×n matrix with 3 on the diagonal and 1 elsewhere')).toBeNull();
    expect(value('determinant of the 4x4 matrix with 3 on the diagonal and 1 elsewhere, for n = 4')).toBeUndefined();
  });
});
