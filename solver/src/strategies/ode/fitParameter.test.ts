import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("the equation's constant fixed by one condition more than the order", () => {
  it("Newton's cooling: k from T(10) = 60, verified by substitution and every condition", () => {
    const s = solve('dT/dt = -k(T - 20), T(0) = 90, T(10) = 60. Find T(t).');
    expect(s.answer?.value).toBe('T = 70*exp(t*ln(4/7)/10) + 20');
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain('Find k from the last condition');
  });

  it('exponential growth doubling in 3 units of time, in French', () => {
    const s = solve('résoudre N\'(t) = k N(t), N(0) = 500, N(3) = 1000', { locale: 'fr' });
    expect(s.answer?.value).toBe('N = 500*exp(t*ln(2)/3)');
    expect(s.verified).toBe(true);
    expect(s.steps.map((st) => st.title)).toContain('Trouver k avec la dernière condition');
  });

  it('keeps k free when only the initial condition is given (no value claimed for it)', () => {
    const s = solve('dT/dt = -k(T - 20), T(0) = 90');
    expect(s.answer?.value).toBe('T = 70*exp(-k*t) + 20');
  });
});
