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

describe('the identity introduced by "satisfies"', () => {
  it('reads « vérifie la relation », "satisfies the equation" and deduces the inverse after it', () => {
    expect(solve('Show that A = [[0,1],[-1,0]] satisfies A^2 + I = 0').answer?.value).toBe('True');
    expect(solve('Montrer que la matrice A = [[1,2],[0,2]] vérifie la relation A² = 3A − 2I', { locale: 'fr' }).answer?.value).toBe('True');
    const inv = solve('Show that the matrix A = [[1,2],[2,1]] satisfies the equation A^2 - 2A - 3I = 0. Hence find A^{-1}.');
    expect(inv.answer?.value).toBe('[[-1/3, 2/3], [2/3, -1/3]]');
    expect(inv.verified).toBe(true);
    expect(solve('Vérifier que A = [[1,1],[0,1]] satisfait A^2 = I', { locale: 'fr' }).answer?.value).toBe('False');
  });
});
