import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('telescoping series of logarithms and arctangents', () => {
  it.each([
    ['Calculer la somme de la série sum_{n>=1} ln(1 - 1/(n+1)^2)', 'fr', '-ln(2)', 'Développer le logarithme'],
    ['somme de n=1 à +∞ de ln((n+1)^2/(n(n+2)))', 'fr', 'ln(2)', 'Développer le logarithme'],
    ['sum_{n=2}^oo (ln(n+1) - 2ln(n) + ln(n-1))', 'en', '-ln(2)', 'Split the logarithm'],
    ['find the sum of the series sum_{n=0}^inf arctan(1/(n^2+n+1))', 'en', '(1/2)*pi', 'Write as a difference of arctangents'],
    ['sum_{n=1}^oo arctan(2/n^2)', 'en', '(3/4)*pi', 'Write as a difference of arctangents'],
    ['somme de n=1 à +∞ de arctan(1/(2n^2))', 'fr', '(1/4)*pi', "Écrire comme une différence d'arctangentes"],
  ] as const)('%s', (input, locale, value, first) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain(first);
  }, 15000);

  it('does not telescope a logarithm undefined at the first index, and gives no finite sum when the partial sums grow like ln N', () => {
    expect(solve('sum_{n=1}^oo (ln(n+1) - 2ln(n) + ln(n-1))').answer?.value).not.toBe('-ln(2)');
    expect(solve('sum_{n=1}^oo ln(1+1/n)').answer?.value).toBe('oo');
  }, 15000);
});

describe('telescoping series F(k) − F(k + m) and divergent ones', () => {
  it.each([
    ['sum_{k=1}^∞ (arctan(k+1) - arctan(k))', 'en', 'pi/4', 'Recognise a telescoping series'],
    ['\\sum_{n=0}^{\\infty} \\left(e^{-n} - e^{-(n+2)}\\right)', 'en', 'exp(-1) + 1', 'Recognise a telescoping series'],
    ['somme de n=1 à +∞ de (sin(1/n) - sin(1/(n+1)))', 'fr', 'sin(1)', 'Reconnaître une série télescopique'],
    ['sum_{n=1}^∞ (sqrt(n+1) - sqrt(n))', 'en', 'oo', 'Recognise a telescoping series'],
    ['Calculer la somme de la série ∑_{n≥1} ln(n/(n+1))', 'fr', '-oo', 'Développer le logarithme'],
    ['sum_{n=1}^∞ ln(1+1/n)', 'en', 'oo', 'Split the logarithm'],
  ] as const)('%s', (input, locale, value, first) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(first);
  });

  it('sums a slowly converging difference, without claiming a check the partial sums cannot give', () => {
    const s = solve('Calculer ∑_{n=1}^{+∞} (1/√n − 1/√(n+1))', { locale: 'fr' });
    expect(s.answer?.value).toBe('1');
  });
});

describe('finite telescoping sums up to a letter', () => {
  it.each([
    ['sum_{k=1}^{n} (1/sqrt(k) - 1/sqrt(k+1))', 'en', '1 - 1/sqrt(n + 1)', 'Recognise a telescoping sum'],
    ['Calculer ∑_{k=1}^{n} (ln(k+1) - ln(k))', 'fr', 'ln(n + 1)', 'Reconnaître une somme télescopique'],
    ['sum_{j=1}^{m} (sqrt(j+1) - sqrt(j))', 'en', 'sqrt(m + 1) - 1', 'Recognise a telescoping sum'],
  ] as const)('%s', (input, locale, value, first) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.some((st) => st.title === first)).toBe(true);
  });
});

describe('a finite sum of logarithms of a fraction', () => {
  it.each([
    ['Σ_{k=1}^n ln(1 + 1/k)', 'en', 'ln(n + 1)'],
    ['Calculer Σ_{k=1}^{n} ln((k+1)/k)', 'fr', 'ln(n + 1)'],
    ['sum of ln(1 + 2/j) for j from 1 to m', 'en', 'ln(m + 1) + ln(m + 2) - ln(2)'],
    ['Calculer ∑_{k=2}^{n} ln(1 − 1/k²)', 'fr', 'ln((n + 1)/(2*n))'],
    ['Σ_{k=1}^n ln(k(k+2)/(k+1)^2)', 'en', 'ln((n + 2)/(2*(n + 1)))'],
  ] as const)('%s = %s, the logarithm split then telescoped', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Développer le logarithme' : 'Split the logarithm');
  });
});
