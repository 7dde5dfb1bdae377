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

describe('the average value of a function over a plane region', () => {
  it.each([
    ['Find the average value of f(x, y) = x^2 y over the rectangle R with vertices (−1, 0), (−1, 5), (1, 5), (1, 0).', 'en', '5/6'],
    ['Calculer la valeur moyenne de f(x, y) = xy sur le domaine D limité par y = x et y = x².', 'fr', '1/4'],
    ['Let f(x,y) = x^2 + y^2. Find the average value of f over the disk x^2 + y^2 \\le 4.', 'en', '2'],
    ['What is the mean value of g(x,y) = e^(x+y) on R = [0,1]×[0,1]?', 'en', 'exp(2) - 2*e + 1'],
  ] as const)('is the integral over the region divided by its area: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says what it computes, in both languages', () => {
    expect(solve('Calculer la valeur moyenne de f(x, y) = xy sur le domaine D limité par y = x et y = x².', { locale: 'fr' }).interpretation?.text).toBe('Calculer la valeur moyenne de x·y sur le domaine 0 ≤ x ≤ 1, x² ≤ y ≤ x');
    expect(solve('Find the average value of f(x, y) = x^2 y over the rectangle [-1, 1] x [0, 5]').steps.at(-1)?.title).toBe('Average value');
  });

  it('leaves a function of a third letter unread', () => {
    expect(readAverageValue(normalize('average value of f(x, y) = x + a over the square [0, 1] x [0, 1]'))).toBeNull();
  });
});
