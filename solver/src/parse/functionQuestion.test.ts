import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalizeText } from './normalize';
import { rewriteFunctionQuestion } from './functionQuestion';

const rewrite = (s: string) => rewriteFunctionQuestion(normalizeText(s));

describe('rewriteFunctionQuestion', () => {
  it('replaces the function by its formula in the equation or inequality asked', () => {
    expect(rewrite('Soit f(x) = 2x − 5. Résoudre f(x) = 3.')).toBe('Résoudre (2x - 5) = 3.');
    expect(rewrite('If f(x) = x^2 - 4x, solve f(x) = 5')).toBe('solve (x^2 - 4x) = 5');
    expect(rewrite('Let f(x) = 3x + 1. Find x such that f(x) = 10.')).toBe('Find x such that (3x + 1) = 10.');
    expect(rewrite('Soit f et g définies sur ℝ par f(x) = x² et g(x) = 2x + 3. Résoudre f(x) ≤ g(x).')).toBe('Résoudre (x^2) <= (2x + 3).');
  });
  it('reads the preimages of a number as an equation', () => {
    expect(rewrite('Soit f(x) = x² − 4. Déterminer les antécédents de 5 par f.')).toBe('solve f(x) = 5'.replace('f(x)', '(x^2 - 4)'));
  });
  it('leaves other questions about the function to their readers', () => {
    expect(rewrite("Soit f(x) = x². Calculer f'(x).")).toBeNull();
    expect(rewrite('f(x) = x^2 + 1, find f(3)')).toBeNull();
    expect(rewrite('Soit f(x) = x² − 1. Étudier les variations de f puis résoudre f(x) = 0.')).toBeNull();
    expect(rewrite('solve x^2 = 4. Then factor x^2 - 4')).toBeNull();
  });
  it('answers the equation, verified, with the formula in the interpretation', () => {
    const s = solve('On considère la fonction f définie sur ℝ par f(x) = (x − 1)(x + 3). Résoudre f(x) = 0.', { locale: 'fr' });
    expect(s.answer?.value).toBe('[-3, 1]');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain('(x − 1)·(x + 3) = 0');
    expect(solve('f(x) = x^2 - 9. For which x is f(x) < 0?').answer?.value).toBe('(-3, 3)');
  });
});
