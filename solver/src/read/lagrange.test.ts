import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the function defined in a sentence before the question names it', () => {
  it.each([
    ['Soit f définie par f(x, y) = 2x + y. Trouver le maximum de f sous la contrainte x² + y² = 5.', 'fr', '5'],
    ['Let f(x,y) = x^2 + y^2. Find the minimum of f subject to x + y = 2', 'en', '2'],
    ['Given $f(x,y)=x+2y$. Find the maximum value of f on the circle $x^2+y^2=5$', 'en', '5'],
    ['On considère la fonction f(x;y) = xy. Déterminer les extremums de f sous la contrainte x^2 + 4y^2 = 8', 'fr', '[-2, 2]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('« on veut optimiser … », the extremum asked in a sentence after the constraint', () => {
  it.each([
    ['On veut optimiser f(x, y) = xy sous la contrainte x² + 4y² = 8. Quelle est la valeur maximale de f ?', 'fr', '2'],
    ['We want to optimize f(x,y) = x + y subject to x^2 + y^2 = 2. What is the minimum value of f?', 'en', '-2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says so when the extremum asked after a semicolon does not exist', () => {
    expect(solve('Optimiser f(x,y) = x^2 y sous la contrainte x + y = 3 ; donner la valeur maximale de f', { locale: 'fr' }).error?.message).toMatch(/n’a pas de maximum/);
  });
});
