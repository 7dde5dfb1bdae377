import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('an antiderivative sought on an interval', () => {
  it.each([
    ['primitive de f(x) = 3x^2 + 2/x sur ]0;+inf[', 'fr', '+ C', 'sur ]0;+∞['],
    ['primitive de f(x) = e^(2x) sur [0;1]', 'fr', 'exp(2*x)/2 + C', 'sur [0;1]'],
    ['calculer une primitive de f(x)=cos(x) sur [0;pi]', 'fr', 'sin(x) + C', 'sur [0;π]'],
    ['find the antiderivative of 3x^2 + 2/x on [1, 2]', 'en', '+ C', 'on [1, 2]'],
    ['Déterminer une primitive de f(x) = \\frac{1}{x^2} sur ]0;+\\infty[', 'fr', '-1/x + C', 'sur ]0;+∞['],
    ['primitive de 2x sur ℝ', 'fr', 'x^2 + C', 'sur ℝ'],
    ['find an antiderivative of cos(x) on the interval (0, pi)', 'en', 'sin(x) + C', 'on (0, π)'],
    ['find an antiderivative of x e^{x^2} on I', 'en', 'exp(x^2)/2 + C', 'on I'],
  ] as const)('%s is F(x) + C with the interval stated', (input, locale, value, said) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toContain(value);
    expect(s.interpretation?.text).toContain(said);
    expect(s.verified).toBe(true);
  });

  it('fixes the constant by a condition stated with the interval', () => {
    const s = solve('la primitive F de f(x) = 2x sur ℝ qui vérifie F(0) = 1', { locale: 'fr' });
    expect(s.answer?.value).toBe('F = x^2 + 1');
    expect(solve('the antiderivative F of 3x^2 on R which satisfies F(1) = 0', { locale: 'en' }).answer?.value).toBe('F = x^3 - 1');
  });

  it.each([
    ["calculer l'intégrale de x^2 sur [0;1]", 'fr'],
    ['intégrale de 0 à 1 de x^2', 'fr'],
    ['integrate x^2 from 0 to 1', 'en'],
    ['∫_0^1 x^2 dx', 'en'],
  ] as const)('%s keeps its bounds', (input, locale) => {
    expect(solve(input, { locale }).answer?.value).toBe('1/3');
  });
});
