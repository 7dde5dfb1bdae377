import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('even, odd or neither, asked openly', () => {
  it('answers which, verified, in English and French', () => {
    const cases: Array<[string, 'en' | 'fr', string, string]> = [
      ['Is f(x) = x^3 - x even, odd, or neither?', 'en', 'odd', 'f is odd.'],
      ['Determine whether f(x) = x^4 + 2x^2 is even or odd', 'en', 'even', 'f is even.'],
      ['Determine if h(x) = \\frac{x}{x^2+1} is even, odd, or neither.', 'en', 'odd', 'h is odd.'],
      ['Is g(x) = x^2 + x even, odd or neither?', 'en', 'neither', 'g is neither even nor odd.'],
      ['Étudier la parité de la fonction f définie par f(x) = x³ − x', 'fr', 'odd', 'f est impaire.'],
      ['La fonction f(x) = x/(x² + 1) est-elle paire ou impaire ?', 'fr', 'odd', 'f est impaire.'],
      ['Déterminer la parité de g(x) = e^x', 'fr', 'neither', "g n'est ni paire ni impaire."],
    ];
    for (const [input, locale, value, final] of cases) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.finalAnswer, input).toBe(final);
      expect(s.verified, input).toBe(true);
    }
  }, 30_000);

  it('says why a function whose domain is not symmetric is neither', () => {
    const s = solve('is f(x) = sqrt(x) even or odd?', { locale: 'en' });
    expect(s.answer?.value).toBe('neither');
    expect(s.steps.map((t) => t.title)).toContain('The domain is not symmetric');
    expect(solve('Étudier la parité de f(x) = sqrt(x)', { locale: 'fr' }).steps.map((t) => t.title)).toContain("L'ensemble de définition n'est pas symétrique");
  });

  it('leaves one parity claimed alone to the claim reader', () => {
    expect(solve('Is f(x) = x^3 - x odd?').answer?.kind).toBe('bool');
  });
});
