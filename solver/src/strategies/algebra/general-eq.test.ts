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
