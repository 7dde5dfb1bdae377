import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('the matrix of an endomorphism in a new basis, its matrix given', () => {
  it('computes P⁻¹ M P in French and English', () => {
    const f = fr("Soit f l'endomorphisme de R² de matrice A = [[2,1],[1,2]] dans la base canonique. Déterminer la matrice de f dans la base B' = ((1,1),(1,-1)).");
    expect(f.answer?.value).toBe('[[3, 0], [0, 1]]');
    expect(f.verified).toBe(true);
    expect(en('Let A = [[2,1],[1,2]] be the matrix of f in the standard basis. Find the matrix of f in the basis {(1,1),(1,-1)}.').answer?.value).toBe('[[3, 0], [0, 1]]');
  });

  it('reads a new basis written on i, j, k or e1, e2, e3, given after or before the question', () => {
    expect(en('f has matrix [[1,1,0],[0,1,1],[0,0,1]] in the standard basis (i, j, k). Find the matrix of f in the basis (i, i + j, i + j + k).').answer?.value).toBe('[[1, 1, 0], [0, 1, 1], [0, 0, 1]]');
    expect(fr("Soit B' = (e1 + e2, e2, e3) et f de matrice $\\begin{pmatrix}1&0&1\\\\0&1&0\\\\1&0&1\\end{pmatrix}$ dans la base canonique. Quelle est la matrice de f dans la base B' ?").answer?.value).toBe('[[1, 0, 1], [0, 1, -1], [1, 0, 1]]');
  });

  it('leaves a second question unanswered', () => {
    expect(en('Find the matrix of f in the basis (1,1),(1,-1) where f has matrix [[2,1],[1,2]] in the standard basis, then compute its square.').answer).toBeNull();
  });
});
