import { describe, expect, it } from 'vitest';
import { toLatex } from './latex';

describe('toLatex', () => {
  it('brackets a fraction raised to a power', () => {
    expect(toLatex(['Power', ['Rational', 1, 2], 'k'])).toBe('\\left(\\frac{1}{2}\\right)^{k}');
    expect(toLatex(['Power', 'x', 2])).toBe('x^{2}');
  });
});
