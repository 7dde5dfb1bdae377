import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('a polynomial identity of a matrix, and the inverse deduced from it', () => {
  it('checks p(A) = 0 and deduces A⁻¹ from the constant term, in both languages', () => {
    for (const [input, locale, value] of [
      ['Soit A = [[3, -2], [1, 0]]. Vérifier que A² − 3A + 2I = 0 et en déduire A⁻¹.', 'fr', '[[0, 1], [-1/2, 3/2]]'],
      ['Let A = [[2, 1], [1, 2]]. Show that A^2 = 4A - 3I. Hence find A^{-1}.', 'en', '[[2/3, -1/3], [-1/3, 2/3]]'],
      ['Soit A = [[0, 1, 1], [1, 0, 1], [1, 1, 0]]. Montrer que A² = A + 2I₃ et en déduire que A est inversible et calculer A⁻¹.', 'fr', '[[-1/2, 1/2, 1/2], [1/2, -1/2, 1/2], [1/2, 1/2, -1/2]]'],
    ] as const) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    }
    expect(solve('Soit A = [[3, -2], [1, 0]]. Vérifier que A² − 3A + 2I = 0 et en déduire A⁻¹.', { locale: 'fr' }).steps.map((st) => st.title)).toContain('Mettre A en facteur');
  });

  it('answers the check alone yes or no, with p(A) shown', () => {
    const yes = solve('Let A = [[1, 2], [3, 4]]. Show that A^2 - 5A - 2I = 0.', { locale: 'en' });
    expect(yes.answer?.value).toBe('True');
    expect(yes.verified).toBe(true);
    const no = solve('Let A = [[1, 2], [3, 4]]. Verify that A^2 - 5A + 2I = 0.', { locale: 'en' });
    expect(no.answer?.value).toBe('False');
    expect(no.finalAnswer).toContain('[[4, 0], [0, 4]]');
  });

  it('deduces no inverse from an identity that does not hold', () => {
    const s = solve('Let A = [[1, 2], [3, 4]]. Show that A^2 = 5A - 2I and deduce A^{-1}.', { locale: 'en' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toBe('The identity does not hold (A^2 - 5A + 2I = [[4, 0], [0, 4]] ≠ 0): A⁻¹ cannot be deduced from it.');
  });
});
