import { describe, expect, it } from 'vitest';
import { frenchPowers } from './frenchPowers';

describe('powers of ten written with a dot', () => {
  it('reads the dot before 10^ as a multiplication', () => {
    expect(frenchPowers('c = 3,00.10^8 m.s-1')).toBe('c = 3,00×10^8 m.s-1');
    expect(frenchPowers('N = 6,02.10^{23} mol-1 et 2.10^-3 s')).toBe('N = 6,02×10^{23} mol-1 et 2×10^-3 s');
  });
  it('leaves decimals and other powers alone', () => {
    expect(frenchPowers('2.5 m and 1.10 s, 2^10')).toBe('2.5 m and 1.10 s, 2^10');
    expect(frenchPowers('1.2.10^8')).toBe('1.2.10^8');
  });
});
