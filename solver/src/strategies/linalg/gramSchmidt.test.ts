import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the Gram–Schmidt process', () => {
  it('gives an orthonormal basis, exact, in English and French', () => {
    const en = solve('Apply Gram-Schmidt to v1 = (1, 1, 0), v2 = (1, 0, 1)');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[sqrt(2)/2, sqrt(6)/6], [sqrt(2)/2, -sqrt(6)/6], [0, sqrt(6)/3]]' }, verified: true });
    expect(en.steps.map((s) => s.title)).toEqual(['Compute w1', 'Compute w2', 'Normalise']);
    const fr = solve('orthonormaliser la famille (1, 0, 1), (1, 1, 0) par le procédé de Gram-Schmidt', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('base orthonormée : (√(2)/2, 0, √(2)/2), (√(6)/6, √(6)/3, -√(6)/6)');
    expect(solve('gram schmidt (3, 4), (1, 0)').answer?.value).toBe('[[3/5, 4/5], [4/5, -3/5]]');
  });

  it('stops at the orthogonal basis when that is asked', () => {
    const g = solve('find an orthogonal basis for the subspace spanned by (1, 1, 1, 1), (1, 2, 3, 4)');
    expect(g.answer?.value).toBe('[[1, -3/2], [1, -1/2], [1, 1/2], [1, 3/2]]');
    expect(g.verified).toBe(true);
  });

  it('leaves other words unanswered', () => {
    expect(solve('apply Gram-Schmidt to (1, 1), (1, 0) and find the QR factorization').answer).toBeNull();
  });
});

describe('one vector of the Gram–Schmidt result', () => {
  const enS = (s: string) => solve(s, { locale: 'en' });
  const frS = (s: string) => solve(s, { locale: 'fr' });

  it('answers the vector asked by its rank, in English and French', () => {
    const s = enS('Apply the Gram-Schmidt process to v1 = (1,1,1), v2 = (0,1,1), v3 = (0,0,1). Find the second vector of the orthonormal basis.');
    expect(s.answer?.value).toBe('[[-sqrt(6)/3], [sqrt(6)/6], [sqrt(6)/6]]');
    expect(s.verified).toBe(true);
    const f = frS("On munit R3 du produit scalaire usuel. Avec l'algorithme de Gram-Schmidt, orthonormaliser la famille (e1, e2, e3) = ((4, −2, −1), (1, −3, −1), (0, −1, 1)). Donner le troisième vecteur obtenu.");
    expect(f.answer?.value).toBe('[[sqrt(110)/110], [-3*sqrt(110)/110], [sqrt(110)/11]]');
    expect(frS('Quel est le deuxième vecteur de la base orthonormée obtenue par Gram-Schmidt à partir de u1 = (1, 0, 1), u2 = (0, 1, 1) ?').answer?.value).toBe('[[-sqrt(6)/6], [sqrt(6)/3], [sqrt(6)/6]]');
  });

  it('reads the vector named e_k in LaTeX, and refuses a rank past the family', () => {
    expect(enS('Using the Gram–Schmidt process on $\\{(1,0,1),(1,1,0)\\}$, find $e_2$.').answer?.value).toBe('[[sqrt(6)/6], [sqrt(6)/3], [-sqrt(6)/6]]');
    expect(enS('Find the third vector when Gram-Schmidt is applied to (1,1,0), (1,0,1)').answer).toBeNull();
  });

  it('writes a normalised entry as 3√10/10, never (3/10)·√10', () => {
    const s = frS('Avec le procédé de Gram-Schmidt, orthonormaliser la famille ((0, −1, 3), (−3, 0, −2), (−1, −1, −1)).');
    expect(s.answer?.value).toBe('[[0, -3*sqrt(235)/47, sqrt(94)/47], [-sqrt(10)/10, -3*sqrt(235)/235, -9*sqrt(94)/94], [3*sqrt(10)/10, -sqrt(235)/235, -3*sqrt(94)/94]]');
    expect(s.verified).toBe(true);
  });
});
