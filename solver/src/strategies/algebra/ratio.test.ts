import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('ratios', () => {
  it.each([
    ['Simplify the ratio 24:36', 'en', '2 : 3'],
    ['Simplifier le ratio 12 : 18 : 30', 'fr', '2 : 3 : 5'],
    ['Write 1.5 : 2 in its simplest form', 'en', '3 : 4'],
    ['Simplify 1/2 : 1/3', 'en', '3 : 2'],
    ['Divide 120 in the ratio 3:5', 'en', '45 and 75'],
    ['Share £84 in the ratio 2:5', 'en', '24 and 60'],
    ['Partager 150 € dans le rapport 1 : 2 : 3', 'fr', '25, 50 et 75'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it('finds one part first when sharing', () => {
    const s = solve('Divide 120 in the ratio 3:5', { locale: 'en' });
    expect(s.steps.map((x) => x.title)).toEqual(['Simplify the ratio', 'Find one part', 'Multiply each number of parts']);
  });
});
