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
