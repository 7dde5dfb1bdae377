import { describe, expect, it } from 'vitest';
import { completeComplexPolySet } from './roots';

describe('completeComplexPolySet', () => {
  it('accepts every root of a polynomial with complex coefficients, and nothing else', () => {
    expect(completeComplexPolySet('z^2 - (1 + i)*z + i', '0', 'z', ['1', 'i'])).toBe(true);
    expect(completeComplexPolySet('z^2', '3 + 4*i', 'z', ['2 + i', '-2 - i'])).toBe(true);
    // a double root counts once
    expect(completeComplexPolySet('(z + i)^2', '0', 'z', ['-i'])).toBe(true);
    expect(completeComplexPolySet('z^2', '3 + 4*i', 'z', ['2 + i'])).toBe(false);
    expect(completeComplexPolySet('z^2', '3 + 4*i', 'z', ['2 + i', '-2 - i', '0'])).toBe(false);
    expect(completeComplexPolySet('z^2', '3 + 4*i', 'z', ['2 + i', '2 - i'])).toBe(false);
  });
  it('says nothing about an equation that is not polynomial', () => {
    expect(completeComplexPolySet('exp(z)', '1', 'z', ['0'])).toBeNull();
    expect(completeComplexPolySet('1/z', 'i', 'z', ['-i'])).toBeNull();
  });
});
