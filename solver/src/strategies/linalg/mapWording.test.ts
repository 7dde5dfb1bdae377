import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { rewriteMapWording } from './mapWording';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('a linear map given by images in other words', () => {
  it('reads vectors in angle brackets, typed or in LaTeX', () => {
    const s = en('Let T be a linear transformation such that T⟨1,−1⟩ = ⟨0,3⟩ and T⟨2,3⟩ = ⟨5,1⟩. Find the matrix of T.');
    expect(s.answer?.value).toBe('[[1, 1], [2, -1]]');
    expect(s.verified).toBe(true);
    expect(en('Let $T$ be linear with $T\\langle 1, 1\\rangle = \\langle 3, 1\\rangle$ and $T\\langle 0, 1\\rangle = \\langle 1, 1\\rangle$. Find $T\\langle 2, 5\\rangle$.').answer?.value).toBe('[[9], [5]]');
  });

  it("reads 'T maps (the point) P to (the point) Q' and 'sends … to …'", () => {
    expect(en('A linear transformation T maps the point (1, 3) to the point (−2, −3) and the point (2, 4) to the point (−3, −11). Find the matrix of the transformation.').answer?.value).toBe('[[-1/2, -1/2], [-21/2, 5/2]]');
    expect(en('T sends (1, 1) to (2, 0) and (1, -1) to (0, 4). Find the matrix of T.').answer?.value).toBe('[[1, 1], [2, -2]]');
  });

  it('puts named vectors into the calls, defined before or after', () => {
    const s = fr("Soit f l'application linéaire de R² dans R² telle que f(u) = (1, 2) et f(v) = (3, -1), où u = (1, 1) et v = (1, -1). Déterminer la matrice de f dans la base canonique.");
    expect(s.answer?.value).toBe('[[2, -1], [1/2, 3/2]]');
    expect(en('Let u = (1, 2) and v = (3, -1). T is linear with T(u) = (2, -1) and T(v) = (-1, 2). Find T(-12, 11).').answer?.value).toBe('[[11], [-13]]');
  });

  it('writes combinations of e1, e2, e3 out as tuples', () => {
    expect(en('Let f: R³ → R³ be linear with f(e1) = e1 + e2, f(e2) = e2 − e3, f(e3) = e1 + e3. Find f(2e1 − e2 + e3).').answer?.value).toBe('[[3], [1], [2]]');
    expect(fr("On considère l'application linéaire f telle que f(e_1) = 2e_1 - e_2 et f(e_2) = e_1 + 3e_2. Donner la matrice de f.").answer?.value).toBe('[[2, 1], [-1, 3]]');
    expect(rewriteMapWording('f(e1) = e1 + 2e2')).toBe('f( (1, 0)) = (1, 2)');
  });

  it('leaves the basis vectors alone between spaces of two sizes', () => {
    const t = 'f : R^3 -> R^2, f(e1) = e1 + e2';
    expect(rewriteMapWording(t)).toBe(t);
  });

  it('answers a linear form by a number, its vectors named with an index', () => {
    const s = en('Suppose a1 = (1, 0, 1), a2 = (0, 1, -2) and a3 = (-1, -1, 0) are vectors in R3 and f : R3 -> R is a linear functional such that f(a1) = 1, f(a2) = -1 and f(a3) = 3. Find f(2, 1, -1).');
    expect(s.answer).toMatchObject({ kind: 'expr', value: '4' });
    expect(s.verified).toBe(true);
    expect(fr('Soit f : R² → R linéaire telle que f(1, 1) = 3 et f(1, -1) = 1. Calculer f(2, 5).').finalAnswer).toBe('f(2, 5) = 9');
    expect(en('Let f be the linear functional with f(1, 0) = 2, f(0, 1) = -3. Find the matrix of f.').answer?.value).toBe('[[2, -3]]');
  });
});
