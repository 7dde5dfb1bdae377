import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('limits of products up to n', () => {
  it.each([
    ['lim_{n→∞} ∏_{k=2}^{n} (1 - 1/k^2)', 'en', '1/2'],
    ['∏_{k=2}^{∞} (k^2 - 1)/k^2', 'en', '1/2'],
    ['find the limit as n → ∞ of ∏_{k=1}^{n} (k(k+2))/((k+1)^2)', 'en', '1/2'],
    ['limite quand n tend vers +∞ de ∏_{k=3}^{n} (1 - 4/k^2)', 'fr', '1/6'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('shows the telescoping with factorials, in both languages', () => {
    const en = solve('lim_{n→∞} ∏_{k=2}^{n} (1 - 1/k^2)');
    expect(en.steps.map((st) => st.title)).toEqual(['Factor each factor', 'Write the partial product with factorials', 'Let n tend to infinity']);
    const fr = solve('lim_{n→∞} ∏_{k=2}^{n} (1 - 1/k^2)', { locale: 'fr' });
    expect(fr.steps[2].explanation).toContain('tend vers 1');
  });

  it('leaves a factor that does not split over the integers to other methods', () => {
    expect(solve('lim_{n→∞} ∏_{k=2}^{n} (k^3 - 1)/(k^3 + 1)').method).not.toBe('product.limit');
  });
});
