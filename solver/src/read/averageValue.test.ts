import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readAverageValue } from './averageValue';

describe('the average value of a function on an interval', () => {
  it.each([
    ['Find the average value of f(x) = x^2 on [0, 3]', 'en', '3'],
    ['the mean value of cos x from 0 to pi/2', 'en', '2/pi'],
    ['Calculer la valeur moyenne de f(x) = sin x sur [0 ; π]', 'fr', '2/pi'],
    ['valeur moyenne de x^2 sur [1 ; 3]', 'fr', '13/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says it computes the average as an integral over the interval', () => {
    expect(solve('Calculer la valeur moyenne de f(x) = sin x sur [0 ; π]', { locale: 'fr' }).interpretation?.text).toBe("Calculer la valeur moyenne sur [0, π], c'est-à-dire l'intégrale de 0 à π de sin(x)/π dx");
  });

  it('leaves a function of two letters or an empty interval unread', () => {
    expect(readAverageValue(normalize('average value of x^2 + y on [0, 1]'))).toBeNull();
    expect(readAverageValue(normalize('average value of x^2 on [3, 1]'))).toBeNull();
  });
});
