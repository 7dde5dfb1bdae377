import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { limitWording } from './limitWording';

describe('the instructions wrapped around a limit', () => {
  it('drops the sheet heading, the plural of the list and how to work it out', () => {
    expect(limitWording('For the following exercises, evaluate the limits algebraically. lim_{x→2} (x^2 - 4)/(x - 2)')).toBe('evaluate the limit lim_{x→2} (x^2 - 4)/(x - 2)');
    expect(limitWording('Compute the following limit: lim x→0 sin(2x)/x')).toBe('Compute the limit lim x→0 sin(2x)/x');
    expect(limitWording('Calculer les limites suivantes : $\\lim\\limits_{x\\to 1} \\frac{x^2-1}{x-1}$')).toBe('Calculer la limite $\\lim_{x\\to 1} \\frac{x^2-1}{x-1}$');
    expect(limitWording('limite de f(x) = 1/x (en +∞)')).toBe('limite de f(x) = 1/x en +∞');
  });

  it('asks the limit when a sequence is asked whether it converges and to what', () => {
    expect(limitWording('Does a_n = 1/n^2 converge? If so, to what?')).toBe('find the limit of the sequence a_n = 1/n^2');
    expect(limitWording('Determine whether the sequence converges or diverges. If it converges, find the limit. a_n = n/(2n+1)')).toBe('find the limit of the sequence a_n = n/(2n+1)');
    expect(limitWording('la suite u_n = 1/n converge-t-elle ? Si oui, vers quelle limite ?')).toBe('limite de la suite u_n = 1/n');
    // a yes/no question stays one
    expect(limitWording('Does the sequence a_n = (-1)^n converge?')).toBe('Does the sequence a_n = (-1)^n converge?');
  });

  it.each([
    ['Evaluate the following limit: lim_{x→0} (1 - cos x)/x^2', 'en', '1/2'],
    ['For the following exercise, evaluate the limits algebraically. lim_{x→4} (x^2 - 16)/(x - 4)', 'en', '8'],
    ['Déterminer la limite suivante : $ \\lim _{x\\rightarrow 2}\\dfrac{x^{2} - 4}{x - 2} $', 'fr', '4'],
    ['Calculer \\(\\lim\\limits_{x\\to 0}\\dfrac{e^{3x}-1}{x}\\).', 'fr', '3'],
    ['Soit g : x ↦ x² − 3x. Calculer lim_{x→+∞} g(x)', 'fr', 'oo'],
    ['Calculons lim quand x→1 de (x³ − 1)/(x − 1).', 'fr', '3'],
    ['Find the limit of the following sequences or determine that the sequence diverges. {(1 + 3/n)^n}', 'en', 'exp(3)'],
    ['Find the limit of the sequence a_n = (-1)^n (n+1)/n, or show it diverges', 'en', 'DNE'],
    ['As n → ∞, does a_n = (3n + 1)/(n - 2) converge? To what?', 'en', '3'],
    // the sequence introduced in a sentence of its own, or its convergence asked "how do you determine"
    ['How do you determine whether the sequence a_n = sqrt(n^2+2n) - n converges, if so how do you find the limit?', 'en', '1'],
    ['On considère la suite (u_n) définie par u_n = (3n+1)/(2n-5). Calculer sa limite.', 'fr', '3/2'],
    ['Soit la suite (v_n) de terme général v_n = (n^2+1)/(2n^2) pour tout n dans IN*. Trouver la limite de la suite (v_n) si elle existe.', 'fr', '1/2'],
    ['Let (a_n) be the sequence defined by a_n = 2n/(n+3). Find its limit.', 'en', '2'],
    ['How do you evaluate (1+3/x)^x as x approaches infinity?', 'en', 'exp(3)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a limit asked "if it exists"', () => {
  it.each([
    ['Find the limit, if it exists: lim_{x→3} (x^2 − 9)/|x − 3|', 'en', 'DNE'],
    ['Find the limit if it exists: lim_{x→1} (x^2 − 1)/(x − 1)', 'en', '2'],
    ['Calculer, si elle existe, la limite de (x² − 1)/(x − 1) en 1', 'fr', '2'],
    ["Déterminer la limite de la suite u_n = (2n + 1)/(n + 3) si elle existe", 'fr', '2'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe("a sequence's convergence studied, then its limit asked", () => {
  it.each([
    ['Étudier la convergence de la suite a_n = √(n² + n + 1) − n et donner sa limite', 'fr', '1/2'],
    ['Montrer que la suite u_n = (2n+1)/(n+3) converge et déterminer sa limite', 'fr', '2'],
    ['Show that the sequence a_n = n/(n+1) converges and find its limit', 'en', '1'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  }, 20_000);
});
