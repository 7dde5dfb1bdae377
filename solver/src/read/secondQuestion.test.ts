import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a second question chained after the first', () => {
  it.each([
    ["calculer la dérivée de f(x) = x e^{-x} puis résoudre f'(x) = 0", 'fr', "résoudre f'(x) = 0"],
    ["find the derivative of f(x) = x^3 - 5x and find where f'(x)=0", 'en', "find where f'(x)=0"],
    ['Soit f(x)=2x-5. Calculer f(3) et résoudre f(x)=7', 'fr', 'résoudre f(x)=7'],
    ["Differentiate f(x) = \\frac{x^3}{3} - 5x, then solve f'(x) = 0", 'en', "solve f'(x) = 0"],
    ["Calculer la dérivée de g(t) = t^2 ln t, puis résoudre g'(t) = 0", 'fr', "résoudre g'(t) = 0"],
  ] as const)('%s is refused with the second question named', (input, locale, part) => {
    const s = solve(input, { locale });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(part);
  });

  it.each([
    ['Soit f(x)=2x-5. Calculer f(3)', 'fr', 'f(3) = 1'],
    ['Soit f(x)=2x-5. résoudre f(x)=7', 'fr', 'x = 6'],
    ['find the derivative of f(x) = x^3 - 5x', 'en', "f'(x) = 3x² − 5"],
  ] as const)('%s alone is answered', (input, locale, answer) => {
    expect(solve(input, { locale }).finalAnswer).toBe(answer);
  });
});
