import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import type { Locale } from '../../types';

const LOCALES: Locale[] = ['en', 'fr'];

describe('ODE answers name the task’s own function', () => {
  it.each([
    ["y'' + 4y = 0", 'y', 'y = C_{1} \\cos\\left(2 x\\right)'],
    ['d²y/dx² + y = 0', 'y', 'y = C_{1} \\cos x'],
    ['d²y/dt² + 4y = 0', 'y', 'y = C_{1} \\cos\\left(2 t\\right)'],
    ['ẍ + 9x = 0', 'x', 'x = C_{1} \\cos\\left(3 t\\right)'],
    ["x''(t) + 9x = 0", 'x', 'x = C_{1} \\cos\\left(3 t\\right)'],
    ['dx/dt = -2x', 'x', 'x = C_{1} e^{-2 t}'],
  ])('%s', (input, unknown, latex) => {
    for (const locale of LOCALES) {
      const r = solve(input, { locale });
      expect(r.answer?.value.startsWith(`${unknown} = `)).toBe(true);
      expect(r.answer?.latex.startsWith(latex), r.answer?.latex).toBe(true);
      expect(r.steps.at(-1)?.formula?.startsWith(`${unknown} = `)).toBe(true);
    }
  });
});

describe('ODE steps written in y', () => {
  it('say so when the task’s function has another name', () => {
    expect(solve('ẍ + 9x = 0').steps[0].explanation).toMatch(/ The steps write y for x\.$/);
    expect(solve('ẍ + 9x = 0', { locale: 'fr' }).steps[0].explanation).toMatch(/ Les étapes notent y la fonction x\.$/);
    expect(solve("y'' + 4y = 0").steps[0].explanation).not.toContain('write y for');
  });
});

describe('ODE interpretation in LaTeX', () => {
  it.each([
    ['d²y/dt² + 4y = 0', '\\frac{d^{2}y}{dt^{2}} + 4y = 0'],
    ['ẍ + 9x = 0', '\\frac{d^{2}x}{dt^{2}} + 9x = 0'],
    ["x''(t) + 9x = 0", '\\frac{d^{2}x}{dt^{2}} + 9x = 0'],
    ['dx/dt = -2x', '\\frac{dx}{dt} + 2x = 0'],
    ["y'' + 4y = 0", "y'' + 4y = 0"],
  ])('%s', (input, latex) => {
    for (const locale of LOCALES) expect(solve(input, { locale }).interpretation?.latex).toContain(latex);
  });
});

describe('An equation no method solves', () => {
  it('is refused by saying what the methods cover, never by giving the equation a class it is not in', () => {
    const en = solve("y' = y^2 + sin(x)*y^3").error?.message ?? '';
    const fr = solve("y' = y^2 + sin(x)*y^3", { locale: 'fr' }).error?.message ?? '';
    expect(en).toMatch(/^This differential equation is beyond the methods available here, which solve .*Riccati\.$/);
    expect(fr).toMatch(/^Cette équation différentielle dépasse les méthodes disponibles ici, qui résolvent .*Riccati\.$/);
    expect(en).not.toContain('(linear first order');
    expect(fr).not.toContain('(linéaire du premier ordre');
  });
});
