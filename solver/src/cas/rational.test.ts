import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { gcd, lcm, Q } from './rational';

describe('Q', () => {
  it('normalizes sign and common factors', () => {
    const q = Q.of(6, -8);
    expect([q.n, q.d]).toEqual([-3n, 4n]);
    expect(Q.of(0, -5).eq(Q.ZERO)).toBe(true);
    expect(() => Q.of(1, 0)).toThrow(RangeError);
  });

  it('reads integers, fractions, decimals and exponents exactly', () => {
    expect(Q.parse(' -2 ')?.toString()).toBe('-2');
    expect(Q.parse('6 / 8')?.toString()).toBe('3/4');
    expect(Q.parse('0.25')?.toString()).toBe('1/4');
    expect(Q.parse('-.5')?.toString()).toBe('-1/2');
    expect(Q.parse('1.5e3')?.toString()).toBe('1500');
    expect(Q.parse('25e-2')?.toString()).toBe('1/4');
  });

  it('refuses what is not a plain number', () => {
    for (const s of ['1/0', '1/00', '.', '', 'x', '1e400', '2/3/4']) expect(Q.parse(s)).toBeNull();
  });

  it('writes ASCII and LaTeX with the sign in front', () => {
    expect(Q.of(-3, 4).toString()).toBe('-3/4');
    expect(Q.of(-3, 4).toLatex()).toBe('-\\frac{3}{4}');
    expect(Q.of(7).toLatex()).toBe('7');
  });

  it('raises to integer powers given as numbers or bigints', () => {
    expect(Q.of(2, 3).pow(3).toString()).toBe('8/27');
    expect(Q.of(2, 3).pow(-2n).toString()).toBe('9/4');
    expect(Q.of(-2).pow(0).isOne()).toBe(true);
    expect(() => Q.of(2).pow(0.5)).toThrow(RangeError);
    expect(() => Q.ZERO.pow(-1)).toThrow(RangeError);
  });

  it('refuses a power whose value would have millions of digits, however the exponent is given', () => {
    expect(() => Q.of(9).pow(387420489n)).toThrow(SolverError);
    expect(() => Q.of(2).pow(5_000_000)).toThrow(SolverError);
    expect(() => Q.of(1, 3).pow(-5_000_000)).toThrow(SolverError);
    expect(Q.ONE.pow(10n ** 12n).isOne()).toBe(true);
  });

  it('tells integers and negatives apart', () => {
    expect(Q.of(4, 2).isInteger()).toBe(true);
    expect(Q.of(1, 2).isInt()).toBe(false);
    expect(Q.MINUS_ONE.isNegative()).toBe(true);
    expect(Q.ZERO.isNegative()).toBe(false);
    expect(Q.MINUS_ONE.sign()).toBe(-1);
  });
});

describe('gcd and lcm', () => {
  it('work on signed bigints, with gcd(0, 0) = 1 so normalizing never divides by zero', () => {
    expect(gcd(-12n, 18n)).toBe(6n);
    expect(gcd(0n, 0n)).toBe(1n);
    expect(lcm(4n, 6n)).toBe(12n);
  });
});
