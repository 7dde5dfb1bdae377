import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a subspace given by equations', () => {
  it('gives a basis and the dimension as the kernel of the equations, in French and English', () => {
    const fr = solve('Soit G = {(x, y, z) ∈ ℝ³ | 2x − y + z = 0}. Donner une base de G et sa dimension.', { locale: 'fr' });
    expect(fr).toMatchObject({ verified: true, finalAnswer: 'base : (1, 2, 0), (-1, 0, 2) ; dim G = 2' });
    const en = solve('Find the dimension of V = {(p, q, r, s) in R^4 : p + q = 0, r = s}');
    expect(en).toMatchObject({ verified: true, answer: { value: '2' } });
  });

  it('shows it is a subspace, with unknowns numbered x_1, x_2, …', () => {
    const o = solve('Montrer que E = {(x_1, x_2, x_3) ∈ R^3 ; x_1 + x_2 + x_3 = 0} est un sous-espace vectoriel de R^3', { locale: 'fr' });
    expect(o.verified).toBe(true);
    expect(o.finalAnswer).toBe('E = ker A est un sous-espace vectoriel de R³');
  });

  it('answers no when the zero vector is not in the set', () => {
    expect(solve('Is H = {(x, y) in R^2 : 2x − y = 3} a subspace of R^2?')).toMatchObject({ answer: { value: 'False' }, verified: true });
  });

  it('leaves the question alone when a word is not read or an equation is not linear', () => {
    expect(solve('Find a basis of F = {(x, y, z) in R^3 : x + y = 0} and its orthogonal complement').answer).toBeNull();
    expect(solve('Find a basis of F = {(x, y, z) in R^3 : x y = 0}').answer).toBeNull();
  });
});
