import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { termInPlace } from './definedTerm';

describe('a series whose general term is defined in a sentence before the question', () => {
  it.each([
    ['Soit u_n = ln(1 + 1/n^2). Quelle est la nature de la série Σ u_n ?', 'Quelle est la nature de la série Σ (ln(1 + 1/n^2)) ?'],
    ['Let a_n = 1/(n^2+1). Does Σ a_n converge?', 'Does Σ (1/(n^2+1)) converge?'],
    ['Pour n ≥ 2, on pose u_n = 1/(n^2 − 1). Calculer Σ u_n', 'Calculer Σ_{n≥2} (1/(n^2 − 1))'],
  ])('%s', (input, read) => {
    expect(termInPlace(input)).toBe(read);
  });

  it("leaves a sequence's own questions, and a first index it cannot place, as written", () => {
    for (const s of ['Soit u_n = 2n + 1. Calculer u_5', 'Soit u_n = (n+1)/n. Calculer la limite de u_n', 'Pour n ≥ 2, on pose u_n = 1/(n^2 − 1). Calculer la somme de la série de terme général u_n']) {
      expect(termInPlace(s)).toBe(s);
    }
  });

  it.each([
    ['On pose u_n = n/2^n. Étudier la nature de la série de terme général u_n.', 'fr', 'True'],
    ['Pour n ≥ 1, on pose u_n = 1/√n. La série Σ u_n converge-t-elle ?', 'fr', 'False'],
    ['Soit u_n = 1/(n(n+1)). Calculer Σ_{n=1}^{+∞} u_n', 'fr', '1'],
    ['Let a(n) = 1/3^n. Find the sum of the series Σ_{n=0}^∞ a(n)', 'en', '3/2'],
  ])('answers it: %s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
