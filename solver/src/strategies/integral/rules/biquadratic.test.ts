import { describe, expect, it } from 'vitest';
import { solve } from '../../../solve';

describe('(p x² + q)/(x⁴ + a x² + c²) without a factor over ℚ', () => {
  it.each([
    ['Evaluate $\\int_0^\\infty \\frac{dx}{x^4+1}$', 'en', '∫ = π·√(2)/4'],
    ['∫_0^∞ x^2/(x^4+1) dx', 'en', '∫ = π·√(2)/4'],
    ['Calculer ∫_0^{+∞} (t²+1)/(t⁴+1) dt', 'fr', '∫ = π·√(2)/2'],
    ['∫_{-∞}^{∞} dx/(x^4+1)', 'en', '∫ = π·√(2)/2'],
  ] as const)('%s = %s, through x ∓ c/x and back to a primitive continuous at 0', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Séparer le numérateur en x² + c et x² − c' : 'Split the numerator into x² + c and x² − c');
  });

  it('gives an antiderivative with both parts, checked by differentiation', () => {
    const s = solve('integrate 1/(x^4+1) dx');
    expect(s.verified).toBe(true);
    expect(s.finalAnswer).toMatch(/arctan/);
    expect(s.finalAnswer).toMatch(/ln/);
    expect(s.steps.map((t) => t.title)).toContain('Back to x, continuous on ℝ');
  });

  it('leaves denominators that factor over ℚ to partial fractions', () => {
    expect(solve('∫ dx/(x^4+x^2+1)').steps[0].title).toBe('Factor the denominator');
    expect(solve('∫ dx/(x^4+4)').steps[0].title).toBe('Factor the denominator');
  });
});
