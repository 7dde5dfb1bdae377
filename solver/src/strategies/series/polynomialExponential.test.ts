import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('Σ P(n)·uⁿ/n! through falling factorials', () => {
  it.each([
    ['Σ_{n=0}^∞ n²/n!', '2*e'],
    ['Σ_{n=0}^∞ (n+1)/n!', '2*e'],
    ['Σ_{n=1}^∞ n 2^n/n!', '2*e^2'],
    ['Σ_{n=2}^∞ n^3/n!', '-1 + 5*e'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('explains the falling factorials in French', () => {
    const s = solve('somme de la série Σ_{n≥0} n²/n!', { locale: 'fr' });
    expect(s.steps[0].title).toBe('Écrire le polynôme avec des factorielles descendantes');
  });
});
