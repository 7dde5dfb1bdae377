import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('higher-degree polynomial equations', () => {
  it('applies the zero-product property to factored input', () => {
    const { en, fr } = both('(x - 1)(x - 5)(x + 5) = 0');
    expect(en.answer?.value).toBe('[-5, 1, 5]');
    expect(titles(en)[0]).toBe('Zero-product property');
    expect(titles(fr)[0]).toBe('Produit nul');
    expect(both('solve x^2 (x - 5)^2 = 0').en.answer?.value).toBe('[0, 5]');
  });
  it('says which factor has no real root, with a typeset ≠', () => {
    const { en } = both('(x - 1)(x^4 + x + 1) = 0');
    const step = en.steps.find((s) => s.title === 'No real root for this factor');
    expect(step?.formula).toBe('x^{4} + x + 1 \\neq 0');
  });
  it('uses the rational-root test', () => {
    const { en, fr } = both('2x^3 - 3x^2 - 11x + 6 = 0');
    expect(en.answer?.value).toBe('[-2, 1/2, 3]');
    expect(en.verified).toBe(true);
    expect(en.steps[0].explanation).toContain('Rational-root test');
    expect(fr.steps[0].explanation).toContain('Racines rationnelles');
  });
  it('substitutes u = x² in biquadratics', () => {
    const { en, fr } = both('x^4 - 5x^2 + 6 = 0');
    expect(en.answer?.value).toBe('[-sqrt(3), -sqrt(2), sqrt(2), sqrt(3)]');
    expect(titles(en)[0]).toBe('Substitute u = x²');
    expect(titles(fr)[0]).toBe('Poser u = x²');
  });
  it('gives every complex root of a biquadratic asked in ℂ, in English and French', () => {
    const a = both('solve z^4 + 5z^2 + 4 = 0 in C');
    expect(a.en.answer?.value).toBe('[-2*i, -i, i, 2*i]');
    expect(a.en.verified).toBe(true);
    const b = both('résoudre dans C : x^4 + 3x^2 + 2 = 0');
    expect(b.fr.answer?.value).toBe('[-sqrt(2)*i, -i, i, sqrt(2)*i]');
    expect(b.fr.verified).toBe(true);
    // Δ < 0 for u: u₁ and u₂ = ū₁ are complex, and their square roots are taken in algebraic form.
    const c = both('solve x^4 + x^2 + 1 = 0 over the complex numbers');
    expect(c.en.answer?.value).toBe('[(-1 - sqrt(3)*i)/2, (-1 + sqrt(3)*i)/2, (1 - sqrt(3)*i)/2, (1 + sqrt(3)*i)/2]');
    expect(c.en.verified).toBe(true);
    expect(titles(c.en)).toContain('Look for the square roots of u₁ as a + bi');
    expect(titles(c.fr)).toContain('Les racines carrées de u₂');
    const d = both('solve z^4 + 2z^2 + 2 = 0 in C');
    expect(d.en.answer?.value).toContain('sqrt((sqrt(2) - 1)/2)');
    expect(d.en.verified).toBe(true);
    // In ℝ the same equation has no solution.
    expect(both('solve x^4 + x^2 + 1 = 0').en.answer?.value).toBe('[]');
  });
  it('gives decimals when no exact root exists', () => {
    const { en } = both('x^5 - x - 1 = 0');
    expect(en.answer?.value).toBe('[1.167303978]');
  });
});

describe('trinomials in x^k', () => {
  it('substitutes u = x³', () => {
    const { en, fr } = both('x^6 - 9x^3 + 8 = 0');
    expect(en.answer?.value).toBe('[1, 2]');
    expect(titles(en)[0]).toBe('Substitute u = x³');
    expect(titles(fr)[0]).toBe('Poser u = x³');
  });
});
