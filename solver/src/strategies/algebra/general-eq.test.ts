import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('an equation whose two sides are one function', () => {
  it('answers every real number when both sides are defined on all of ℝ, verified', () => {
    for (const input of ['solve (x+1)^2 = x^2+2x+1', 'solve sin(x)^2 + cos(x)^2 = 1 for all real x']) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe('(-oo, oo)');
      expect(s.verified, input).toBe(true);
    }
    expect(solve('résoudre (x+1)^2 = x^2+2x+1', { locale: 'fr' }).finalAnswer).toBe('Tout réel est solution (x ∈ ℝ).');
  });
  it('refuses, naming the missing domain, when a side is not defined everywhere', () => {
    const s = solve('solve (x^2-1)/(x-1) = x+1');
    expect(s.answer).toBeFalsy();
    expect(s.error?.message).toMatch(/common domain/);
    expect(solve('solve sqrt(x)^2 = x', { locale: 'fr' }).error?.message).toMatch(/domaine commun/);
  });
});

describe('a function with no formula', () => {
  it.each([
    ['f(A) = 3', 'f(A)'],
    ['h(t) = 15', 'h(t)'],
    ['let f(x) = x^2 + 1 and g(x) = f(x) + 3, solve g(x) = 7', 'f(x)'],
    ['solve g(x) = 0', 'g(x)'],
  ])('%s is refused by naming %s, never read as a product', (input, call) => {
    const s = solve(input, {});
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(`"${call}"`);
    expect(solve(input, { locale: 'fr' }).error?.message).toContain(`« ${call} »`);
  });

  it('still reads a function defined before the question and a product x(x + 1)', () => {
    expect(solve('If f(x) = x² − 4x, solve f(x) = 5', {}).answer?.value).toBe('[-1, 5]');
    expect(solve('solve x(x+1) = 6', {}).answer?.value).toBe('[-3, 2]');
    expect(solve('factor f(x) = x^2 - 9', {}).answer?.value).toBe('(x - 3)*(x + 3)');
  });
});
