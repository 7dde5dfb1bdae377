import { describe, expect, it } from 'vitest';
import { verifyConvergence, verifyFiniteSum } from './series';

describe('sums and convergence checked by brute force', () => {
  it('sees divergence in terms that keep their size, never in slowly shrinking ones', () => {
    expect(verifyConvergence('(-1)^n', 'n', 0, false)).toBe(true);
    expect(verifyConvergence('(-1)^n*n/(n+1)', 'n', 1, false)).toBe(true);
    expect(verifyConvergence('(-1)^n/ln(n)', 'n', 2, false)).toBe(false);
    expect(verifyConvergence('(-1)^n/n', 'n', 1, false)).toBe(false);
  });

  it('reads terms past the range of doubles ((2n)!/(n!)², nⁿ/n!) in decimal arithmetic', () => {
    expect(verifyConvergence('factorial(2*n)/factorial(n)^2', 'n', 1, false)).toBe(true);
    expect(verifyConvergence('n^n/factorial(n)', 'n', 1, false)).toBe(true);
    expect(verifyConvergence('factorial(n)^2/factorial(2*n)', 'n', 1, true)).toBe(true);
    expect(verifyConvergence('factorial(2*n)/factorial(n)^2', 'n', 1, true)).toBe(false);
    expect(verifyConvergence('factorial(n)^2/factorial(2*n)', 'n', 1, false)).toBe(false);
  });

  it('runs the partial sums to an upper bound written in the letter (n − 1, 2n)', () => {
    expect(verifyFiniteSum('2^k', 'k', 0, null, 'n', '2^n - 1', 'n - 1')).toBe(true);
    expect(verifyFiniteSum('2^k', 'k', 0, null, 'n', '2^(n+1) - 1', 'n - 1')).toBe(false);
    expect(verifyFiniteSum('k', 'k', 1, null, 'n', '2*n^2 + n', '2*n')).toBe(true);
    expect(verifyFiniteSum('k', 'k', 1, null, 'n', 'n*(n+1)/2')).toBe(true);
  });
});
