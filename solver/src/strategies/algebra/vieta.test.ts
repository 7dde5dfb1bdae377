import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the sum and product of the roots, from the coefficients', () => {
  it.each([
    ['Find the sum and product of the roots of 2x^2 - 3x + 5 = 0', 'en', 'Sum 3/2, product 5/2.'],
    ['Calculer la somme et le produit des racines de x^2 - 5x + 6 = 0', 'fr', 'Somme 5, produit 6.'],
    ['Find the product of the roots of 3x^3 - 2x + 7 = 0', 'en', 'The product of the roots is -7/3.'],
    ['What is the sum of the roots of x^2 + 7x - 2 = 0?', 'en', 'The sum of the roots is -7.'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it.each([
    ['If α and β are the roots of x^2 - 5x + 3 = 0, find α^2 + β^2', '19'],
    ['Given that alpha and beta are the roots of 2x^2 + 3x - 4 = 0, find alpha^3 + beta^3', '-99/8'],
    ['If α and β are the roots of x^2 - 4x + 1 = 0, find (α - β)^2', '12'],
  ])('writes a symmetric expression of two roots with their sum and product: %s', (input, value) => {
    const s = solve(input, { locale: 'en' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('leaves an expression that is not symmetric in the roots', () => {
    expect(solve('If α and β are the roots of x^2 - 5x + 3 = 0, find α^2 + β', { locale: 'en' }).answer?.value).toBeUndefined();
  });
});
