import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { latexBounds } from './signBoundsLatex';

describe('bounds written as sub- and superscripts of the sign', () => {
  it.each([
    ['\\int_0^\\frac{1}{2} 8x dx', '0', '\\frac{1}{2}', ' 8x dx'],
    ['\\int_{0}^{\\dfrac{1}{2}} 8x dx', '0', '\\dfrac{1}{2}', ' 8x dx'],
    ['\\int_\\frac12^2 x dx', '\\frac12', '2', ' x dx'],
    ['int _0^{2*10^{-1}} 5 dx', '0', '2*10^{-1}', ' 5 dx'],
    ['int _{10^{-1}}^{1} 1 dx', '10^{-1}', '1', ' 1 dx'],
    ['\\int\\limits_0^{\\sqrt[3]{2}} 3x^2 dx', '0', '\\sqrt[3]{2}', ' 3x^2 dx'],
    ['\\int_{-\\infty}^0 e^x dx', '-\\infty', '0', ' e^x dx'],
    ['int_(0)^(pi/2) sin x dx', '0', 'pi/2', ' sin x dx'],
  ])('%s: from %s to %s, the integrand left whole', (input, lo, hi, rest) => {
    const b = latexBounds(input);
    expect(b?.lo).toBe(lo);
    expect(b?.hi).toBe(hi);
    expect(b?.rest.replace(/^.*int\s/, '')).toBe(rest);
  });

  it('takes no bound from a brace that never closes', () => {
    expect(latexBounds('\\int_0^{\\frac{1}{2} x dx')).toBeNull();
  });

  it.each([
    ['Evaluate \\int_0^\\frac{1}{2} 8x dx', '1'],
    ['Evaluate \\int_0^{\\sqrt{3}} 2x\\,dx', '3'],
    ['Evaluate ∫_0^{3·10^{-1}} 10 dx', '3'],
    ['Evaluate ∫_1^{e^{2}} 1/x dx', '2'],
    ['Evaluate ∫_{10^{-1}}^{1} 1 dx', '9/10'],
    ['Evaluate \\int_\\frac{1}{2}^1 2x\\,dx', '3/4'],
    ['Evaluate ∫_{-\\frac{\\pi}{2}}^{\\frac{\\pi}{2}} cos x dx', '2'],
  ])('%s = %s, checked', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads a bound holding a fraction of π in French', () => {
    const s = solve('Calculer \\int_{0}^{\\frac{\\pi}{2}} \\sin\\left(t+\\dfrac{\\pi}{4}\\right) dt', { locale: 'fr' });
    expect(s.answer?.value).toBe('sqrt(2)');
    expect(s.verified).toBe(true);
  });

  it('refuses bounds that leave nothing to integrate rather than answer ∫ 0', () => {
    const s = solve('Evaluate \\int_0^{\\frac{1}{2}} dx');
    expect(s.verified).toBe(false);
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('could not read the integral');
  });
});
