import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('simple equivalents c·(x − a)^p', () => {
  it.each([
    ['trouver un équivalent simple de ln(1+x) - x en 0', 'fr', '-x^2/2'],
    ['équivalent simple de sqrt(n+1) - sqrt(n) en +∞', 'fr', '1/(2*sqrt(n))'],
    ['équivalent de (x^2+1)/(x^3 - x) quand x tend vers +∞', 'fr', '1/x'],
    ['Find an equivalent of tan(x) - sin(x) as x -> 0', 'en', 'x^3/2'],
    ['find a simple equivalent of e^x - 1 - x at 0', 'en', 'x^2/2'],
    ['equivalent of ln(x) at 1', 'en', 'x - 1'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? "Trouver l'exposant" : 'Find the exponent');
  }, 15000);

  it('declines an equivalent with a logarithm in it, saying so in both languages', () => {
    const en = solve('equivalent of x ln(x) at 0');
    expect(en.answer).toBeNull();
    expect(en.error?.message).toContain('logarithm');
    const fr = solve('équivalent de x ln(x) en 0', { locale: 'fr' });
    expect(fr.error?.message).toContain('logarithme');
  }, 15000);
});

describe('equivalents with a logarithm, and the point said before the function', () => {
  it.each([
    ['Donner un équivalent en +∞ de ln(x^2 + 1)', 'fr', '2*ln(x)'],
    ['equivalent of ln(n^3 + n) as n → ∞', 'en', '3*ln(n)'],
    ['équivalent en +∞ de ln(1 + e^x)', 'fr', 'x'],
    ['an equivalent at 0 of ln(cos t)', 'en', '-t^2/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
