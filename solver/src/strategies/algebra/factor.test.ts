import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { both, titles } from './test-helpers';

describe('factor', () => {
  it('keeps the factored form, with the leading sign outside', () => {
    const cases: Array<[string, string]> = [
      ['factor x^2 + 2x', 'x*(x + 2)'],
      ['factor x^2 - 4', '(x - 2)*(x + 2)'],
      ['factoriser x^2 - 2x + 1', '(x - 1)^2'],
      ['factor −x² − 3x − 2', '-(x + 1)*(x + 2)'],
      ['factorise 1 - x^2', '-(x - 1)*(x + 1)'],
      ['factor x^3 - 6x^2 + 11x - 6', '(x - 3)*(x - 2)*(x - 1)'],
    ];
    for (const [input, value] of cases) {
      const { en } = both(input);
      expect(en.answer?.value, input).toBe(value);
      expect(en.verified, input).toBe(true);
    }
  });
  it('names the method: common factor, difference of squares, ac method', () => {
    const a = both('factor 3x^3 - 3x');
    expect(titles(a.en)).toEqual(['Factor out the common factor', 'Difference of two squares', 'Factored form']);
    expect(titles(a.fr)).toEqual(['Mettre en facteur le facteur commun', 'Différence de deux carrés', 'Forme factorisée']);
    const b = both('factoriser 6x^2+x-2');
    expect(titles(b.fr)[0]).toBe('Chercher deux nombres de produit ac et de somme b');
    expect(b.en.steps[0].explanation).toContain('product is a·c = −12');
  });
  it('splits a quartic with no rational root into quadratic factors, steps in both languages', () => {
    const { en, fr } = both('factor x^4 + 4');
    expect(en.answer?.value).toBe('(x^2 - 2*x + 2)*(x^2 + 2*x + 2)');
    expect(en.verified).toBe(true);
    expect(titles(en)).toContain('Look for quadratic factors');
    expect(titles(fr)).toContain('Chercher des facteurs du second degré');
    expect(both('factoriser x^4 + x^2 + 1').fr.answer?.value).toBe('(x^2 - x + 1)*(x^2 + x + 1)');
  });
  it('factors over the reals a quadratic whose discriminant is positive but not a square', () => {
    const { en, fr } = both('factor x^2 - 2');
    expect(en.answer?.value).toBe('(x + sqrt(2))*(x - sqrt(2))');
    expect(en.verified).toBe(true);
    expect(titles(en)).toEqual(['Find the roots', 'Factor over the real numbers']);
    expect(titles(fr)).toEqual(['Chercher les racines', 'Factoriser dans ℝ']);
    expect(both('factor 2x^2 - 6').en.answer?.value).toBe('2*(x^2 - 3)');
  });
  it('says when a quadratic does not factor over the rationals', () => {
    const { en, fr } = both('factor x^2 + 1');
    expect(en.answer?.value).toBe('x^2 + 1');
    expect(titles(en)[0]).toBe('Check the discriminant');
    expect(fr.steps[0].explanation).toContain("n'est pas le carré d'un rationnel");
  });
  it('factors with several letters: common monomial, homogeneous forms', () => {
    const { en, fr } = both('factor x^2 - y^2');
    expect(en.answer?.value).toBe('(x - y)*(x + y)');
    expect(en.verified).toBe(true);
    expect(fr.steps[0].explanation).toContain('facteur commun');
    expect(both('factor x^2y + xy^2').en.answer?.value).toBe('x*y*(x + y)');
    expect(both('factor a^2 - 2ab + b^2').en.answer?.value).toBe('(a - b)^2');
  });

  it('factors a whole number into primes, however the factorization is asked', () => {
    const s = solve('Find the prime factorization of 360');
    expect([s.finalAnswer, s.answer?.value, s.verified]).toEqual(['360 = 2³·3²·5', '2^3*3^2*5', true]);
    expect(solve('Décomposer 360 en produit de facteurs premiers', { locale: 'fr' }).finalAnswer).toBe('360 = 2³·3²·5');
    expect(solve('factor 1001').answer?.value).toBe('7*11*13');
    expect(solve('factor 97').finalAnswer).toBe('97 is prime.');
  });
});
