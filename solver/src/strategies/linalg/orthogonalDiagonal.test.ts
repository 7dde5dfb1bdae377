import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('orthogonal diagonalisation of a symmetric matrix', () => {
  it('gives D with P orthogonal, its entries with square roots, however the question is put', () => {
    const en = solve('Orthogonally diagonalize the matrix A = [[9,-1,-2],[-1,9,-2],[-2,-2,6]].');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[4, 0, 0], [0, 10, 0], [0, 0, 10]]' }, verified: true });
    expect(en.steps.map((s) => s.title.replace(/\(.*\)/, '(λ)'))).toContain('Orthogonalise in E(λ)');
    expect(en.finalAnswer).toMatch(/√/);
    expect(solve('Given A = [[0,3,0],[3,0,4],[0,4,0]], find an orthogonal matrix P such that P^T A P is diagonal.').answer?.value).toBe('[[-5, 0, 0], [0, 0, 0], [0, 0, 5]]');
    expect(solve('Find an orthogonal matrix Q and a diagonal matrix Λ with A = QΛQᵀ for A = [[3, 1], [1, 3]].').answer?.value).toBe('[[2, 0], [0, 4]]');
    expect(solve('Let M = [[5, -2], [-2, 2]]. Find an orthogonal matrix P and a diagonal matrix D such that M = PDP^T.').answer?.value).toBe('[[1, 0], [0, 6]]');
    const latex = solve('How do you find a diagonal matrix D and an orthogonal matrix P so that D = P^t A P, where A = \\begin{pmatrix} 0 & 1 & 1 \\\\ 1 & 0 & 1 \\\\ 1 & 1 & 0 \\end{pmatrix}?');
    expect(latex).toMatchObject({ answer: { value: '[[-1, 0, 0], [0, -1, 0], [0, 0, 2]]' }, verified: true });
  });

  it('reads the French wordings: base orthonormée, matrice orthogonale, ᵗPAP', () => {
    const fr = solve('Diagonaliser dans une base orthonormée la matrice A = (6 -2 2; -2 5 0; 2 0 7).', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[3, 0, 0], [0, 6, 0], [0, 0, 9]]' }, verified: true });
    expect(fr.steps.at(-1)?.title).toBe('Normer : la matrice orthogonale P');
    expect(solve('Soit A = [[1,0,2],[0,2,0],[2,0,1]]. Trouver une matrice orthogonale P telle que tP A P soit diagonale.', { locale: 'fr' }).answer?.value).toBe('[[-1, 0, 0], [0, 2, 0], [0, 0, 3]]');
    expect(solve('Diagonaliser orthogonalement la matrice $$A=\\begin{pmatrix}2&1\\\\1&2\\end{pmatrix}$$', { locale: 'fr' }).answer?.value).toBe('[[1, 0], [0, 3]]');
  });

  it('answers an orthonormal basis of eigenvectors with P, and reads « montrer que A est diagonalisable dans une base orthonormée »', () => {
    expect(solve('Find an orthonormal basis of R^3 consisting of eigenvectors of A = [[1,1,0],[1,1,0],[0,0,2]]')).toMatchObject({ answer: { value: '[[-sqrt(2)/2, sqrt(2)/2, 0], [sqrt(2)/2, sqrt(2)/2, 0], [0, 0, 1]]' }, verified: true });
    expect(solve('Trouver une base orthonormée de vecteurs propres de A = [[3,1],[1,3]]', { locale: 'fr' }).answer?.value).toBe('[[-sqrt(2)/2, sqrt(2)/2], [sqrt(2)/2, sqrt(2)/2]]');
    expect(solve('Montrer que la matrice A = [[1,1],[1,1]] est diagonalisable dans une base orthonormée et donner P orthogonale et D diagonale telles que A = PDP^T.', { locale: 'fr' }).answer?.value).toBe('[[0, 0], [0, 2]]');
  });

  it('refuses a matrix that is not symmetric, saying why', () => {
    expect(solve('Orthogonally diagonalise B = [[1,1],[2,1]]').error?.message).toMatch(/^Only a real symmetric matrix/);
    expect(solve('Diagonaliser dans une base orthonormée A = [[1,2],[0,3]]', { locale: 'fr' }).error?.message).toMatch(/^Seule une matrice symétrique/);
  });
});
