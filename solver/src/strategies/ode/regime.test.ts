import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a damped oscillator with letters: the regime from what the problem assumes', () => {
  it.each([
    ["Solve m x'' + c x' + k x = 0 where c^2 < 4mk", 'en', 'x = C1*exp(-c*t/(2*m))*cos(t*sqrt(4*k*m - c^2)/(2*m)) + C2*exp(-c*t/(2*m))*sin(t*sqrt(4*k*m - c^2)/(2*m))'],
    ["x'' + 2b x' + w² x = 0, with 0 < b < w", 'en', 'x = C1*exp(-b*t)*cos(t*sqrt(w^2 - b^2)) + C2*exp(-b*t)*sin(t*sqrt(w^2 - b^2))'],
    ["Résoudre l'équation de l'oscillateur amorti x'' + 2a x' + w^2 x = 0 dans le cas a > w > 0", 'fr', 'x = C1*exp(t*(-a - sqrt(a^2 - w^2))) + C2*exp(t*(sqrt(a^2 - w^2) - a))'],
    ["critically damped case: m y'' + c y' + k y = 0 with c^2 = 4mk", 'en', 'y = C2*exp(-c*x/(2*m))*x + C1*exp(-c*x/(2*m))'],
    ["underdamped: $m\\ddot x + c\\dot x + kx = 0$", 'en', 'x = C1*exp(-c*t/(2*m))*cos(t*sqrt(4*k*m - c^2)/(2*m)) + C2*exp(-c*t/(2*m))*sin(t*sqrt(4*k*m - c^2)/(2*m))'],
    ["Let k > 0. Solve y'' - k^2 y = 0", 'en', 'y = C1*exp(-k*x) + C2*exp(k*x)'],
    ["Soit a < 0. Résoudre y'' + a y = 0", 'fr', 'y = C1*exp(-x*sqrt(-a)) + C2*exp(x*sqrt(-a))'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says which sign the discriminant has and why, in both languages', () => {
    const en = solve("Solve m x'' + c x' + k x = 0 where c^2 < 4mk").steps.map((s) => s.explanation).join(' ');
    expect(en).toMatch(/With the assumption c² < 4m·k, it is < 0: two complex conjugate roots/);
    const fr = solve("Résoudre m x'' + c x' + k x = 0 en régime apériodique", { locale: 'fr' });
    expect(fr.steps.map((s) => s.explanation).join(' ')).toMatch(/régime apériodique/);
    expect(fr.verified).toBe(true);
  });

  it('discusses the three regimes when nothing given fixes one, each checked under its condition', () => {
    const en = solve("Solve m y'' + c y' + k y = 0 and discuss according to the values of m, c, k");
    expect(en.answer?.value.split('; ').map((c) => c.replace(/^.* if /, ''))).toEqual(['c^2 - 4*k*m > 0', 'c^2 - 4*k*m = 0', 'c^2 - 4*k*m < 0']);
    expect(en.verified).toBe(true);
    const fr = solve("Résoudre x'' + 2a x' + w^2 x = 0 en discutant selon les valeurs de a et w", { locale: 'fr' });
    expect(fr.finalAnswer).toMatch(/ si a² − w² = 0 ; /);
    expect(fr.verified).toBe(true);
    expect(fr.steps.map((s) => s.title)).toContain('Discuter selon le signe du discriminant');
  });

  it('refuses when the regime named contradicts the assumption', () => {
    expect(solve("underdamped case: m x'' + c x' + k x = 0 with c^2 > 4mk").answer).toBeNull();
  });
});
