import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { cyclotomicPolynomial, cyclotomicValue } from './cyclotomic';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified };
};

describe('sums and products of powers of a root of unity', () => {
  it('computes them through the cyclotomic polynomial, the root named ω, \\omega or w, in both languages', () => {
    expect(answer('Let ω = e^{2πi/5}. Compute 1 + ω + ω^2 + ω^3 + ω^4')).toEqual({ value: '0', verified: true });
    expect(answer('Let \\omega = e^{2\\pi i/7}. Find 1 + \\omega + \\omega^2 + \\omega^3 + \\omega^4 + \\omega^5 + \\omega^6')).toEqual({ value: '0', verified: true });
    expect(answer('Soit w = e^{2iπ/5}. Calculer (1 + w)(1 + w^2)(1+w^3)(1+w^4)', 'fr')).toEqual({ value: '1', verified: true });
    expect(answer('Compute e^{2iπ/7} + e^{4iπ/7} + e^{6iπ/7} + e^{8iπ/7} + e^{10iπ/7} + e^{12iπ/7}')).toEqual({ value: '-1', verified: true });
  });

  it('leaves a value that is no rational number (2cos(2π/5)) to other methods, and knows Φ_N', () => {
    expect(cyclotomicValue('e^(2*pi*i/5) + e^(8*pi*i/5)')).toBeNull();
    expect(cyclotomicValue('e^(i*pi/5)*e^(4*i*pi/5)')?.value).toBe('-1');
    expect(cyclotomicValue('i*(e^(2*i*pi/5))^5')?.value).toBe('i');
    expect(cyclotomicPolynomial(5)).toEqual([1, 1, 1, 1, 1]);
    expect(cyclotomicPolynomial(10)).toEqual([1, -1, 1, -1, 1]);
    expect(cyclotomicPolynomial(12)).toEqual([1, 0, -1, 0, 1]);
  });
});
