import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Locale } from '../../types';
import { Q } from '../../cas/rational';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { standardDlStrategy, standardExpansion } from './standardDl';

/** Exact coefficients of x⁰ … x⁵, from the closed forms of each expansion. */
const EXACT: Array<[string, string[]]> = [
  ['e^(2x)', ['1', '2', '2', '4/3', '2/3', '4/15']],
  ['ln(1+x)*cos(x)', ['0', '1', '-1/2', '-1/6', '0', '3/40']],
  ['1/(1-x^2)', ['1', '0', '1', '0', '1', '0']],
  ['sqrt(1+x)', ['1', '1/2', '-1/8', '1/16', '-5/128', '7/256']],
];

const run = (s: string, locale: Locale = 'fr') => standardDlStrategy.solve(normalize(s), { locale, checkTime: () => undefined });
const last = (s: string) => run(s)?.steps.at(-1)?.formula;

describe('développements limités from the standard expansions', () => {
  it('substitutes u = 2x in the DL of e^u, in increasing powers', () => {
    const o = run("développement limité de e^(2x) à l'ordre 3 en 0");
    expect(o?.steps.map((s) => s.title.fr)).toEqual(["DL usuel de e^u à l'ordre 3", 'Substituer u = 2*x', "Développement limité à l'ordre 3"]);
    expect(last("développement limité de e^(2x) à l'ordre 3 en 0")).toBe('e^{2 x} = 1 + 2 x + 2 x^{2} + \\frac{4 x^{3}}{3} + o\\left(x^{3}\\right)');
    expect(o?.answer?.latex).toBe('1 + 2x + 2x^{2} + \\frac{4}{3}x^{3}');
    expect(o?.verified).toBe(true);
  });

  it('multiplies ln(1 + x) by cos x and truncates', () => {
    const o = run("développement limité de ln(1+x)*cos(x) à l'ordre 4 en 0");
    expect(o?.steps.some((s) => s.title.fr === "Tronquer le produit à l'ordre 4")).toBe(true);
    expect(o?.steps.at(-1)?.formula).toBe('\\ln\\left(1 + x\\right) \\cos x = x - \\frac{x^{2}}{2} - \\frac{x^{3}}{6} + o\\left(x^{4}\\right)');
    expect(o?.verified).toBe(true);
  });

  it('inverts through 1/(1 − u) and expands √(1 + x), at orders 2 to 5', () => {
    expect(last("développement limité de 1/(1-x^2) à l'ordre 5 en 0")).toBe('\\frac{1}{1 - x^{2}} = 1 + x^{2} + x^{4} + o\\left(x^{5}\\right)');
    expect(last("développement limité de 1/(1-x^2) à l'ordre 2 en 0")).toBe('\\frac{1}{1 - x^{2}} = 1 + x^{2} + o\\left(x^{2}\\right)');
    expect(last("développement limité de sqrt(1+x) à l'ordre 2 en 0")).toBe('\\sqrt{1 + x} = 1 + \\frac{x}{2} - \\frac{x^{2}}{8} + o\\left(x^{2}\\right)');
    expect(last("développement limité de sqrt(1+x) à l'ordre 4 en 0")).toBe('\\sqrt{1 + x} = 1 + \\frac{x}{2} - \\frac{x^{2}}{8} + \\frac{x^{3}}{16} - \\frac{5 x^{4}}{128} + o\\left(x^{4}\\right)');
    expect(last("développement limité de e^(2x) à l'ordre 5 en 0")).toBe('e^{2 x} = 1 + 2 x + 2 x^{2} + \\frac{4 x^{3}}{3} + \\frac{2 x^{4}}{3} + \\frac{4 x^{5}}{15} + o\\left(x^{5}\\right)');
  });

  it.each(EXACT)('gives the exact coefficients of %s at orders 2 to 5', (f, coeffs) => {
    for (let n = 2; n <= 5; n++) {
      const r = standardExpansion(fromMathJson(parseCalc(f)), 'x', Q.ZERO, n);
      expect(r?.coeffs.map((c) => c.toString())).toEqual(coeffs.slice(0, n + 1));
    }
  });

  it('folds the sign of u = −x into the first power', () => {
    const o = run("développement limité de 1/(1+x) à l'ordre 3 en 0");
    expect(o?.steps[1].formula).toBe('\\frac{1}{1 + x} = 1 - x + \\left(-x\\right)^{2} + \\left(-x\\right)^{3} + o\\left(x^{3}\\right) = 1 - x + x^{2} - x^{3} + o\\left(x^{3}\\right)');
  });

  it('works around a ≠ 0 with x = a + h, and in English', () => {
    const o = run('Taylor polynomial of ln(x) at x = 1 of degree 3', 'en');
    expect(o?.steps[0].title.en).toBe('Set x = 1 + h');
    expect(o?.steps.at(-1)?.formula).toBe('\\ln x = x - 1 - \\frac{\\left(x - 1\\right)^{2}}{2} + \\frac{\\left(x - 1\\right)^{3}}{3} + o\\left(\\left(x - 1\\right)^{3}\\right)');
    expect(o?.verified).toBe(true);
  });

  it('takes e out of eˣ at 1: e·e^(x − 1)', () => {
    expect(run('Taylor series of e^x at 1 order 3', 'en')?.answer?.value).toBe('e*(1 + (x - 1) + (1/2)*(x - 1)^2 + (1/6)*(x - 1)^3)');
  });

  it('writes x^x at 1 as e^(x ln x), whose exponent is built from them', () => {
    expect(run('taylor series of x^x at 1 order 2', 'en')?.answer?.value).toBe('1 + (x - 1) + (x - 1)^2');
  });
});

