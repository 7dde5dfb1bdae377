import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { withoutResultLabel } from './resultLabel';

describe('the letter naming the asked value', () => {
  it.each([
    ['calculer S = somme pour n allant de 0 à +∞ de 1/((n+1)(n+2))', 'fr', '1'],
    ['Calculer S_n = somme de k=1 à n de k', 'fr', '(1/2)*n^2 + (1/2)*n'],
    ['find S = sum from n=0 to infinity of 1/2^n', 'en', '2'],
    ['calculer L = lim x->0 sin(x)/x', 'fr', '1'],
    ['L = lim_{x->0} (1-cos x)/x^2', 'en', '1/2'],
    ['Simplifier la somme S_n = Σ_{k=0}^{n} C(n,k)²', 'fr', 'binomial(2*n, n)'],
    ['Compute the sum S = Σ_{k=1}^{n} k', 'en', '(1/2)*n^2 + (1/2)*n'],
    ['Calculer la limite L = lim_{x→0} sin(3x)/x', 'fr', '3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('keeps a small letter, which defines a sequence, and a label before anything else', () => {
    const sum = /^sum\b/i;
    expect(withoutResultLabel('u_n = sum_{k=1}^n 1/k', sum)).toBe('u_n = sum_{k=1}^n 1/k');
    expect(withoutResultLabel('find A = [[1,2],[3,4]]', sum)).toBe('find A = [[1,2],[3,4]]');
    expect(withoutResultLabel('Calculer S = somme de k=1 à n de k', /^somme\b/)).toBe('Calculer somme de k=1 à n de k');
  });
});
