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

describe('linearisation asked by the form wanted', () => {
  it.each([
    ['express sin^5 x as a sum of sines of multiple angles', 'en', 'sin(5x)/16 − 5sin(3x)/16 + 5sin(x)/8'],
    ['Write cos^4(x) as a linear combination of cosines', 'en', 'cos(2x)/2 + cos(4x)/8 + 3/8'],
    ["Écrire cos³x sous forme d'une combinaison linéaire de cos(kx)", 'fr', 'cos(3x)/4 + 3cos(x)/4'],
    ['Express \\sin^2 x \\cos^2 x as a sum of cosines', 'en', '1/8 − cos(4x)/8'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('leaves the other direction, cos 3θ in terms of cos θ, to De Moivre', () => {
    expect(solve('express cos 3θ in terms of cos θ').finalAnswer).toBe('cos(3θ) = 4cos(θ)³ − 3cos(θ)');
  });
});
