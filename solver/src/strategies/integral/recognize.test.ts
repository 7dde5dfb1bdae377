import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../parse/normalize';
import { readIntegral } from './recognize';
import { solve } from '../../solve';

const read = (s: string) => readIntegral(normalizeText(s));

describe('reading integral problems', () => {
  it.each([
    ['∫√(2x+1) dx', 'x'],
    ['integrate tan^2(x)', 'x'],
    ['intégrer x ln²x', 'x'],
    ['∫ dx/(x ln x)', 'x'],
    ['antiderivative of x e^x', 'x'],
    ['primitive de cos(2t)', 't'],
    ['find the integral of t^2 dt', 't'],
    ['\\int \\frac{x^2}{(x^2+a^2)(x^2+b^2)}\\,dx', 'x'],
    ['Find ∫ x cos x dx.', 'x'],
    ['integrate u^2 + 1 with respect to u', 'u'],
    ['∫x²dx', 'x'],
    ['∫ e^xdx', 'x'],
    ['∫ 2^(3x) dx', 'x'],
    ['∫ e^(2x) cos(3x) dx', 'x'],
    ['integrate(x**2*sin(x), x)', 'x'],
    ['∫ sin(θ) dθ', 'theta'],
    ['Déterminer les primitives de f(x) = 1/(2x + 1)', 'x'],
  ])('reads %s as an indefinite integral in %s', (input, v) => {
    const r = read(input);
    if (!r || typeof r === 'string') throw new Error(`not read: ${input}`);
    expect(r.variable).toBe(v);
    expect(r.bounds).toBeUndefined();
  });

  it.each([
    ['∫₀² (3x² + 2x − 1) dx', '0', '2'],
    ['integrate sin x from 0 to pi', '0', 'pi'],
    ["calculer l'intégrale de 2 à 5 de 1/x dx", '2', '5'],
    ['\\int_0^1 x\\sqrt{1-x^2}\\,dx', '0', '1'],
    ['\\int_{0}^{\\pi/2} \\sin x \\, dx', '0', 'pi/2'],
    ['evaluate the integral of (3x^2 - 2x + 1) from 0 to 2', '0', '2'],
    ['integral of x^2 between 0 and 1', '0', '1'],
    ['∫_1^∞ 1/x² dx', '1', 'oo'],
    ['evaluate the definite integral of e^(2x) from 0 to ln 2', '0', 'ln 2'],
    ['∫0^1 x^2 dx', '0', '1'],
    ['int from 0 to 1 of x^2 dx', '0', '1'],
    ['find the area under y = x^2 from 0 to 1', '0', '1'],
    ['Calculer I = ∫_0^1 x e^x dx', '0', '1'],
    ['integrate(exp(-x), (x, 0, oo))', '0', 'oo'],
    ['∫[0,2] x dx', '0', '2'],
    ['∫_[1, e] ln x dx', '1', 'e'],
    ["intégrale de 0 à l'infini de x^4 e^{-x}", '0', 'oo'],
    ["intégrale de moins l'infini à plus l'infini de e^{-x^2} dx", '-oo', 'oo'],
    ["intégrale de 1 à plus l’infini de 1/x^3 dx", '1', 'oo'],
  ])('reads the bounds of %s', (input, lo, hi) => {
    const r = read(input);
    if (!r || typeof r === 'string') throw new Error(`not read: ${input}`);
    expect(r.bounds?.loText).toBe(lo);
    expect(r.bounds?.hiText).toBe(hi);
  });

  it('does not read a derivative operator inside the integrand as letters', () => {
    expect(read('∫ d/dx(x^2) dx')).toBe('unreadable');
  });
  it('says when the integrand cannot be read', () => {
    expect(read('∫ (x^2 + dx')).toBe('unreadable');
  });

  it('leaves other problems alone', () => {
    expect(read('use the integral test: does the series of 1/n^2 converge?')).toBeNull();
    expect(read("solve y' + 2y = x with an integrating factor")).toBeNull();
    expect(read('solve x^2 = 4')).toBeNull();
    expect(read('derivative of sin x')).toBeNull();
  });
  it('reads bounds written with the variable at both ends as the variable and its bounds', () => {
    expect(read('area under y = x² from x = 0 to x = 3')).toMatchObject({ variable: 'x', bounds: { loText: '0', hiText: '3' } });
    expect(read('find the area under the curve y = 3x^2 between x = 1 and x = 2')).toMatchObject({ variable: 'x', bounds: { loText: '1', hiText: '2' } });
    expect(read('aire sous la courbe de f(t) = t² entre t = 0 et t = 3')).toMatchObject({ variable: 't' });
  });
});

describe('a Greek differential typed in LaTeX', () => {
  it.each([
    ['\\int_0^{\\pi} \\frac{d\\theta}{1 + \\cos^2\\theta}', 'theta'],
    ['\\int_0^{\\pi/2} \\sin^2\\theta \\, d\\theta', 'theta'],
    ['\\int \\frac{d\\phi}{1+\\cos\\phi}', 'phi'],
  ])('%s: in %s', (input, variable) => {
    const r = read(input);
    expect(r).not.toBe('unreadable');
    expect(r).toMatchObject({ variable });
  });
});

describe('a bound written as a mixed number', () => {
  it('is one bound, never a bound and a factor of the integrand', () => {
    expect(read('Compute the integral of 2x from 0 to 1 1/2.')).toMatchObject({ bounds: { loText: '0', hiText: '1 1/2' } });
    expect(read('integrate x from 0 to 1 1/2x')).toMatchObject({ bounds: { hiText: '1' } });
  });
  it.each([
    ['Find the area under y = x from x = 0 to x = 2 1/2.', 'en', '25/8'],
    ["Calculer l'intégrale de 0 à 1 1/2 de 2x dx.", 'fr', '9/4'],
  ] as const)('answers %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the integral of a function named without its formula', () => {
  it.each([
    ['Find the derivative of f(x) = x^3 at x = 2, and the integral of f from 0 to 2.', 'en'],
    ["Calculer l'intégrale de g entre 0 et 1.", 'fr'],
  ] as const)('refuses %s rather than integrate the letter with respect to itself', (input, locale) => {
    const s = solve(input, { locale });
    expect(s.verified).toBe(false);
    expect(s.answer).toBeNull();
  });
  it('reads it once the formula is given', () => {
    expect(solve('Let f(x) = x^2. Compute the integral of f from 0 to 3.').answer?.value).toBe('9');
  });
});
