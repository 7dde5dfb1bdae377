import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('antiderivatives from the computer algebra system', () => {
  it('never gives floating-point coefficients as the exact antiderivative', () => {
    const s = solve('integral of 1/(x^5+1) dx');
    expect(s.answer?.value ?? '').not.toMatch(/\d{12,}/);
  }, 15000);
});
