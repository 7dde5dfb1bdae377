import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('an area asked as an integral is never negative', () => {
  it.each([
    ['Find the area under the curve y = sin x from 0 to 2π.', 'en', '4'],
    ['Find the area under y = x^2 - 4 from x = 0 to x = 2.', 'en', '16/3'],
    ["Calculer l'aire sous la courbe de f(x) = x^2 - 1 entre 0 et 2.", 'fr', '2'],
    ['What is the area under the graph of f(x) = cos x on [0, π]?', 'en', '2'],
  ] as const)('integrates |f| where the curve dips below the axis: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Find the area under y = x^2 from 0 to 3.', '9'],
    ['Evaluate ∫_0^{2π} sin x dx', '0'],
  ])('keeps the integral as written where no area, or the signed one, is asked: %s', (input, value) => {
    const s = solve(input, { locale: 'en' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never answers the net area with the area of the pieces', () => {
    expect(solve('Find the net area under y = sin x from 0 to 2π.', { locale: 'en' }).answer?.value).not.toBe('4');
  });
});
