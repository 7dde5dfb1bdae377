import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('constant coefficients with letters (ω, k, m) taken positive', () => {
  it.each([
    ["y'' + ω^2 y = 0", 'y = C1*cos(omega*x) + C2*sin(omega*x)'],
    ["m y'' + k y = 0", 'y = C1*cos(x*sqrt(k/m)) + C2*sin(x*sqrt(k/m))'],
    ["4y'' + 9k^2 y = 0", 'y = C1*cos(3*k*x/2) + C2*sin(3*k*x/2)'],
    ["y'' - a^2 y = 0", 'y = C1*exp(-a*x) + C2*exp(a*x)'],
    ["y'' + ω² y = 0, y(0) = 1, y'(0) = 0", 'y = cos(omega*x)'],
    ["x'' + (k/m) x = 0, x(0) = A, x'(0) = 0", 'x = A*cos(t*sqrt(k/m))'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((t) => t.title)).toContain('Constants of the equation');
  });

  it('states the assumption in French', () => {
    const s = solve("résoudre y'' + ω² y = 0", { locale: 'fr' });
    expect(s.steps.map((t) => t.title)).toContain("Constantes de l'équation");
    expect(s.steps.find((t) => t.title === "Constantes de l'équation")?.explanation).toMatch(/prise positive/);
  });

  it('discusses the cases when the sizes of the letters decide the kind of roots', () => {
    const en = solve("y'' + 2b y' + y = 0");
    expect(en.answer?.value).toMatch(/ if b\^2 - 1 > 0; .* if b\^2 - 1 = 0; .* if b\^2 - 1 < 0$/);
    expect(en.verified).toBe(true);
    const fr = solve("y'' + (1 - k) y = 0", { locale: 'fr' });
    expect(fr.steps.map((s) => s.title)).toContain('Discuter selon le signe du discriminant');
  });
});
