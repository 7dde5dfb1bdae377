import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified };
};

describe('for which values of a parameter an integral converges, end by end', () => {
  it('intersects the conditions of both ends, in both languages and with LaTeX', () => {
    expect(answer("Pour quelles valeurs de \\alpha l'intégrale \\int_0^{+\\infty} \\frac{dx}{x^\\alpha(1+x)} converge-t-elle ?", 'fr')).toEqual({ value: '(0, 1)', verified: true });
    expect(answer('For what values of p does \\int_0^\\infty \\frac{x^p}{1+x^2}\\,dx converge?')).toEqual({ value: '(-1, 1)', verified: true });
    expect(answer("Pour quelles valeurs de a l'intégrale \\int_0^{+\\infty} \\frac{x^a}{1+x^3} dx converge-t-elle ?", 'fr')).toEqual({ value: '(-1, 2)', verified: true });
  });

  it('reads an exponential at ∞ as converging for every value, and a regular end as no condition', () => {
    expect(answer('For which p does ∫_0^∞ x^p e^{-x} dx converge?')).toEqual({ value: '(-1, oo)', verified: true });
    expect(answer('Find all values of a for which ∫_1^∞ x^a e^{-x} dx converges').value).toBe('(-oo, oo)');
    expect(solve('Find all values of a for which ∫_1^∞ x^a e^{-x} dx converges').finalAnswer).toBe('It converges for every real value of a.');
  });

  it('takes the equivalent at a finite end from the integrand (1 − cos x ~ x²/2, (x² − 1)^p ~ (2(x − 1))^p)', () => {
    expect(answer("Pour quels réels α l'intégrale ∫_0^1 (1 - cos x)/x^α dx est-elle convergente ?", 'fr').value).toBe('(-oo, 3)');
    expect(answer('Determine the values of p for which ∫_2^∞ dx/(x^2-1)^p converges').value).toBe('(1/2, oo)');
  });

  it('reads the parameter declared real where it is asked (« α ∈ ℝ », "p \\in \\mathbb{R}")', () => {
    expect(answer("Pour quelles valeurs de α ∈ ℝ l'intégrale \\int_1^{+\\infty} \\frac{\\ln x}{x^\\alpha}\\,dx converge-t-elle ?", 'fr')).toEqual({ value: '(1, oo)', verified: true });
    expect(answer('For which values of p \\in \\mathbb{R} does \\int_1^\\infty \\frac{dx}{x^p} converge?').value).toBe('(1, oo)');
  });

  it('leaves unanswered an integrand whose behaviour is no power law in the parameter', () => {
    expect(answer('For which p does ∫_1^∞ 1/(x^p + 1) dx converge?').value).toBeUndefined();
    expect(answer('For which p does ∫_0^∞ sin(x)/x^p dx converge?').value).toBeUndefined();
  });
});
