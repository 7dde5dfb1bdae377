import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the multiples of a number in a range', () => {
  it.each([
    ['Find the sum of all multiples of 3 between 1 and 100', 'en', '1683'],
    ['Find the sum of the multiples of 7 less than 200', 'en', '2842'],
    ['Calculer la somme des multiples de 5 inférieurs à 1000', 'fr', '99500'],
    ['Find the number of multiples of 6 between 10 and 200', 'en', '32'],
    ['How many multiples of 4 are there between 1 and 99?', 'en', '24'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('leaves a range whose end is a multiple, and that does not say whether it counts, unanswered', () => {
    expect(solve('Find the sum of all multiples of 3 between 3 and 99', { locale: 'en' }).answer).toBeNull();
  });
});
