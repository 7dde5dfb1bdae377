import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const run = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { locale });

describe('sums of binomial coefficients with a letter for the bound', () => {
  it.each([
    ['sum_{k=0}^{n} binomial(n,k) 2^k', 'en', '3^n'],
    ['Calculer ∑_{k=0}^{n} \\binom{n}{k} 3^k', 'fr', '4^n'],
    ['\\sum_{j=0}^{m} \\binom{m}{j} 2^j 3^{m-j}', 'en', '5^m'],
    ['somme de k=0 à n de (n choose k)/2^k', 'fr', '(3/2)^n'],
    ['sum_{k=0}^{n} binomial(n,k) x^k', 'en', '(x + 1)^n'],
  ] as const)('%s = %s by the binomial theorem', (input, locale, value) => {
    const s = run(input, locale);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Reconnaître la formule du binôme' : 'Recognise the binomial theorem');
  });

  it('lowers a polynomial factor in k, and from k = 1 takes the first term off', () => {
    expect(run('Find the sum of k*C(n,k) for k from 0 to n').answer?.value).toBe('n*2^(n - 1)');
    const fr = run('Calculer S_n = ∑_{k=1}^{n} k C_n^k', 'fr');
    expect(fr.answer?.value).toBe('n*2^(n - 1)');
    expect(fr.steps.some((s) => s.title === 'Abaisser les puissances de k')).toBe(true);
    expect(run('sum_{k=0}^{n} k^2 binomial(n,k)').verified).toBe(true);
  });

  it('absorbs 1/(k + 1) into C(n + 1, k + 1)', () => {
    const s = run('sum_{k=0}^{n} binomial(n,k)/(k+1)');
    expect(s.answer?.value).toBe('(2^(n + 1) - 1)/(n + 1)');
    expect(s.verified).toBe(true);
  });

  it.each([
    ['sum_{k=0}^{n} (-1)^k binomial(n,k)', 'en', '0', '1'],
    ['Calculer $\\sum_{p=0}^{m} (-1)^p \\binom{m}{p}$', 'fr', '0', '1'],
    ['Find ∑_{j=1}^{N} (−1)^j C(N, j)', 'en', '-1', '1'],
    ['sum_{k=0}^{n} (-1)^k k binomial(n,k)', 'en', '0', '2'],
    ['sum of (-1)^k binomial(n,k)/(k+1) for k=0..n', 'en', '1/(n + 1)', '0'],
  ] as const)('the alternating sum %s is %s from n = %s on: (1 − 1)ⁿ = 0', (input, locale, value, from) => {
    const s = run(input, locale);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((t) => t.formula).join(' ')).toContain(`\\geq ${from}`);
    expect(s.steps.some((t) => t.title === (locale === 'fr' ? 'Développer (a + b) = 0 à la puissance' : 'Expand (a + b) = 0 to the power'))).toBe(true);
  });

  it.each([
    ['Compute Σ_{k=0}^{n} C(n,k)^2', 'en', 'binomial(2*n, n)'],
    ['Calculer $\\sum_{j=0}^{m} \\binom{m}{j}^2$', 'fr', 'binomial(2*m, m)'],
    ['sum of binomial(n,k)*binomial(n,k) for k from 0 to n', 'en', 'binomial(2*n, n)'],
  ] as const)("%s = %s by Vandermonde's identity", (input, locale, value) => {
    const s = run(input, locale);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? "Reconnaître l'identité de Vandermonde" : "Recognise Vandermonde's identity");
  });
});
