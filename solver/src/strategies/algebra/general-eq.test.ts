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

describe('a linear equation with a parameter in the coefficient of x', () => {
  it('discusses the values of the parameter where the coefficient vanishes', () => {
    const fr = solve('Soit m un réel. Résoudre (m − 1)x = m² − 1', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[m + 1]');
    expect(fr.finalAnswer).toBe('x = m + 1 (pour m ≠ 1 ; tout réel si m = 1)');
    expect(fr.steps.map((s) => s.title)).toContain('Lorsque le coefficient m − 1 est nul');
    const en = solve('Let k be a constant. Solve (k^2 - 4)x = k + 2', { locale: 'en' });
    expect(en.finalAnswer).toBe('x = 1/(k − 2) (for k ≠ 2, -2; no solution if k = 2; every real number if k = -2)');
    expect(solve('solve 5x - 3m = 2mx - 7 for x').finalAnswer).toContain('no solution if m = 5/2');
  });

  it('adds no discussion when the coefficient never vanishes', () => {
    expect(solve('solve (m^2 + 1)x = m for x').finalAnswer).toBe('x = m/(m² + 1)');
  });
});

describe('a quadratic with a parameter', () => {
  it('discusses the number of real solutions by the sign of the discriminant, verified, in both languages', () => {
    const en = solve('Let a be a real number. Solve x² = a', { locale: 'en' });
    expect(en.answer?.value).toBe('[sqrt(a), -sqrt(a)]');
    expect(en.verified).toBe(true);
    expect(en.finalAnswer).toBe('x = √(a) or x = -√(a) (no real solution if a < 0; x = 0 if a = 0; two solutions if a > 0)');
    const fr = solve('Soit m un réel. Résoudre x² − 2x + m = 0', { locale: 'fr' });
    expect(fr.finalAnswer).toContain('(deux solutions si m < 1 ; x = 1 si m = 1 ; aucune solution réelle si m > 1)');
    expect(fr.steps.map((s) => s.title)).toContain('Discuter selon le signe du discriminant');
    expect(solve('solve x^2 + 1 = k x for x').finalAnswer).toContain('no real solution if -2 < k < 2');
  });

  it('adds no discussion when the discriminant keeps one sign', () => {
    expect(solve('solve x^2 - m x - 1 = 0 for x').finalAnswer).not.toMatch(/solution/);
  });
});

describe('a quadratic whose leading coefficient holds the parameter', () => {
  it('discusses where the coefficient vanishes and the sign of the discriminant, in both languages', () => {
    const en = solve('Depending on the value of m, solve mx² + 2x + 1 = 0', { locale: 'en' });
    expect(en.finalAnswer).toContain('two solutions if m < 0; x = -1/2 if m = 0; two solutions if 0 < m < 1; x = -1 if m = 1; no real solution if m > 1');
    expect(en.verified).toBe(true);
    expect(solve("Résoudre selon les valeurs de m l'équation mx² + 2x + 1 = 0", { locale: 'fr' }).finalAnswer).toContain('x = -1/2 si m = 0 ; deux solutions si 0 < m < 1 ; x = -1 si m = 1 ; aucune solution réelle si m > 1');
    expect(solve('Solve (m-1)x^2 - 2mx + m + 2 = 0 depending on the values of m', { locale: 'en' }).finalAnswer).toContain('x = 3/2 if m = 1; two solutions if 1 < m < 2; x = 2 if m = 2; no real solution if m > 2');
    expect(solve('Solve kx^2 + 4x + k = 0 for x, where k is a constant', { locale: 'en' }).finalAnswer).toContain('x = 0 if k = 0');
  }, 60_000);

  it('says where the root formulas hold when the cases cannot be discussed', () => {
    expect(solve('Solve ax^2 + bx + c = 0 for x', { locale: 'en' }).finalAnswer).toContain('(for a ≠ 0; real solutions when ');
    expect(solve('Résoudre a x^2 + b x + 1 = 0', { locale: 'fr' }).finalAnswer).toContain('(pour a ≠ 0 ; solutions réelles si ');
  }, 30_000);
});
