import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { nthRootsStrategy } from './nthRoots';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => nthRootsStrategy.solve(normalize(s), ctx);

describe('n-th roots of complex numbers', () => {
  it('spreads the roots on a circle, with steps in both languages', () => {
    const c = run('cube roots of 8i');
    expect(c?.answer).toMatchObject({ kind: 'solutions', value: '[sqrt(3) + i, -sqrt(3) + i, -2*i]' });
    expect(c?.verified).toBe(true);
    expect(c?.steps[0].title).toEqual({ en: 'Write the number in exponential form', fr: 'Écrire le nombre sous forme exponentielle' });
    expect(run('racines cubiques de 1')?.answer?.value).toBe('[1, -1/2 + sqrt(3)/2*i, -1/2 - sqrt(3)/2*i]');
    expect(run('z^3 = 8i')?.verified).toBe(true);
    expect(run('racines cinquièmes de 32')?.verified).toBe(true);
  });

  it('leaves z² = w to the equations in ℂ, which take square roots in algebraic form', () => {
    expect(run('solve z^2 = -8 - 6i')).toBeNull();
    expect(run('square roots of -8 - 6i')?.answer?.value).toBe('[1 - 3*i, -1 + 3*i]');
  });

  it('reads a form the roots may be left in as a permission, asking nothing more', () => {
    const s = solve('Find the cube roots of -8i (Answers may be left in trigonometric form).');
    expect(s.answer?.value).toBe('[sqrt(3) - i, 2*i, -sqrt(3) - i]');
    expect(s.interpretation?.text).toBe('Solve z³ = -8i in ℂ for z');
  });

  it('answers both square roots of a complex number asked as "the square root of"', () => {
    const s = solve('Find the square root of the complex number 5 − 12i.');
    expect(s.answer?.value).toBe('[3 - 2*i, -3 + 2*i]');
    expect(s.verified).toBe(true);
  });

  it('leaves real equations to the algebra strategies', () => {
    expect(run('z^4 = 16')).toBeNull();
  });

  it('gives exact roots of zⁿ = w with a real w, never decimals', () => {
    const six = solve('z^6 = -1');
    expect(six.answer?.value).toBe('[sqrt(3)/2 + 1/2*i, i, -sqrt(3)/2 + 1/2*i, -sqrt(3)/2 - 1/2*i, -i, sqrt(3)/2 - 1/2*i]');
    expect(six.verified).toBe(true);
    const five = solve('z^5 = 1', { locale: 'fr' });
    expect(five.answer?.value).not.toMatch(/\d\.\d/);
    expect(five.steps.at(-1)?.formula).toContain('e^{\\frac{2i\\pi}{5}}');
  });
});

describe('n-th roots asked in a form', () => {
  it('keeps every root in exponential form when that form is asked, in English and French', () => {
    for (const [input, locale] of [['Find all cube roots of 8i in exponential form', 'en'], ['racines cubiques de 8i sous forme exponentielle', 'fr']] as const) {
      const s = solve(input, { locale });
      expect(s.answer?.value).toBe('[2*exp(i*(1/6)*pi), 2*exp(i*(5/6)*pi), 2*exp(i*(3/2)*pi)]');
      expect(s.verified).toBe(true);
    }
  });

  it('gives the roots in algebraic form when that form is asked', () => {
    expect(solve('cube roots of 8i in algebraic form').answer?.value).toBe(solve('cube roots of 8i').answer?.value);
  });
});
