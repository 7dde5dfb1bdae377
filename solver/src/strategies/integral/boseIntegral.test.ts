import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { valueOf } from '../../verify/integral';

describe('∫_0^∞ x^s/(e^(ax) ∓ 1) dx by its geometric series', () => {
  it.each([
    ['∫_0^∞ x/(e^x−1) dx', 'en', 'pi^2/6'],
    ['∫_0^∞ x^3/(e^x-1) dx', 'en', 'pi^4/15'],
    ['calculer ∫_0^{+∞} x^3/(e^{2x}-1) dx', 'fr', 'pi^4/240'],
    ['\\int_0^\\infty \\frac{x}{e^x+1}\\,dx', 'en', 'pi^2/12'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves an even power, whose ζ at an odd number is no multiple of a power of π', () => {
    expect(solve('∫_0^∞ x^2/(e^x-1) dx').answer).toBeNull();
  });
});

describe('an antiderivative whose limit at ∞ is a difference of logarithms', () => {
  it.each([
    ['∫_1^{+∞} dt/(t√(t²+1))', 'en', Math.log(1 + Math.SQRT2)],
    ['calculer ∫_2^{+∞} dx/(x√(x²+1))', 'fr', Math.asinh(1 / 2)],
    ['integrate 1/(x*sqrt(x^2+4)) from 1 to infinity', 'en', Math.asinh(2) / 2],
    ['∫_{-∞}^{-1} dx/(x√(x²+1))', 'en', -Math.log(1 + Math.SQRT2)],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.verified).toBe(true);
    expect(valueOf(s.answer?.value ?? '')).toBeCloseTo(value, 8);
  });
});
