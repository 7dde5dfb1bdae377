import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('bases given by name: transition matrices and coordinates', () => {
  it('the English transition matrix from B to C writes B in C (C⁻¹B)', () => {
    const p = solve("Consider the bases B = {b1, b2} and B' = {b'1, b'2} for R^2, where b1 = (1, -1), b2 = (2, 0), b'1 = (1, 2), b'2 = (1, -3). Find the transition matrix P from B to B'.");
    expect(p).toMatchObject({ answer: { value: '[[2/5, 6/5], [3/5, 4/5]]' }, verified: true });
    const c = solve('Let B = {(1, 0), (1, 1)} and C = {(2, 1), (1, 1)}. Find the change-of-coordinates matrix from C to B.');
    expect(c.answer?.value).toBe('[[1, 0], [1, 1]]');
  });

  it('the French matrice de passage de B à C writes C in B (B⁻¹C)', () => {
    const p = solve('Soient B = ((1, 0), (1, 1)) et C = ((2, 1), (1, 1)) deux bases de R². Déterminer la matrice de passage de B à C.', { locale: 'fr' });
    expect(p).toMatchObject({ answer: { value: '[[1, 0], [1, 1]]' }, verified: true });
    expect(p.steps[0].explanation).toContain('coordonnées du j-ième vecteur de C dans B');
  });

  it("reads primed, indexed and transposed names (u'1 = [−6, −6, 0]^t) that other readers take for derivatives", () => {
    const p = solve("B = {u1, u2} and B' = {u'1, u'2} are bases of R2, where u1=[1,2]^t u2=[3,4]^t and u'1=[1,0]^t u'2=[1,1]^t. Find the transition matrix from B to B'.");
    expect(p).toMatchObject({ answer: { value: '[[-1, -1], [2, 4]]' }, verified: true });
  });

  it("a vector's coordinates in a named basis, [w]_B or in words", () => {
    const w = solve('Let u1=[-3,0,-3]^t, u2=[-3,2,-1]^t, u3=[1,6,-1]^t and B={u1,u2,u3}. Compute the coordinate vector [w]_B where w=[-5,8,-5]^t.');
    expect(w).toMatchObject({ answer: { value: '[[1], [1], [1]]' }, verified: true });
    const v = solve('Find the coordinate vector of v relative to the basis S = {v1, v2} for R^2: v = (5, 6); v1 = (1, 2), v2 = (3, 4)');
    expect(v.answer?.value).toBe('[[-1], [2]]');
    const fr = solve("Dans R², on considère la base B' = (f1, f2) où f1 = (1, 2), f2 = (3, 4). Calculer les coordonnées du vecteur u dans la base B', avec u = (5, 6).", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[-1], [2]]');
  });

  it('leaves a question with words it does not read, or a basis it was not given', () => {
    expect(solve('Let B = {(1, 2), (3, 4)}. Find the coordinates of w = (1, 1) in B and then use them to compute something.').answer).toBeNull();
    expect(solve('Let B = {(1, 2), (3, 4)}. Find the transition matrix from B to C.').answer).toBeNull();
  });

  it('reads the bases defined where the transition matrix is asked, in both conventions', () => {
    expect(solve('Find the transition matrix from B = {(1,0),(1,1)} to C = {(2,1),(1,1)}')).toMatchObject({ answer: { value: '[[1, 0], [-1, 1]]' }, verified: true });
    const fr = solve('Déterminer la matrice de passage de la base B = ((1,0),(1,1)) à la base C = ((2,1),(1,1)).', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[1, 0], [1, 1]]' }, verified: true });
  });
});

