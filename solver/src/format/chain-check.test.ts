import { describe, expect, it } from 'vitest';
import { unequalSides } from './chain-check';

describe('chains wrong as written', () => {
  it('flags a product printed without its brackets', () => {
    const f = '\\frac{x^{2} - 1}{x - 1} = \\frac{x - 1\\left(x + 1\\right)}{x - 1\\left(1\\right)} = x + 1';
    expect(unequalSides(f, true)).toEqual(['\\frac{x^{2} - 1}{x - 1}', '\\frac{x - 1\\left(x + 1\\right)}{x - 1\\left(1\\right)}']);
  });

  it('accepts the same chain bracketed, and functions of a bare letter followed by other factors', () => {
    expect(unequalSides('\\frac{x^{2} - 1}{x - 1} = \\frac{\\left(x - 1\\right) \\left(x + 1\\right)}{x - 1} = x + 1', true)).toBeNull();
    expect(unequalSides('x^{\\sin x} = e^{\\ln x \\sin x}', true)).toBeNull();
    expect(unequalSides('e^{2x} = 1 + 2x + 2x^{2} + \\frac{4}{3}x^{3}', true)).not.toBeNull();
  });

  it('skips what it cannot read at face value', () => {
    expect(unequalSides('\\lim_{x \\to 1} \\frac{x^{2} - 1}{x - 1} = 2', true)).toBeNull();
    expect(unequalSides('e^{2x} = 1 + 2x + o\\left(x^{2}\\right)', true)).toBeNull();
    expect(unequalSides('u = 2x', true)).toBeNull();
    expect(unequalSides("f'(x) = 2x", true)).toBeNull();
    expect(unequalSides('\\int x \\, dx = \\frac{x^{2}}{2}', true)).toBeNull();
  });

  it('reads equations only as chains linking two expressions in the variables', () => {
    expect(unequalSides('2x + 3 = 7', false)).toBeNull();
    expect(unequalSides('a^{2} + b^{2} = \\sqrt{8^{2} + 6^{2}} = 10', false)).toBeNull();
    expect(unequalSides('x^{2} - 5x + 6 = x - 2\\left(x - 3\\right) = 0', false)).not.toBeNull();
  });
});