describe('a power of x in a denominator', () => {
  it('expands x·f to a higher order and divides, in both languages', () => {
    const fr = run("DL à l'ordre 2 en 0 de ln(1+x)/x");
    expect(fr?.answer?.value).toBe('(1/3)*x^2 + (-1/2)*x + 1');
    expect(fr?.verified).toBe(true);
    expect(fr?.steps.some((s) => s.title.fr.startsWith('Diviser'))).toBe(true);
    expect(run('Taylor polynomial of (1 - cos x)/x^2 up to order 2', 'en')?.answer?.value).toBe('(-1/24)*x^2 + 1/2');
    expect(run('expand (sqrt(1+t+t^2) - 1)/t to order 2 at 0', 'en')?.answer?.value).toBe('(-3/16)*t^2 + (3/8)*t + 1/2');
  });

  it('gives nothing for a pole', () => {
    expect(run("DL à l'ordre 2 en 0 de e^x/x")).toBeNull();
  });
});

describe('a denominator tending to 0', () => {
  it('divides the expansions at a higher order, in both languages and around 1', () => {
    const en = run('second order Taylor expansion of (x-1)/ln(x) about x = 1', 'en');
    expect(en?.answer?.value).toBe('1 + (1/2)*(x - 1) + (-1/12)*(x - 1)^2');
    expect(en?.verified).toBe(true);
    const fr = run("DL_3(0) de t/(e^t - 1)");
    expect(fr?.answer?.value).toBe('(1/12)*t^2 + (-1/2)*t + 1');
    expect(fr?.steps.some((s) => s.title.fr === 'Diviser les développements')).toBe(true);
    expect(run("DL à l'ordre 2 en 0 de sin(x)/(e^x - 1)")?.answer?.value).toBe('(-1/12)*x^2 + (-1/2)*x + 1');
  });
});

describe('a power with a varying exponent, written e^g', () => {
  it.each([
    ["Déterminer le développement limité à l'ordre 2 en 0 de (1+x)^(1/x)", 'fr', 'e*(1 + (-1/2)*x + (11/24)*x^2)'],
    ["Développement limité de $\\left(1+x\\right)^{\\frac{1}{x}}$ à l'ordre 2 en 0", 'fr', 'e*(1 + (-1/2)*x + (11/24)*x^2)'],
    ['DL à l\'ordre 2 en 0 de (cos t)^(1/t^2)', 'fr', 'exp(-1/2)*(1 + (-1/12)*t^2)'],
    ['Maclaurin polynomial of degree 1 of (1+2x)^(1/x)', 'en', 'exp(2)*(1 - 2*x)'],
    ["DL à l'ordre 2 en 0 de (1+x)^(1/x + 1)", 'fr', 'e*(1 + (1/2)*x + (-1/24)*x^2)'],
  ] as const)('%s: e^c comes out in front', (input, locale, value) => {
    const o = run(input, locale);
    expect(o?.answer?.value).toBe(value);
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].title[locale]).toBe(locale === 'fr' ? 'Écrire la puissance sous forme exponentielle' : 'Write the power as an exponential');
  });

  it('has no expansion for x^x at 0, where x ln x has none', () => {
    expect(run("DL à l'ordre 3 en 0 de x^x")).toBeNull();
  });
});
