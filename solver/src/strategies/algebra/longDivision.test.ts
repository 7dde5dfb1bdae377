import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the long division of two polynomials', () => {
  it.each([
    ['Divide x^3 + 2x + 1 by x - 1', 'en', 'Quotient x² + x + 3, remainder 4.'],
    ['Find the quotient and remainder when 2x^3 + 3x^2 - x + 5 is divided by x - 2', 'en', 'Quotient 2x² + 7x + 13, remainder 31.'],
    ['Effectuer la division euclidienne de x^3 + 2x + 1 par x^2 + 1', 'fr', 'Quotient x, reste x + 1.'],
    ['Use long division to divide x^3 - 8 by x - 2', 'en', 'Quotient x² + 2x + 4, remainder 0.'],
  ] as const)('%s', (input, locale, words) => {
    const s = solve(input, { locale });
    expect([s.finalAnswer, s.verified]).toEqual([words, true]);
  });

  it('divides the leading terms and subtracts, step by step', () => {
    const s = solve('Divide x^3 + 2x + 1 by x - 1', { locale: 'en' });
    expect(s.steps.filter((x) => x.title === 'Divide the leading terms, then subtract')).toHaveLength(3);
    expect(s.answer?.value).toBe('x^2 + x + 3 + (4)/(x - 1)');
  });
});
