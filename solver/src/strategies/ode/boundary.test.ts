import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('boundary conditions at two points', () => {
  it('gives the solution they fix, read in words and notation', () => {
    expect(solve("Solve the boundary value problem y'' + 2y' + 2y = 0, y(0) = 1, y'(π/2) = 0").answer?.value).toBe('y = exp(-x)*cos(x) - exp(-x)*sin(x)');
    const fr = solve("Résoudre le problème aux limites y'' + 4y = 0, y(0) = 0, y(π/4) = 3", { locale: 'fr' });
    expect(fr.answer?.value).toBe('y = 3*sin(2*x)');
    expect(fr.verified).toBe(true);
  });

  it('says there is no solution when the conditions contradict each other, never the general solution', () => {
    const none = solve("Solve the boundary value problem y'' + y = 0, y(0) = 0, y(π) = 1");
    expect(none.answer?.value).toBe('[]');
    expect(none.finalAnswer).toMatch(/No solution/);
    expect(solve("y'' + 4y = 0, y'(0) = 0, y'(π/2) = 1", { locale: 'fr' }).finalAnswer).toMatch(/Pas de solution/);
  });

  it('gives the line of solutions when the conditions leave a constant free', () => {
    const family = solve("BVP: y'' + 9y = 0 with boundary conditions y(0) = 2, y(π/3) = -2");
    expect(family.answer?.value).toBe('y = C2*sin(3*x) + 2*cos(3*x)');
    expect(family.verified).toBe(true);
    const fr = solve("Résoudre le problème aux limites y'' + y = 0, y(0) = 0, y(π) = 0", { locale: 'fr' });
    expect(fr.answer?.value).toBe('y = C2*sin(x)');
    expect(fr.steps.map((s) => s.explanation).join(' ')).toMatch(/infinité de solutions/);
  });
});
