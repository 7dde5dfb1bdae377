import { describe, expect, it } from 'vitest';
import { toLatex, withoutRepeats } from './latex';

describe('toLatex', () => {
  it('keeps a Greek letter apart from the letter after it', () => {
    expect(toLatex(['Multiply', 2, 'beta', 'y'])).toBe('2\\beta y');
    expect(toLatex(['Multiply', 'alpha', 'x'])).toBe('\\alpha x');
  });
  it('brackets a fraction raised to a power', () => {
    expect(toLatex(['Power', ['Rational', 1, 2], 'k'])).toBe('\\left(\\frac{1}{2}\\right)^{k}');
    expect(toLatex(['Power', 'x', 2])).toBe('x^{2}');
  });
  it('leaves out a factor 1 and folds −1 into a sign', () => {
    expect(toLatex(['Power', 2, ['Multiply', 1, 'x']])).toBe('2^{x}');
    expect(toLatex(['Multiply', -1, 'x'])).toBe('-x');
  });
  it('says each link of a chain once', () => {
    expect(withoutRepeats('F = e^{4} - e = e^{4}  - e')).toBe('F = e^{4} - e');
    expect(withoutRepeats('u = x,\\quad v = x')).toBe('u = x,\\quad v = x');
  });
});
