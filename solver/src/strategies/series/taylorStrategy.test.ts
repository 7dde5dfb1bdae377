import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { normalize } from '../../parse/normalize';
import { evaluateAscii } from '../../verify/numeric';
import { taylorStrategy } from './taylorStrategy';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string) => taylorStrategy.solve(normalize(s), ctx);
const at = (ascii: string | undefined, x: number) => evaluateAscii(ascii ?? 'nan', { x })?.re;

describe('Taylor polynomials', () => {
  it('builds the Maclaurin polynomial of e^x with steps in both languages', () => {
    const o = run('Taylor series of e^x at 0 to order 4');
    expect(at(o?.answer?.value, 0.5)).toBeCloseTo(1 + 0.5 + 0.125 + 0.5 ** 3 / 6 + 0.5 ** 4 / 24, 12);
    expect(o?.verified).toBe(true);
    expect(o?.steps[1].title).toEqual({ en: 'Apply Taylor’s formula', fr: 'Appliquer la formule de Taylor' });
  });

  it('reads French and other centres', () => {
    const s = run("développement limité de sin x à l'ordre 5");
    expect(at(s?.answer?.value, 0.3)).toBeCloseTo(0.3 - 0.3 ** 3 / 6 + 0.3 ** 5 / 120, 12);
    expect(s?.verified).toBe(true);
    const l = run('taylor polynomial of ln(x) at x = 1 of degree 3');
    expect(at(l?.answer?.value, 1.5)).toBeCloseTo(0.5 - 0.125 + 0.125 / 3, 12);
    expect(l?.verified).toBe(true);
    // about a ≠ 0 the answer stays in powers of (x − a)
    expect(l?.answer?.value).toBe('x - 1 + (-1/2)*(x - 1)^2 + (1/3)*(x - 1)^3');
    const p = run('Taylor polynomial of degree 3 of sin x at π/2');
    expect(p?.answer?.value).toBe('1 + (-1/2)*(x - pi/2)^2');
    expect(p?.verified).toBe(true);
    const d = run("série de Taylor de cos(x) en 0 à l'ordre 2");
    expect(at(d?.answer?.value, 0.3)).toBeCloseTo(1 - 0.09 / 2, 12);
    expect(d?.steps[0].title.fr.length).toBeGreaterThan(0);
  });

  it('reads "polynomial of degree n for f" and "series of f up to xⁿ", in both languages', () => {
    const p = run('Taylor polynomial of degree 3 for ln(1 + x)');
    expect(at(p?.answer?.value, 0.5)).toBeCloseTo(0.5 - 0.125 + 0.125 / 3, 12);
    expect(p?.verified).toBe(true);
    const q = run('series of e^x/(1-x) to order 2');
    expect(at(q?.answer?.value, 0.5)).toBeCloseTo(1 + 2 * 0.5 + 2.5 * 0.25, 12);
    expect(q?.steps[0].title.fr).toBe('Dériver et évaluer au centre');
  });

  it('gives no polynomial when f is undefined at the centre', () => {
    expect(run('series of sin(x)/x up to x^4')).toBeNull();
  });

  it('ignores problems without a Taylor request', () => {
    expect(run('derivative of sin x')).toBeNull();
  });

  it('states the polynomial as a course writes it: increasing powers, coefficients under the power', () => {
    expect(solve('Maclaurin series of cos x up to x^4').finalAnswer).toBe('1 − x²/2 + x⁴/24');
    expect(solve('Taylor polynomial of order 2 of sqrt(x) at x = 4').finalAnswer).toBe('2 + (x − 4)/4 − (x − 4)²/64');
    expect(solve('Taylor polynomial of degree 3 of e^x at x = 1').finalAnswer).toBe('e·(1 + (x − 1) + (x − 1)²/2 + (x − 1)³/6)');
    expect(solve('taylor polynomial of degree 2 of sin x at pi/4').finalAnswer).toBe('√(2)/2 + √(2)/2·(x − π/4) − √(2)/4·(x − π/4)²');
  });
});
