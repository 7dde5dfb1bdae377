import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('eigenvalues that are quadratic surds', () => {
  it('diagonalises with P and D written exactly, in both languages', () => {
    const fib = solve('Diagonalize A = [[1, 1], [1, 0]]');
    expect(fib).toMatchObject({ answer: { kind: 'matrix', value: '[[1/2 - sqrt(5)/2, 0], [0, 1/2 + sqrt(5)/2]]' }, verified: true });
    expect(fib.finalAnswer).toMatch(/^P = /);
    const fr = solve('Diagonaliser la matrice $A=\\begin{pmatrix}2&3&0\\\\3&6&1\\\\0&1&6\\end{pmatrix}$ et donner D.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[3 - sqrt(7), 0, 0], [0, 3 + sqrt(7), 0], [0, 0, 8]]' }, verified: true });
    expect(solve('Find P and D such that A = PDP^{-1} for A = [[1,2],[3,4]]').answer?.value).toBe('[[5/2 - sqrt(33)/2, 0], [0, 5/2 + sqrt(33)/2]]');
  });

  it('gives the eigenvectors, each spanning its eigenspace', () => {
    expect(solve('Find the eigenvectors of [[2, 1], [1, -1]]')).toMatchObject({ answer: { value: '[[-1, -1], [3/2 + sqrt(13)/2, 3/2 - sqrt(13)/2]]' }, verified: true });
  });

  it('writes Aⁿ of a 2×2 matrix as combinations of λ₁ⁿ and λ₂ⁿ', () => {
    const power = solve('Calculer A^n pour A = [[1,2],[2,-1]]', { locale: 'fr' });
    expect(power.verified).toBe(true);
    expect(power.answer?.value).toContain('(sqrt(5))^n');
  });

  it('orthogonally diagonalises when each unit eigenvector keeps single square roots', () => {
    const en = solve('A = [[2,1,0],[1,2,1],[0,1,2]]. Write down a matrix P and a diagonal matrix D such that P^T A P = D, P orthogonal.');
    expect(en).toMatchObject({ answer: { value: '[[2 - sqrt(2), 0, 0], [0, 2, 0], [0, 0, 2 + sqrt(2)]]' }, verified: true });
    expect(solve('Diagonaliser dans une base orthonormée A = [[2,-1,0],[-1,2,-1],[0,-1,2]]', { locale: 'fr' }).finalAnswer).toMatch(/^P = \[\[1\/2, /);
    expect(solve('Orthogonally diagonalize [[1, 2], [2, -1]]').error?.message).toMatch(/^Here the unit eigenvectors would need nested square roots/);
  });

  it('still refuses complex eigenvalues', () => {
    expect(solve('Diagonalise A = [[0, 1], [-1, 0]]').error?.message).toMatch(/irrational or complex/);
  });
});
