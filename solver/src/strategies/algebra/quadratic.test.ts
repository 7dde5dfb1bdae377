import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('quadratic equations', () => {
  it('factors at sight a common factor or an identity', () => {
    const { en, fr } = both('x^2 - 3x = 0');
    expect(en.answer?.value).toBe('[0, 3]');
    expect(en.verified).toBe(true);
    expect(titles(en)).toContain('Zero-product property');
    expect(titles(fr)).toContain('Produit nul');
  });
  it('solves any other trinomial with the discriminant, rational roots worked out', () => {
    const { en, fr } = both('5x^2 - 5x - 30 = 0');
    expect(en.answer?.value).toBe('[-2, 3]');
    expect(en.verified).toBe(true);
    expect(titles(fr)).toEqual(['Calculer le discriminant', 'Δ > 0 : deux solutions réelles', 'Ensemble des solutions']);
    expect(fr.steps[1].formula).toContain('\\frac{5 - 25}{10} = -2');
    // French lycée wording: the sign of Δ decides, « Δ > 0 donc l'équation admet deux solutions réelles »
    expect(fr.steps[1].explanation).toMatch(/^Δ > 0 donc l'équation admet deux solutions réelles/);
  });
  it('uses the discriminant and the formula otherwise', () => {
    const { en, fr } = both('x^2 - 2x - 1 = 0');
    expect(en.answer?.value).toBe('[1 - sqrt(2), 1 + sqrt(2)]');
    expect(titles(en)).toEqual(['Compute the discriminant', 'Apply the quadratic formula', 'Solution set']);
    expect(titles(fr)).toEqual(['Calculer le discriminant', 'Δ > 0 : deux solutions réelles', 'Ensemble des solutions']);
  });
  it('has no real solution when the discriminant is negative, complex ones when asked', () => {
    const real = both('x^2 + x + 1 = 0');
    expect(real.en.answer?.value).toBe('[]');
    expect(real.en.finalAnswer).toBe('No real solution.');
    expect(real.fr.finalAnswer).toBe('Aucune solution réelle.');
    expect(real.en.verified).toBe(true);
    const complex = both('résoudre x² + x + 1 = 0 dans ℂ');
    expect(complex.en.answer?.value).toBe('[(-1 - sqrt(3)*i)/2, (-1 + sqrt(3)*i)/2]');
    expect(complex.en.verified).toBe(true);
    expect(titles(complex.fr)).toContain('Δ < 0 : deux solutions complexes conjuguées');
  });
  it('finds a double root', () => {
    expect(both('x² − 6x + 9 = 0').en.answer?.value).toBe('[3]');
  });
});

describe('solutions restricted to an interval', () => {
  it('keeps only the roots in the interval the student named', () => {
    const { en, fr } = both('solve x^2 - 4 = 0 on [0, 5]');
    expect(en.answer?.value).toBe('[2]');
    expect(titles(fr)).toContain("Garder les solutions de l'intervalle");
    expect(both('résoudre x^3 - x = 0 sur ]0 ; +oo[').en.answer?.value).toBe('[1]');
  });
});
