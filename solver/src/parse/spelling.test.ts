import { describe, expect, it } from 'vitest';
import { fixSpelling } from './spelling';

describe('fixSpelling', () => {
  it('writes the common slips of math nouns as the readers know them, in both languages', () => {
    expect(fixSpelling('partial derivitives of f(x,y) = x^2 y')).toBe('partial derivatives of f(x,y) = x^2 y');
    expect(fixSpelling('second derivitave of x^4')).toBe('second derivative of x^4');
    expect(fixSpelling('determinent of [[1,2],[3,4]]')).toBe('determinant of [[1,2],[3,4]]');
    expect(fixSpelling('find the determinent of \\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}')).toBe('find the determinant of \\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}');
    expect(fixSpelling('the eigen values and eigen-vectors of A')).toBe('the eigenvalues and eigenvectors of A');
    expect(fixSpelling('calculer la dérivé de x^3')).toBe('calculer la dérivée de x^3');
    expect(fixSpelling('calculer la derivé de f')).toBe('calculer la dérivée de f');
  });

  it('writes "lin. indep." out in the question\'s language', () => {
    expect(fixSpelling('are (1,2,3), (2,4,6), (1,0,1) lin. indep?')).toBe('are (1,2,3), (2,4,6), (1,0,1) linearly independent?');
    expect(fixSpelling('sont-ils lin. indép. ?')).toBe('sont-ils linéairement indépendants ?');
    expect(fixSpelling('are u and v lin dep?')).toBe('are u and v linearly dependent?');
    expect(fixSpelling('is the set lin. independent')).toBe('is the set linearly independent');
  });

  it('leaves words of their own alone', () => {
    expect(fixSpelling('les conditions qui déterminent la solution')).toBe('les conditions qui déterminent la solution');
    expect(fixSpelling('le dérivé chloré du benzène')).toBe('le dérivé chloré du benzène');
  });
});
