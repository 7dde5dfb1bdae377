import { describe, expect, it } from 'vitest';
import { frenchPowers } from './frenchPowers';

describe('powers of ten written with a dot', () => {
  it('reads the dot before 10^ as a multiplication', () => {
    expect(frenchPowers('c = 3,00.10^8 m.s-1')).toBe('c = 3,00×10^8 m.s-1');
    expect(frenchPowers('N = 6,02.10^{23} mol-1 et 2.10^-3 s')).toBe('N = 6,02×10^{23} mol-1 et 2×10^-3 s');
  });
  it('leaves decimals and other powers alone', () => {
    expect(frenchPowers('2.5 m and 1.10 s, 2^10')).toBe('2.5 m and 1.10 s, 2^10');
  });
  it('reads a dot-decimal mantissa before .10^ too', () => {
    expect(frenchPowers('1.2.10^8 m/s')).toBe('1.2×10^8 m/s');
  });
  it('reads a lost caret after a dot or a space when the exponent has its sign', () => {
    expect(frenchPowers('C = 2,5.10-3 mol/L, 5.10-2 mol.L-1, 2.5.10–3 M, 6,02.10+23 mol-1')).toBe('C = 2,5×10^-3 mol/L, 5×10^-2 mol.L-1, 2.5×10^-3 M, 6,02×10^23 mol-1');
    expect(frenchPowers('n = 2,0 10-3 mol')).toBe('n = 2,0×10^-3 mol');
  });
  it('reads ten alone with a one-digit signed exponent before a unit', () => {
    expect(frenchPowers('une solution à 10-3 mol/L, a 10-2 M solution')).toBe('une solution à 1×10^-3 mol/L, a 1×10^-2 M solution');
    expect(frenchPowers('I0 = 10-12 W.m-2')).toBe('I0 = 1×10^-12 W.m-2');
  });
  it('reads a plus after a space only before a unit', () => {
    expect(frenchPowers('f = 5,0 10+14 Hz, 2 10+3')).toBe('f = 5,0×10^14 Hz, 2 10+3');
  });
  it('leaves a dot without a sign, a range and a product already written alone', () => {
    expect(frenchPowers('2.10 m, 1.105 s, sections 5.10-5.15, 10-12 mL, 2 et 10-3')).toBe('2.10 m, 1.105 s, sections 5.10-5.15, 10-12 mL, 2 et 10-3');
    expect(frenchPowers('3.2 × 10-5 M, 3.2 x 10-5 M')).toBe('3.2 × 10-5 M, 3.2 x 10-5 M');
  });
});
