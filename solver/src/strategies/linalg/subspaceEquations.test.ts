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

  it('reads a set separated by a slash, and the intersection or sum of two sets', () => {
    expect(solve('Soit E = { (x,y,z) ∈ ℝ³ / 3x-2y+z=0 }. Donner la dimension de E.', { locale: 'fr' })).toMatchObject({ answer: { value: '2' }, verified: true });
    const cap = solve('Déterminer la dimension de E ∩ F où E = {(x,y,z) ∈ ℝ³ | 3x−2y+z=0} et F = {(x,y,z) ∈ ℝ³ | x−y=0}', { locale: 'fr' });
    expect(cap).toMatchObject({ answer: { value: '1' }, verified: true, finalAnswer: 'dim E ∩ F = 1' });
    const latex = solve(String.raw`Find the dimension of the intersection of U and W, where U = \{(a,b,c) \in \mathbb{R}^3 \mid a + b + c = 0\} and W = \{(a,b,c) \in \mathbb{R}^3 \mid a = c\}`);
    expect(latex).toMatchObject({ answer: { value: '1' }, verified: true });
    expect(solve('Find dim(U+W) for U = {(x,y,z) in R^3 : x = 0} and W = {(x,y,z) in R^3 : y = 0}')).toMatchObject({ answer: { value: '3' }, verified: true });
  });

  it('reads a subspace described by its equations without braces', () => {
    const fr = solve("le sous-espace de ℝ³ d'équations x + y − z = 0 et 2x − y + z = 0 : donner sa dimension", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '1' }, verified: true, finalAnswer: 'dim F = 1' });
    expect(solve('dim of the intersection of the planes x + y + z = 0 and x - y = 0 in R^3')).toMatchObject({ answer: { value: '1' }, verified: true });
    const w = solve(String.raw`Find a basis for the subspace W of \mathbb{R}^4 given by x_1 + x_2 - x_4 = 0, x_3 = 2x_1`);
    expect(w).toMatchObject({ finalAnswer: 'basis: (1, -1, 2, 0), (0, 1, 0, 1); dim W = 2', verified: true });
    expect(solve('Find the dimension of the solution space of x + 2y - z + w = 0 in R^4').answer?.value).toBe('3');
  });

  it('leaves two sets alone when the question does not say which', () => {
    expect(solve('Find the dimension of U = {(x,y,z) in R^3 : x = 0} and W = {(x,y,z) in R^3 : y = 0}').answer).toBeNull();
  });

  it("names the subspace as the text does: 'Let W be the subspace of R^4 defined by …'", () => {
    expect(solve('Let W be the subspace of R^4 defined by x1 + x2 = 0 and x3 - x4 = 0. What is dim W?')).toMatchObject({ answer: { value: '2' }, verified: true, finalAnswer: 'dim W = 2' });
  });
});

describe('the span named in each language', () => {
  it('says span in English and Vect in French, in the steps and the answer', () => {
    const en = solve('Find a basis of G = {(x, y, z) in R^3 : 2x - y + z = 0}', { locale: 'en' });
    const enText = JSON.stringify([en.steps, en.answer]);
    expect(enText).not.toMatch(/Vect/);
    expect(enText).toMatch(/span/);
    const sum = solve('Find a basis of E + F where E = {(x, y, z) in R^3 : x = 0} and F = {(x, y, z) in R^3 : y = 0}', { locale: 'en' });
    expect(JSON.stringify([sum.steps, sum.answer])).not.toMatch(/Vect/);
    const fr = solve('Soit G = {(x, y, z) ∈ ℝ³ | 2x − y + z = 0}. Donner une base de G.', { locale: 'fr' });
    const frText = JSON.stringify([fr.steps, fr.answer]);
    expect(frText).toMatch(/Vect/);
    expect(frText).not.toMatch(/span/);
  });
});

describe('a set written without its space inside the braces', () => {
  it("reads {(x, y, z, w) : …} with 'of R^4' after it, or no space at all", () => {
    const s = solve('Find the dimension of the subspace W = {(x,y,z,w) : x + y - z = 0, 2x - w = 0} of R^4.', { locale: 'en' });
    expect(s.answer?.value).toBe('2');
    expect(s.verified).toBe(true);
    expect(solve('Quelle est la dimension de F = {(x, y, z) | x + y + z = 0} ?', { locale: 'fr' }).answer?.value).toBe('2');
  });
});

describe('a set not named, or named with an index', () => {
  it('reads "the set {…}", « l\'ensemble {…} » and E1 = {…}', () => {
    expect(solve('Is the set {(x, y, z) : x + y + z = 1} a subspace of R^3?')).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(solve("L'ensemble E1 = {(x, y, z) ∈ R^3 | 3x - 7y = z} est-il un sous-espace vectoriel de R^3 ?", { locale: 'fr' })).toMatchObject({ answer: { value: 'True' }, verified: true });
    const basis = solve("Montrer que l'ensemble {(x, y, z) ∈ R^3 | x + y - z = 0} est un sous-espace vectoriel de R^3 et en donner une base.", { locale: 'fr' });
    expect(basis).toMatchObject({ answer: { value: '[[-1, 1], [1, 0], [0, 1]]' }, verified: true });
  });
});
