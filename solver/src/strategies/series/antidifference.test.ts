import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('sums of a polynomial times a geometric factor, by an antidifference', () => {
  it.each([
    ['sum of k^4 for k from 1 to n', '(1/5)*n^5 + (1/2)*n^4 + (1/3)*n^3 + (-1/30)*n'],
    ['∑_{k=1}^{n} k³ 2^k', 'n^3*2^(n + 1) - 3*n^2*2^(n + 1) + 9*n*2^(n + 1) - 13*2^(n + 1) + 26'],
    ['∑_{k=1}^{n} k/2^k', '-2*n*(1/2)^(n + 1) - 4*(1/2)^(n + 1) + 2'],
    ['calculer Σ_{k=0}^{n} k² 3^k', '(1/2)*n^2*3^(n + 1) + (-1/2)*n*3^(n + 1) + (1/2)*3^(n + 1) - 3/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toEqual(['Look for an antidifference', 'Identify the coefficients', 'Telescope']);
  });

  it('explains the method in French', () => {
    const s = solve('somme des k^4 pour k de 1 à n', { locale: 'fr' });
    expect(s.steps[0].title).toBe('Chercher une « primitive discrète »');
    expect(s.steps[2].explanation).toContain('il reste F(N + 1) − F(1)');
  });
});

describe('sums written out up to a general term', () => {
  it.each([
    ['closed form of 1^4 + 2^4 + ... + n^4', '(1/5)*n^5 + (1/2)*n^4 + (1/3)*n^3 + (-1/30)*n'],
    ['1 + 3 + 5 + ... + (2n − 1)', 'n^2'],
    ['1/(1·2) + 1/(2·3) + ... + 1/(n(n+1))', '-1/(n + 1) + 1'],
    // asked as a formula or an expression, in English and French
    ['Find a formula for 1 + 2 + ... + n', '(1/2)*n^2 + (1/2)*n'],
    ['Find a closed form expression for sum_{k=1}^n k^3', '(1/4)*n^4 + (1/2)*n^3 + (1/4)*n^2'],
    ['Donner une formule explicite pour 1 + 3 + 5 + ... + (2n+1)', 'n^2 + 2*n + 1'],
    ['Trouver une expression simple de 1\\cdot 2 + 2 \\cdot 3 + \\dots + n(n+1)', '(1/3)*n^3 + n^2 + (2/3)*n'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses terms that are not the values of the last one', () => {
    expect(solve('1 + 4 + 8 + ... + n^2').verified).toBe(false);
  });
});
