import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('sums of power series from the geometric series', () => {
  it.each([
    ['somme de la série entière Σ_{n≥0} (n + 1) x^n', '1/(1 - x)^2'],
    ['Σ_{n≥1} x^n/n, |x| < 1', '-ln(1 - x)'],
    ['Σ_{n=1}^∞ n x^n', 'x/(1 - x)^2'],
    ['Σ_{n=0}^∞ x^n/(n+1)', '-ln(1 - x)/x'],
    ['Σ_{n=2}^∞ x^n/n', '-x - ln(1 - x)'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe('Start from the geometric series');
  });

  it.each([
    ['What is the sum of n x^(n-1) from n = 1 to infinity, for |x| < 1?', 'en', '1/(1 - x)^2', /^Take x\S+ out$/],
    ['Calculer ∑_{n≥2} n(n-1) x^{n-2} pour |x| < 1', 'fr', '2/(1 - x)^3', /^Mettre x\S+ en facteur$/],
    ['somme pour n allant de 1 à l\'infini de n y^(n+1)', 'fr', 'y^2/(1 - y)^2', /^Mettre y en facteur$/],
  ] as const)('%s: the power of the variable shifted, taken out in front', (input, locale, value, title) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.some((st) => title.test(st.title))).toBe(true);
  });

  it('reads Σ_{n≥1} as the series from 1 to ∞, and "somme de la série" as the sum', () => {
    expect(solve('somme de la série Σ_{n≥1} 1/(4n² − 1)').answer?.value).toBe('1/2');
    expect(solve('Does Σ_{n≥1} 1/n² converge? (yes/no)').answer?.value).toBe('True');
  });
});
