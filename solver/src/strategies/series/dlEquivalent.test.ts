import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a series whose usual equivalents cancel: the equivalent from a développement limité', () => {
  it.each([
    ['Déterminer la nature de la série Σ (1/n − sin(1/n))', 'fr', 'True', '1/(6'],
    ['Does the series \\sum_{n=1}^{\\infty} \\left(\\sqrt{n^2+1} - n\\right) converge?', 'en', 'False', '1/(2'],
    ['Nature de la série de terme général e^{1/n} − 1 − 1/n', 'fr', 'True', '1/(2'],
    ['Étudier la nature de Σ (cos(1/k) − 1 + 1/(2k))', 'fr', 'False', '1/(2'],
  ])('%s', (input, locale, value, equivalent) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer).toMatchObject({ kind: 'bool', value });
    expect(s.verified).toBe(true);
    const step = s.steps.find((x) => x.title === (locale === 'fr' ? 'Équivalent par un développement limité' : 'Equivalent by a développement limité'));
    expect(step?.explanation).toContain(equivalent);
  });

  it('leaves the terms no expansion in 1/n describes to the other tests', () => {
    const s = solve('Does Σ ln(n)/n^2 converge?', { locale: 'en' });
    expect(s.answer?.value).toBe('True');
    expect(s.steps.map((x) => x.title)).not.toContain('Equivalent by a développement limité');
  });
});
