import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a polynomial that cancels A, given in the statement', () => {
  it('finds A⁻¹ from a characteristic polynomial given, after checking that it cancels A', () => {
    const en = solve('A 2x2 matrix A = [[1,2],[0,1]] has characteristic polynomial p(t) = t^2 - 2t + 1. Use this to find A^{-1}.');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[1, -2], [0, 1]]' }, verified: true });
    expect(en.finalAnswer).toContain('-A + 2I');
    expect(solve('Given that the characteristic polynomial of A = [[2,0,1],[1,1,0],[0,1,3]] is λ³ − 6λ² + 11λ − 7, express A⁻¹ and compute it.').answer?.value).toBe('[[3/7, 1/7, -1/7], [-3/7, 6/7, 1/7], [1/7, -2/7, 2/7]]');
    expect(solve('Given $B=\\begin{pmatrix}1&1\\\\0&2\\end{pmatrix}$ whose characteristic polynomial is $\\chi_B(X) = X^2 - 3X + 2$, find $B^{-1}$ using Cayley-Hamilton.').answer?.value).toBe('[[1, -1/2], [0, 1/2]]');
  });

  it('reads « sachant que le polynôme caractéristique … est …, à l’aide du théorème de Cayley-Hamilton »', () => {
    expect(solve("Sachant que le polynôme caractéristique de A = [[1,1],[2,0]] est X^2 - X - 2, calculer A^{-1} à l'aide du théorème de Cayley-Hamilton.", { locale: 'fr' }).answer?.value).toBe('[[0, 1/2], [1, -1/2]]');
    expect(solve('If A^2 - 4A - 5I = 0, find A^{-1}.').answer?.value).toBe('1/5*A - 4/5*I');
  });

  it('refuses a polynomial that does not cancel the matrix', () => {
    expect(solve('A = [[1,2],[0,1]] has characteristic polynomial p(t) = t^2 - 3t + 1. Use this to find A^{-1}.').error?.message).toMatch(/^The polynomial given does not cancel this matrix/);
  });

  it('answers with a polynomial in A and I when no matrix is written, in both languages', () => {
    expect(solve('Let A be a square matrix such that A^2 - 5A + 6I = 0. Show that A is invertible and express A^{-1} in terms of A and I.')).toMatchObject({ answer: { value: '-1/6*A + 5/6*I' }, verified: true });
    expect(solve('Soit M une matrice carrée telle que M^2 - 3M + 2I_n = 0. Exprimer M^3 en fonction de M et I.', { locale: 'fr' })).toMatchObject({ answer: { value: '7*M - 6*I' }, verified: true });
    expect(solve('Soit A une matrice telle que $A^2 = 2A + 3I$. Exprimer $A^{-1}$.', { locale: 'fr' }).answer?.value).toBe('1/3*A - 2/3*I');
    expect(solve('Let A be a square matrix with A^3 = 0. Find A^{-1}.').error?.message).toMatch(/^P\(0\) = 0/);
  });

  it('gives a power of the matrix written out from the relation', () => {
    expect(solve('The matrix A = [[1,2],[3,4]] satisfies A^2 - 5A - 2I = 0. Use this to find A^4.')).toMatchObject({ answer: { value: '[[199, 290], [435, 634]]' }, verified: true });
  });
});
