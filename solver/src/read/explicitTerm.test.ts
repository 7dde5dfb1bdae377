import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('a term of a sequence given by its formula', () => {
  it.each([
    ['u_n = 2n + 3, calculer u_5', 'fr', '13'],
    ['Soit la suite (u_n) définie par u_n = n^2 - 1. Calculer u_{10}', 'fr', '99'],
    ['a_n = 3n - 1. Find a_4', 'en', '11'],
    ['u_n = \\frac{n+1}{n+2}, calculer u_3', 'fr', '4/5'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a term asked before its formula', () => {
  it.each([
    ['Find the 5th term of the sequence a_n = n^2 + 1', '26'],
    ['If a_n = (n+1)/n, find a_4', '5/4'],
    ['Find a_4 if a_n = (n+1)/n', '5/4'],
    ['Given that b_n = n/(n+2), find b_{10}', '5/6'],
  ])('%s', (input, value) => {
    const s = solve(input, { locale: 'en' });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });

  it('leaves a French ordinal, whose first term may be u₀, and a term of another sequence', () => {
    expect(solve('Calculer le 5e terme de la suite u_n = 2^n - 1', { locale: 'fr' }).answer?.value).not.toBe('31');
    expect(solve('Find b_4 if a_n = n + 1', { locale: 'en' }).answer).toBeNull();
  });
});
