import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the measures of a list of numbers', () => {
  it.each([
    ['Find the mean of 3, 7, 8, 10, 12', 'en', 'Mean 8.'],
    ['Find the median of 3, 7, 8, 10, 12, 15', 'en', 'Median 9.'],
    ['Find the mean, median and mode of 4, 8, 6, 5, 3, 8, 9', 'en', 'Mean 43/7 ≈ 6.143, median 6, mode 8.'],
    ['Calculer la moyenne de la série 12,5 ; 13 ; 9 ; 10,5', 'fr', 'Moyenne 11,25.'],
    ['What is the range of the data set 12, 5, 19, 7, 3?', 'en', 'Range 16.'],
    ['Find the sample variance of 1, 2, 3, 4, 5', 'en', 'Variance 2.5.'],
    ['Find the mode of 1, 2, 2, 3, 3, 4', 'en', 'Mode 2 and 3.'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it('gives a standard deviation not said to be of a sample or a population both ways', () => {
    expect(solve('Find the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', { locale: 'en' }).finalAnswer).toBe('Standard deviation (population) 2, standard deviation (sample) √(32/7) ≈ 2.138.');
    expect(solve("Calculer la moyenne et l'écart-type de 10 ; 12 ; 14", { locale: 'fr' }).finalAnswer).toBe('Moyenne 12, écart-type (population) √(8/3) ≈ 1,633, écart-type (échantillon) 2.');
  });
});
