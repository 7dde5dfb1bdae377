import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('the remainder and factor theorems', () => {
  it.each([
    ['Find the remainder when x^3 - 2x^2 + 4 is divided by x - 3', 'en', '13'],
    ['Find the remainder when 4x^3 - 2x + 1 is divided by 2x - 1', 'en', '1/2'],
    ['Déterminer le reste de la division de P(x) = x^3 + 2x - 1 par x - 1', 'fr', '2'],
    ['Is x + 1 a factor of x^3 + 2x^2 - x - 2?', 'en', 'True'],
    ['Is x - 1 a factor of x^3 + 2x^2 - x - 3?', 'en', 'False'],
    ['Montrer que x - 1 divise P(x) = x^3 - 3x + 2', 'fr', 'True'],
    ['Find k if x - 2 is a factor of x^3 + kx^2 - 4', 'en', '[-1]'],
    ['Given that x - 2 is a factor of x^3 + kx^2 - 4, find k', 'en', '[-1]'],
    ['x - 3 is a factor of 2x^3 - 5x^2 + ax + 3. Find a.', 'en', '[-4]'],
    ['Sachant que x - 2 est un facteur de x^3 + kx^2 - 4, trouver k', 'fr', '[-1]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('says which theorem it uses, in both languages', () => {
    expect(solve('Find the remainder when x^3 - 2x^2 + 4 is divided by x - 3', { locale: 'en' }).interpretation?.text).toContain('by the remainder theorem');
    expect(solve('Is x + 1 a factor of x^3 + 2x^2 - x - 2?', { locale: 'fr' }).interpretation?.text).toContain('par le théorème du facteur');
  });

  it('never applies the remainder theorem to a divisor of higher degree', () => {
    expect(solve('Find the remainder when x^4 + 1 is divided by x^2 + 1', { locale: 'en' }).interpretation?.text ?? '').not.toContain('remainder theorem');
  });
});
