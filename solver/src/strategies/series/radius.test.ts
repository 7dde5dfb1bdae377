import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('radius of convergence by the ratio test', () => {
  it.each([
    ['radius of convergence of Σ x^n/n!', 'oo'],
    ['radius of convergence of Σ n! x^n', '0'],
    ['radius of convergence of Σ n² x^n/5^n', '5'],
    ['rayon de convergence de la série entière Σ_{n≥0} 2^n x^n', '1/2'],
    ['radius of convergence of Σ (x−2)^n/(n 3^n)', '3'],
    ['radius of convergence of Σ (2n)!/(n!)^2 x^n', '1/4'],
    ['rayon de convergence de Σ n^n x^n / n!', '1/e'],
    ['radius of convergence of Σ_{n=0}^∞ x^(2n)/3^n', 'sqrt(3)'],
    ['On considère la série entière \\sum_{n\\geq 1} \\frac{z^{2n}}{n 4^n}. Déterminer son rayon de convergence R.', '2'],
    ['Consider the power series Σ_{n≥0} n^2 x^n/7^n. Find its radius of convergence.', '7'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Find the interval of convergence of Σ x^n/n', '[-1, 1)'],
    ['interval of convergence of Σ_{n=1}^∞ (x-3)^n/n²', '[2, 4]'],
    ['intervalle de convergence de la série entière Σ_{n≥1} x^n/(n 2^n)', '[-2, 2)'],
    ['Σ_{n=1}^∞ (2x−1)^n/n: find the radius and interval of convergence', '[0, 1)'],
    ['for which x does Σ_{n=0}^∞ x^(2n)/4^n converge?', '(-2, 2)'],
    ['pour quelles valeurs de x la série Σ_{n≥1} (-1)^n x^n/√n converge-t-elle ?', '(-1, 1]'],
    ['interval of convergence of Σ x^n/n!', '(-oo, oo)'],
    ['interval of convergence of Σ n! (x-1)^n', '{1}'],
    ['Find the radius of convergence and the interval of convergence of Σ_{n=1}^∞ 3^n x^n/n', '[-1/3, 1/3)'],
    ["déterminer le rayon de convergence et l'intervalle de convergence de Σ_{n≥1} x^n/n²", '[-1, 1]'],
    ['What is the interval of convergence of Σ_{n=0}^∞ (x−1)^n/2^n ?', '(-1, 3)'],
    ['For what values of x does the series Σ_{n=1}^∞ (x-4)^n/n converge?', '[3, 5)'],
    ['Find the interval of convergence: Σ_{n=1}^∞ (-1)^(n+1) (x-1)^n / n', '(0, 2]'],
    ['intervalle de convergence Σ_{n≥1} x^n/n', '[-1, 1)'],
  ])('%s: endpoints settled one by one', (input, value) => {
    const s = solve(input);
    expect(s.answer).toMatchObject({ kind: 'interval', value });
    expect(s.verified).toBe(true);
  });

  it('the verifier checks the centre, the radius and each endpoint', () => {
    const t = { kind: 'radius' as const, summand: '(x-3)^n/n', index: 'n', variable: 'x', center: '3', asks: 'interval' as const, lo: 1 };
    expect(verifyTask(t, { kind: 'interval', value: '[2, 4)' })).toBe(true);
    for (const wrong of ['[2, 4]', '(2, 4)', '(2, 4]', '[-1, 1)', '[1, 5)', '[2.5, 3.5)']) expect(verifyTask(t, { kind: 'interval', value: wrong }), wrong).toBe(false);
  });

  it('explains it with the French name of the test', () => {
    expect(solve('rayon de convergence de la série entière Σ_{n≥0} 2^n x^n', { locale: 'fr' }).steps[1].title).toBe("Appliquer le critère de d'Alembert");
  });

  it('the verifier sees the terms shrink inside the claimed radius and grow outside it', () => {
    const t = { kind: 'radius' as const, summand: 'n^2*x^n/5^n', index: 'n', variable: 'x' };
    expect(verifyTask(t, { kind: 'expr', value: '5' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '4' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '1/5' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'oo' })).toBe(false);
  });
});

describe('a coefficient of no known shape: the ratio test by the limit of aₙ/aₙ₊₁', () => {
  it.each([
    ['Rayon de convergence de $\\sum_{n\\geq0} \\frac{x^{n}}{2^{n}+1}$', 'fr', '2'],
    ['Find the radius of convergence of Σ x^n/(n + 2^n)', 'en', '2'],
    ['Déterminer le rayon de convergence de Σ (n^2 + 1)/(3^n + n) x^n', 'fr', '3'],
    ['Find the interval of convergence of Σ_{n≥0} x^n/(2^n + 1)', 'en', '(-2, 2)'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.some((x) => /aₙ\/aₙ₊₁ =/.test(x.explanation))).toBe(true);
  });
});
