import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';

describe('is λ an eigenvalue, is v an eigenvector', () => {
  it('decides λ by det(A − λI), in English and French, checked', () => {
    for (const [input, locale, value] of [
      ['Is λ = 2 an eigenvalue of A = [[3, 1], [1, 3]]?', 'en', 'True'],
      ['Determine whether 5 is an eigenvalue of [[3, 1], [1, 3]]', 'en', 'False'],
      ['Montrer que λ = 5 est valeur propre de A = [[4, 1], [2, 3]]', 'fr', 'True'],
      ['3 est-il une valeur propre de la matrice [[1, 2], [2, 1]] ?', 'fr', 'True'],
    ] as const) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
      for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    }
    expect(solve('Is λ = 4 an eigenvalue of A = [[3, 1], [1, 3]]?', { locale: 'fr' }).finalAnswer).toBe('Oui, λ = 4 est valeur propre (det(A − λI) = 0).');
  });

  it('decides v by comparing Av with v, named or not, and tells the eigenvalue', () => {
    const named = solve('Is v = (1, 1) an eigenvector of A = [[2, 1], [1, 2]]? If so, find its eigenvalue.', { locale: 'en' });
    expect(named.answer?.value).toBe('True');
    expect(named.finalAnswer).toContain('λ = 3');
    expect(named.verified).toBe(true);
    const fr = solve('Le vecteur u = (1, -1) est-il un vecteur propre de A = [[2, 1], [1, 2]] ?', { locale: 'fr' });
    expect(fr.answer?.value).toBe('True');
    expect(fr.finalAnswer).toBe('Oui, Av = v : v est vecteur propre pour la valeur propre λ = 1.');
    expect(solve('Is (1, 0) an eigenvector of [[1, 1], [4, 1]]?', { locale: 'en' }).answer?.value).toBe('False');
    const shown = solve('Show that [1, 2] is an eigenvector of [[1, 1], [4, 1]] and find the corresponding eigenvalue', { locale: 'en' });
    expect(shown.answer).toMatchObject({ kind: 'expr', value: '3' });
    expect(shown.verified).toBe(true);
  });

  it('leaves a question with words it does not read to the other readers', () => {
    expect(solve('Is λ = 2 an eigenvalue of A = [[3, 1], [1, 3]] with multiplicity 2?', { locale: 'en' }).answer?.value).not.toBe('True');
  });
});

describe('a vector named where it is given, then asked about by its name', () => {
  it('reads « Vérifiez si v est un vecteur propre de B. Si oui, déterminez la valeur propre associée. »', () => {
    const s = solve('Soit la matrice B = [[2, 1], [1, 2]] et le vecteur v = (1, -1). Vérifiez si v est un vecteur propre de B. Si oui, déterminez la valeur propre associée.', { locale: 'fr' });
    expect(s.finalAnswer).toContain('λ = 1');
    expect(s.verified).toBe(true);
    expect(solve('Let A = [[2, 1], [1, 2]] and v = (1, 2). Is v an eigenvector of A?').answer?.value).toBe('False');
  });
});
