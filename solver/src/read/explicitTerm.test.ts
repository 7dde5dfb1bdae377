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
