import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the range of a transformed parent function', () => {
  it('reads a·g(u) + k and answers the range, verified, in English and French', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['Find the range of y = sqrt(x - 2) + 1', 'en', '[1, oo)'],
      ['What is the range of f(x) = 2^x + 3?', 'en', '(3, oo)'],
      ['Find the range of f(x) = 1/(x-3) + 2', 'en', '(-oo, 2) U (2, oo)'],
      ['find the range of f(x) = -3|x + 1| + 4', 'en', '(-oo, 4]'],
      ['Find the range of f(x) = -(1/2)^x - 4', 'en', '(-oo, -4)'],
      ['Find the range of f(x) = ln(x - 1) - 2', 'en', '(-oo, oo)'],
      ["Déterminer l'ensemble des valeurs prises par f(x) = √(x − 2) + 1", 'fr', '[1, oo)'],
      ["Quel est l'ensemble des valeurs prises par la fonction f(x) = -2\\sqrt{x+4} - 3 ?", 'fr', '(-oo, -3]'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
    expect(solve("Déterminer l'ensemble des valeurs prises par f(x) = 1/(x-3) + 2", { locale: 'fr' }).finalAnswer).toBe("L'ensemble des valeurs prises est (-∞, 2) U (2, ∞).");
  }, 30_000);

  it('leaves other functions to other methods', () => {
    expect(solve('Find the range of f(x) = sqrt(x^2 - 4)').answer).toBeNull();
    expect(solve('Find the range of f(x) = x^2 - 4x + 7').answer?.value).toBe('[3, oo)');
  });
});
