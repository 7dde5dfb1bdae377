import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('two real unknowns in one complex equation', () => {
  it('solves the system of its real and imaginary parts, stated back, in both languages', () => {
    const en = solve('Find the real numbers x and y such that (x + iy)(2 - i) = 3 + 4i');
    expect(en.answer?.value).toBe('[{x: 2/5, y: 11/5}]');
    expect(en.verified).toBe(true);
    expect(en.interpretation?.text).toContain('2x + y = 3');
    const fr = solve('Déterminer les réels x et y tels que (1 + i)x + (2 - 3i)y = 4', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[{x: 12/5, y: 4/5}]');
    expect(solve('Find real numbers a and b such that a(1+i) + b(1-i) = 3 + 5i').answer?.value).toBe('[{a: 4, b: -1}]');
  });

  it('refuses an equation that is not affine in the two unknowns, rather than solve it for one of them', () => {
    const s = solve('Find the real numbers x and y such that x^2 + iy = 4 + 2i');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/not affine in x and y/);
  });
});
