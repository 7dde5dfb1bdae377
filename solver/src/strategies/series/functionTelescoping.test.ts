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

  it('does not telescope a logarithm undefined at the first index, nor one whose partial sums grow like ln N', () => {
    expect(solve('sum_{n=1}^oo (ln(n+1) - 2ln(n) + ln(n-1))').answer?.value).not.toBe('-ln(2)');
    expect(solve('sum_{n=1}^oo ln(1+1/n)').steps.map((st) => st.title)).not.toContain('Split the logarithm');
  }, 15000);
});
