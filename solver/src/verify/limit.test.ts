import { describe, expect, it } from 'vitest';
import { approachesLimit } from './limit';

describe('an infinite limit at infinity checked before the values overflow', () => {
  it('sees 2 − 3eˣ go to −∞ and 3 + 2eˣ to +∞ (e^x overflows past x ≈ 709)', () => {
    expect(approachesLimit('2 - 3*exp(x)', 'x', { k: 'inf', s: 1 }, { k: 'inf', s: -1 })).toBe(true);
    expect(approachesLimit('3 + 2*exp(x)', 'x', { k: 'inf', s: 1 }, { k: 'inf', s: 1 })).toBe(true);
  });

  it('still refuses a bounded expression claimed infinite', () => {
    expect(approachesLimit('1 - exp(-x)', 'x', { k: 'inf', s: 1 }, { k: 'inf', s: 1 })).toBe(false);
    expect(approachesLimit('3 + 2*exp(x)', 'x', { k: 'inf', s: 1 }, { k: 'inf', s: -1 })).toBe(false);
  });
});
