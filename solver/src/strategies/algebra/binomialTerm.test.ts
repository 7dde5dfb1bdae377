import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('one term of a binomial expansion', () => {
  it.each([
    ['Find the coefficient of x^3 in the expansion of (2x+1)^5', 'en', '80'],
    ['Find the term in x^2 in the expansion of (1 + 3x)^6', 'en', '135*x^2'],
    ['Déterminer le coefficient de x^4 dans le développement de (x - 2)^7', 'fr', '-280'],
    ['Find the constant term in the expansion of (x + 1/x)^6', 'en', '20'],
    ['Find the coefficient of x^2 in (x^2 - 2/x)^4', 'en', '24'],
    ['Find the coefficient of x^3 in (x^2 - 2/x)^4', 'en', '0'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('finds k from the general term, as taught', () => {
    const s = solve('Find the coefficient of x^3 in the expansion of (2x+1)^5', { locale: 'en' });
    expect(s.steps.map((x) => x.title)).toEqual(['Write the general term', 'Find k for the power asked', 'Compute the term']);
    expect(s.steps[2].formula).toBe('\\binom{5}{2} (2)^{3} (1)^{2} = 80');
  });

  it('expands with the binomial theorem named as the method', () => {
    expect(solve('Expand (1 + x)^4 using the binomial theorem', { locale: 'en' }).answer?.value).toBe('x^4 + 4*x^3 + 6*x^2 + 4*x + 1');
    expect(solve("Développer (2x - 1)^3 à l'aide de la formule du binôme de Newton", { locale: 'fr' }).answer?.value).toBe('8*x^3 - 12*x^2 + 6*x - 1');
  });
});
