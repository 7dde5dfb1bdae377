import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('a forced equation with letters: the particular solution in closed form, off resonance', () => {
  it.each([
    ["y'' + k^2 y = cos(2t)", 'en', 'y = C1*cos(k*t) + C2*sin(k*t) + cos(2*t)/(k^2 - 4)'],
    ["Solve y'' + k^2 y = cos(2t) with y(0) = 0, y'(0) = 0 (k ≠ 2)", 'en', 'y = cos(2*t)/(k^2 - 4) - cos(k*t)/(k^2 - 4)'],
    ["x'' + ω^2 x = F cos(2t)", 'en', 'x = C1*cos(omega*t) + C2*sin(omega*t) + F*cos(2*t)/(omega^2 - 4)'],
    ["Résoudre y'' + k^2 y = sin(3x)", 'fr', 'y = C1*cos(k*x) + C2*sin(k*x) + sin(3*x)/(k^2 - 9)'],
    ["y'' + a y = e^{2x}", 'en', 'y = C1*cos(sqrt(a)*x) + C2*sin(sqrt(a)*x) + exp(2*x)/(a + 4)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says the letters are taken off resonance, in both languages', () => {
    const en = solve("y'' + k^2 y = cos(2t)").steps.map((s) => s.explanation).join(' ');
    expect(en).toMatch(/off resonance, for k such that the denominator is not zero/);
    const fr = solve("y'' + k^2 y = cos(2t)", { locale: 'fr' }).steps.map((s) => s.explanation).join(' ');
    expect(fr).toMatch(/hors résonance, pour k tels que le dénominateur ne soit pas nul/);
  });

  it.each([
    ["y'' + k^2 y = cos(k t)", 'en', 'y = C1*cos(k*t) + C2*sin(k*t) + t*sin(k*t)/(2*k)'],
    ["Résoudre x'' + w² x = F cos(w t)", 'fr', 'x = C1*cos(t*w) + C2*sin(t*w) + F*t*sin(t*w)/(2*w)'],
    ["$y'' + \\omega^2 y = \\sin(\\omega t)$", 'en', 'y = C1*cos(omega*t) + C2*sin(omega*t) - t*cos(omega*t)/(2*omega)'],
    ["y'' - a^2 y = e^(a x)", 'en', 'y = C1*exp(-a*x) + C2*exp(a*x) + exp(a*x)*x/(2*a)'],
  ] as const)('at resonance whatever the letters, multiplies the guess by the variable: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((t) => t.title).join(' ')).toMatch(locale === 'fr' ? /Résonance/ : /Resonance/);
  });

  it('keeps numbers to the sample-point identification', () => {
    expect(solve("y'' + 9y = cos(2t), y(0) = 0, y'(0) = 0").answer?.value).toBe('y = cos(2*t)/5 - cos(3*t)/5');
  });
});
