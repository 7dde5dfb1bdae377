import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('products of vectors written on i, j, k', () => {
  it('reads (2i − j + 3k) × (i + 4j − k) as a cross product, never a product of expressions', () => {
    const s = en('Compute (2i − j + 3k) × (i + 4j − k)');
    expect(s.answer?.value).toBe('[[-11], [5], [9]]');
    expect(s.verified).toBe(true);
    expect(en('Find (3i + 2j - k) · (i - j + 4k)').answer?.value).toBe('-3');
  });

  it('reads the word and the sign together, a vector without k taken in space beside one with k', () => {
    expect(fr('Calculer le produit vectoriel (i + j) ∧ (j − 2k)').answer?.value).toBe('[[-2], [2], [1]]');
  });

  it("reads « l'angle entre les vecteurs »", () => {
    expect(fr("Calculer l'angle entre les vecteurs u = (1, 1, 0) et v = (1, 0, 1).").answer?.value).toBe('pi/3');
  });

  it('leaves a product of expressions alone', () => {
    expect(en('simplify (x + 1) × (x - 1)').answer?.value).toBe('x^2 - 1');
  });
});

describe('a cross product with a third factor or inside bars', () => {
  it('is refused rather than read as a product of numbers, in both languages', () => {
    for (const q of ['Compute |(2i − j + 3k) × (i + 4j − k)|', 'Compute (2i − j + 3k) × (i + 4j − k) · (i + j + k)', 'Compute (i + j) × (j + k) × (k + i)', 'Find $|(1, 2, 3) \\times (0, 1, 1)|$']) {
      const s = solve(q, { locale: 'en' });
      expect(s.answer, q).toBeNull();
      expect(s.verified).toBe(false);
    }
    expect(solve('Calculer (i + j) ∧ (j + k) ∧ (k + i)', { locale: 'fr' }).answer).toBeNull();
    expect(solve('Compute (2i − j + 3k) × (i + 4j − k)', { locale: 'en' }).answer?.value).toBe('[[-11], [5], [9]]');
    // × between intervals is a box to integrate over, not a cross product
    expect(solve('∭_B xyz dV, B = [0,1] × [0,2] × [0,3]').answer?.value).toBe('9/2');
    expect(solve('\\iiint_B xyz \\, dV, B = [0,1] \\times [0,2] \\times [0,3]').error?.message ?? '').not.toMatch(/cross product/);
    expect(solve('flux of F = (x^2, y^2, z^2) out of the cube [0,1]×[0,1]×[0,1]').answer?.value).toBe('3');
    expect(solve('Calculer l’intégrale triple de x + y sur [0,1] × [0,1] × [0,2]', { locale: 'fr' }).error?.message ?? '').not.toMatch(/produit vectoriel/);
  }, 30_000);
});

describe('a vector named before the question', () => {
  it('reads « Soit u = … », "Let v = …", \\vec{u} = … then the norm of that name', () => {
    expect(fr('Soit u = (2,5 ; −1 ; 0,5). Calculer ‖u‖.').answer?.value).toBe('sqrt(30)/2');
    expect(fr('On donne \\vec{u} = (1,2 ; 1,6). Calculer la norme de \\vec{u}.').answer?.value).toBe('2');
    const s = en('Let v = (0.6, 0.8). Find the magnitude of v.');
    expect([s.answer?.value, s.verified]).toEqual(['1', true]);
  });

  it('reads vectors named with their coordinates, \\vec{u}(1,5 ; 2)', () => {
    expect(fr('Soit \\vec{u}(1,5 ; 2) et \\vec{v}(2 ; −1). Calculer \\vec{u} \\cdot \\vec{v}').answer?.value).toBe('1');
  });

  it('reads the frame and the coordinates said in words, and the product of the names beside its word', () => {
    expect(fr('Dans une base orthonormée, le vecteur u a pour coordonnées (-0,3 ; 0,4). Calculer ||u||.').answer?.value).toBe('1/2');
    expect(fr('Soit le vecteur u de coordonnées (1 ; 2,5). Calculer sa norme.').answer?.value).toBe('sqrt(29)/2');
    expect(en('In an orthonormal basis, the vector v has coordinates (2, -1, 2). Find its length.').answer?.value).toBe('3');
    expect(fr('Calculer le produit scalaire u·v avec u(-0,5 ; 2) et v(4 ; 1,25)').answer?.value).toBe('1/2');
    // u⃗ with its combining arrow, and a decimal comma on i, j
    expect(fr('Soit u⃗(1,5 ; 2). Calculer ‖u⃗‖.').answer?.value).toBe('5/2');
    expect(fr('Calculer la norme de u = 1,5i + 2j').answer?.value).toBe('5/2');
  });

  it('leaves a norm asked of one of two named vectors to no guess', () => {
    expect(en('Let u = (1, 2) and v = (3, 4). Find ‖u‖.').answer ?? null).toBeNull();
  });
});
