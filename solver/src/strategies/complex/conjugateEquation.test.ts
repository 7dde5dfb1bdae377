import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { writeMarkedLetters } from '../../parse/marks';
import { solve } from '../../solve';
import type { Outcome } from '../../strategy';
import { conjugateEquationStrategy } from './conjugateEquation';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => conjugateEquationStrategy.solve(normalize(writeMarkedLetters(s)), ctx);

describe('equations in z and its conjugate', () => {
  it('splits z = x + iy into real and imaginary parts and solves the real system', () => {
    const o = run('solve z + 2 conj(z) = 3 - i');
    expect(o?.answer?.value).toBe('[1 + i]');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((s) => s.title)).toEqual([
      { en: 'Write z = x + iy', fr: 'Poser z = x + iy' },
      { en: 'Identify real and imaginary parts', fr: 'Identifier parties réelles et imaginaires' },
      { en: 'Solve the system', fr: 'Résoudre le système' },
    ]);
    expect(run('2z - i conj(z) = 1 + i')?.answer?.value).toBe('[1 + i]');
    expect(run('solve iz + 3\\overline{z} = 2')?.answer?.value).toBe('[3/4 + i/4]');
    expect(run('find z such that 3z - 2z̄ = 1 + 10i')?.answer?.value).toBe('[1 + 2*i]');
    expect(run("résoudre dans ℂ l'équation 2z + i conj(z) = 3")?.answer?.value).toBe('[2 - i]');
  });

  it('reads the starred conjugate, i as the coefficient of a conjugate, and the sentences around the equation', () => {
    expect(run('z + 2iz* = 8 + 7i, express z in the form a + ib. (z* means z conjugate)')?.answer?.value).toBe('[2 + 3*i]');
    // the bar after i is still the conjugate: 2i·z̄, never 2i·z
    expect(run('solve z + 2iz̄ = 8 + 7i')?.answer?.value).toBe('[2 + 3*i]');
    expect(run('Find the complex number z such that 2z - iz^{*} = 3i')?.answer?.value).toBe('[1 + 2*i]');
    expect(run('Solve 3z - 2z̄ = 1 + 10i where z̄ is the conjugate of z')?.answer?.value).toBe('[1 + 2*i]');
    expect(run('z + 2z̄ = 3 − i, z = x + iy, find z')?.answer?.value).toBe('[1 + i]');
    expect(run("Résoudre l'équation d'inconnue z ∈ ℂ : 2iz+5=3\\overline{z}+5i. On donnera la ou les solutions sous forme algébrique.")?.answer?.value).toBe('[1 + i]');
  });

  it('reads the bar typed over z, in French too', () => {
    const s = solve('résoudre z + 2z̄ = 3 − i', { locale: 'fr' });
    expect(s.answer?.value).toBe('[1 + i]');
    expect(s.verified).toBe(true);
  });

  it('refuses, saying why, when real and imaginary parts are not independent', () => {
    expect(() => run('z + conj(z) = 4')).toThrow(/no solution or a whole line/);
  });

  it('leaves equations that are not affine in z and its conjugate alone', () => {
    expect(run('z * conj(z) = 4')).toBeNull();
    expect(run('z + 2i = 3')).toBeNull();
  });
});
