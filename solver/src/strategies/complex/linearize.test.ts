import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { solve } from '../../solve';
import type { Outcome } from '../../strategy';
import { linearizeStrategy } from './linearize';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => linearizeStrategy.solve(normalize(s), ctx);

describe('linearisation of powers and products of sin and cos', () => {
  it("goes through Euler's formulas and pairs the conjugate exponentials, in both languages", () => {
    const o = run('linéariser cos³x');
    expect(o?.answer?.value).toBe('cos(3*x)/4 + 3*cos(x)/4');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title)).toEqual([
      { en: "Apply Euler's formulas", fr: "Appliquer les formules d'Euler" },
      { en: 'Pair the conjugate exponentials', fr: 'Regrouper les exponentielles conjuguées' },
    ]);
    expect(run('linearize sin^3 x')?.answer?.value).toBe('3*sin(x)/4 - sin(3*x)/4');
    expect(run('linéariser sin²(x)cos(x)')?.answer?.value).toBe('cos(x)/4 - cos(3*x)/4');
    expect(run('linearise cos^4 t')?.answer?.value).toBe('cos(2*t)/2 + cos(4*t)/8 + 3/8');
    expect(run('find the linearization of cos(2x) sin(x)')?.answer?.value).toBe('sin(3*x)/2 - sin(x)/2');
  });

  it('leaves other linearizations to their methods', () => {
    expect(run('find the linearization of x^2 y at (1, 2)')).toBeNull();
    expect(run('linearize sin(x^2)')).toBeNull();
    expect(solve('linéariser cos³x').answer?.value).toBe('cos(3*x)/4 + 3*cos(x)/4');
  });
});
