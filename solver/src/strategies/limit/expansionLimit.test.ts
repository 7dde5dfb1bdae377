import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { expansionLimitStrategy } from './expansionLimit';

const run = (s: string, locale: 'en' | 'fr' = 'en') => expansionLimitStrategy.solve(normalize(s), { locale, checkTime: () => undefined });

describe('limits at +∞ by a développement limité in 1/x', () => {
  it('finds ∞ − ∞ as the constant term, in both languages', () => {
    const o = run('lim_{x→∞} (x^2 ln(1 + 1/x) - x)');
    expect(o?.answer?.value).toBe('-1/2');
    expect(o?.verified).toBe(true);
    expect(run('limite en +∞ de x - x^2 ln(1+1/x)', 'fr')?.steps.some((s) => s.title.fr === 'Poser t = 1/x')).toBe(true);
  });

  it('takes the logarithm of a power with a variable exponent', () => {
    const o = run('limite de la suite u_n = (1 + 1/n)^{n^2} e^{-n}', 'fr');
    expect(o?.answer?.value).toBe('exp(-1/2)');
    expect(o?.steps[0].title.fr).toBe('Passer au logarithme');
    expect(run('lim_{n→∞} (1 - 1/n^2)^{n^3} e^{n}')?.answer?.value).toBe('1');
  });

  it('leaves limits at a finite point to the other methods', () => {
    expect(run('lim_{x→0} (1 - cos x)/x^2')).toBeNull();
  });
});

describe('a power tending to e^c compared with e^c', () => {
  it.each([
    ['Calculer lim n((1+1/n)^n - e) quand n tend vers +∞', 'fr', '-e/2'],
    ['lim_{x→0} ((1+x)^(1/x) - e)/x', 'en', '-e/2'],
    ['\\lim_{n\\to\\infty} n^2\\left(\\left(1+\\frac{1}{n}\\right)^n - e + \\frac{e}{2n}\\right)', 'en', '11e/24'],
    ['Déterminer la limite en 0 de ((1+2y)^(1/y) - e^2)/y', 'fr', '-2exp(2)'],
  ] as const)('%s = %s, with e^c taken out of every term', (input, locale, value) => {
    const o = run(input, locale);
    expect(o?.answer?.value.replace(/\s|\*/g, '')).toBe(value);
    expect(o?.steps[0].title[locale]).toBe(locale === 'fr' ? 'Factoriser la puissance de e' : 'Take e to a power out');
  });

  it('takes nothing out when a term lacks e^c', () => {
    expect(run('lim_{x→0} ((1+x)^(1/x) - 2)/x')).toBeNull();
  });
});
