import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { dropAnalysisMethod } from './analysisMethod';

describe('a method of analysis named in the sentence', () => {
  it.each([
    ["Étudier la nature de la série de terme général u_n = n^2/2^n à l'aide de la règle de d'Alembert", 'Étudier la nature de la série de terme général u_n = n^2/2^n'],
    ['Find lim_{x→0} (1 − cos 3x)/x² using equivalents', 'Find lim_{x→0} (1 − cos 3x)/x²'],
    ['Calculer par équivalence la limite en 0 de (1 − cos 3x)/x²', 'Calculer la limite en 0 de (1 − cos 3x)/x²'],
    ['lim_{x→0} (1 − cos 3x)/x² (use equivalents)', 'lim_{x→0} (1 − cos 3x)/x²'],
    ["Calculer la limite de (sin x − x)/x^3 en 0 en utilisant un DL à l'ordre 3", 'Calculer la limite de (sin x − x)/x^3 en 0'],
    ["Using L'Hôpital's rule, find lim_{x→0} (e^x − 1 − x)/x^2", 'find lim_{x→0} (e^x − 1 − x)/x^2'],
    ['Use the root test to decide whether the series Σ (2n/(3n+1))^n converges', 'decide whether the series Σ (2n/(3n+1))^n converges'],
    ['Does Σ 1/(n^2+1) converge? Use the comparison test.', 'Does Σ 1/(n^2+1) converge?'],
    ['Utiliser le critère spécial des séries alternées pour étudier Σ (-1)^n/n', 'étudier Σ (-1)^n/n'],
    ["Express cos 3θ in terms of cos θ using De Moivre's theorem", 'Express cos 3θ in terms of cos θ'],
    ["Exprimer cos(3x) en fonction de cos x à l'aide de la formule de Moivre", 'Exprimer cos(3x) en fonction de cos x'],
    ["En utilisant les formules d'Euler, linéariser cos^4 x", 'linéariser cos^4 x'],
    ["Linearize sin^2 x cos^2 x using Euler's formulas", 'Linearize sin^2 x cos^2 x'],
  ])('%s', (input, kept) => {
    expect(dropAnalysisMethod(input)).toBe(kept);
  });

  it('keeps a method said with what it is applied to, and other words', () => {
    for (const s of [
      'Determine whether Σ 1/(n^2+1) converges by comparison with 1/n^2',
      'Find the Taylor series of e^x using the Taylor series of e^u',
      'Solve x + 2 = 3 by substitution',
      'Find an equivalent of sin x − x as x → 0',
    ]) expect(dropAnalysisMethod(s)).toBe(s);
  });

  it('answers a limit asked « à l\'aide d\'un développement limité » as the limit, not as the expansion', () => {
    const fr = solve("Calculer la limite de (sin x − x)/x^3 en 0 à l'aide d'un développement limité", { locale: 'fr' });
    expect(fr.answer?.value).toBe('-1/6');
    expect(fr.verified).toBe(true);
    const en = solve('Find lim_{x→0} (1 − cos 3x)/x² using equivalents', { locale: 'en' });
    expect(en.answer?.value).toBe('9/2');
  });

  it('answers a series whose test is named', () => {
    const fr = solve("Étudier la nature de la série de terme général u_n = n^2/2^n à l'aide de la règle de d'Alembert", { locale: 'fr' });
    expect(fr.answer).toMatchObject({ kind: 'bool', value: 'True' });
    const en = solve('By the ratio test, does \\sum_{k=1}^{\\infty} \\frac{3^k}{k!} converge?', { locale: 'en' });
    expect(en.answer).toMatchObject({ kind: 'bool', value: 'True' });
  });
});
