import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { toAscii } from '../format/ascii';
import { parseMath, parseNode } from './math';
import { solve } from '../solve';

const read = (s: string): string => toAscii(parseNode(s));

describe('parseNode', () => {
  it('reads implicit products and function names without brackets', () => {
    expect(read('2cos(x)ln(x)')).toBe('2*cos(x)*ln(x)');
    expect(read('sin x cos x')).toBe('sin(x)*cos(x)');
    expect(read('sin 2x')).toBe('sin(2*x)');
    expect(read('sin^2 x')).toBe('sin(x)^2');
    expect(read('ln²x')).toBe('ln(x)^2');
    expect(read('x√x')).toBe('x*sqrt(x)');
  });
  it('ends a bare function argument at a bracket once it holds a letter: f x (…) is f(x)·(…)', () => {
    expect(read('cos x (1 + x)')).toBe('cos(x)*(1 + x)');
    expect(read('sin x (x+1)')).toBe('sin(x)*(x + 1)');
    expect(read('ln x (2x)')).toBe('ln(x)*(2*x)');
    expect(read('cos 2x (1 - x)')).toBe('cos(2*x)*(1 - x)');
    expect(read('e^x sin x (x+1)')).toBe('e^x*sin(x)*(x + 1)');
    expect(read('sin^2 x (x+1)')).toBe('sin(x)^2*(x + 1)');
    expect(read('\\sin x (1+x)')).toBe('sin(x)*(1 + x)');
    // The readings that do not change.
    expect(read('sin(x)(1+x)')).toBe('sin(x)*(1 + x)');
    expect(read('sin (x+1)')).toBe('sin(x + 1)');
    expect(read('sin x^2')).toBe('sin(x^2)');
    expect(read('sin 2(x+1)')).toBe('sin(2*(x + 1))');
  });
  it('reads a special angle written without brackets, cos π/3, as the angle π/3', () => {
    expect(read('cos pi/3')).toBe('cos(pi/3)');
    expect(read('sin 2pi/3')).toBe('sin(2*pi/3)');
    expect(read('tan pi/4 + 1')).toBe('tan(pi/4) + 1');
    expect(read('sin^2 pi/4')).toBe('sin(pi/4)^2');
    // a letter over a number, or π in brackets, keeps its reading
    expect(read('sin x/2')).toBe('sin(x)/2');
    expect(read('cos(pi)/3')).toBe('cos(pi)/3');
    expect(read('ln pi/2')).toBe('ln(pi)/2');
  });
  it('refuses d/dx left in a formula instead of dividing the letters d and x', () => {
    for (const bad of ['d/dx (x^3 sin x)', 'd/(dx) (x^3 sin x)', 'x + d/dx', 'd^2/dx^2 x^3', 'dy/dx', 'd^2y/dx^2 = 6x', '\\frac{d}{dx}(x^3)', '\\frac{d}{dx}\\sin x + 1']) {
      let err: unknown;
      try {
        parseNode(bad);
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(SolverError);
      expect((err as SolverError).text.en).toContain('derivative operator');
      expect((err as SolverError).text.fr).toContain('opérateur de dérivation');
    }
    // d as a letter elsewhere is still a letter.
    expect(read('d/2 + ad/x')).toBe('d/2 + a*d/x');
  });
  it('reads a number in E notation as a power of ten, and refuses a letter carrying several indices', () => {
    expect(read('5e2 + 1')).toBe(read('5*10^2 + 1'));
    expect(read('1.6E-19*2')).toBe(read('1.6*10^(-19)*2'));
    expect(() => parseNode('x1 + x2 = 5')).toThrow('We could not read "x1": x carries several indices here.');
    expect(read('x1 + 2')).toBe('x*1 + 2');
  });
  it('reads powers, factorials, absolute values and e^2x', () => {
    expect(read('x^-1')).toBe('x^(-1)');
    expect(read('-x^2')).toBe('-x^2');
    expect(read('n!')).toBe('factorial(n)');
    expect(read('|x-1|+2|x|')).toBe('Abs(x - 1) + 2*Abs(x)');
    expect(read('e^2x')).toBe('e^(2*x)');
    expect(read('log_2(x)')).toBe('log(x, 2)');
    expect(read('log10(x)')).toBe('log(x, 10)');
  });
  it('reads log(x, 2) as the logarithm in base 2, the way it is written back', () => {
    expect(parseNode('log(x, 2)')).toEqual(['Log', 'x', 2]);
    expect(read('log(x, 2)')).toBe(read('log_2(x)'));
  });
  it('reads degrees as a multiple of π', () => {
    expect(read('sin(15°)')).toBe('sin(15*pi/180)');
    expect(read('tan 75°')).toBe('tan(75*pi/180)');
  });
  it('reads mixed numbers and refuses other numbers side by side', () => {
    expect(toAscii(parseNode('2 1/2 + 1 3/4'))).toBe('2 + 1/2 + (1 + 3/4)');
    expect(read('3 1/3*3')).toBe('(3 + 1/3)*3');
    for (const bad of ['2 3', 'x^2 3x = 0', '2 5/3']) expect(() => parseNode(bad)).toThrow(SolverError);
    // a power after an exponent is a product of powers, as 2^n 3^n is
    expect(read('n^3 4^n')).toBe('n^3*4^n');
  });
  it('reads decimals as exact fractions', () => {
    expect(read('9.5x')).toBe('(19/2)*x');
  });
  it('reads relations and chains', () => {
    expect(read('x^2-5x+6=0')).toBe('x^2 - 5*x + 6 = 0');
    expect(read('1<x<=3')).toBe('1 < x and x <= 3');
  });
  it('reads LaTeX', () => {
    expect(read('\\frac{1}{2}x+3=0')).toBe('(1/2)*x + 3 = 0');
    expect(read('\\sqrt{x+1}')).toBe('sqrt(x + 1)');
  });
  it('refuses broken input with a bilingual message', () => {
    for (const bad of ['(x+1', 'x+1)', '|x', 'foo(x)', '2 +', 'k = 1..20', '1.2.3']) {
      let err: unknown;
      try {
        parseNode(bad);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(SolverError);
      expect((err as SolverError).code).toBe('parse');
      expect((err as SolverError).text.fr.length).toBeGreaterThan(0);
    }
  });
  it('never reads a word as a product of variables', () => {
    for (const bad of ['6x if 3', 'x of y', '2 de x', 'si x', 'cosine(x) + thex', 'tanxyz']) {
      expect(() => parseNode(bad)).toThrow(SolverError);
    }
    let err: unknown;
    try {
      parseNode('x + if');
    } catch (e) {
      err = e;
    }
    expect((err as SolverError).text.en).toContain('"if"');
    expect((err as SolverError).text.fr).toContain('« if »');
    // Products of letters and known names still read as before.
    expect(read('2xy + ab')).toBe('2*x*y + a*b');
    expect(read('xsinx')).toBe('x*sin(x)');
    expect(read('v + at')).toBe('v + a*t');
    expect(() => parseNode('sin(x) + cos(x) at x = pi')).toThrow(SolverError);
    expect(() => parseNode('abs(x) at 0')).toThrow(SolverError);
  });
  it('refuses words outside the commands of a LaTeX formula', () => {
    expect(() => parseNode('sum_{k=0}^{oo} \\frac{1}{k}')).toThrow(SolverError);
    expect(() => parseNode('\\frac{x}{2} if x > 0')).toThrow(SolverError);
  });
  it('knows the function names written out in English and French', () => {
    expect(read('sine x + cosinus(x)')).toBe('sin(x) + cos(x)');
    expect(read('tangent(2x)')).toBe('tan(2*x)');
  });
  it('gives a Compute Engine expression', () => {
    expect(parseMath('x^2+1').json).toEqual(['Add', ['Power', 'x', 2], 1]);
  });
});

describe('LaTeX read with the ASCII conventions', () => {
  it('rewrites fractions, roots, operators and groups', () => {
    expect(read('\\frac{x+1}{x-2} \\geq 0')).toBe('(x + 1)/(x - 2) >= 0');
    expect(read('\\sqrt[3]{x} + \\sqrt{2}')).toBe('cbrt(x) + sqrt(2)');
    expect(read('2\\cdot 3 \\times 4')).toBe('2*3*4');
    expect(read('e^{2x}')).toBe('e^(2*x)');
    expect(read('\\sin x \\cos x')).toBe('sin(x)*cos(x)');
    expect(read('\\left|x-3\\right| < 2')).toBe('Abs(x - 3) < 2');
  });
});

describe('a special angle written without brackets, answered', () => {
  it.each([
    ['Compute sin π/6.', 'en', '1/2'],
    ['Evaluate cos π/3 + sin π/6.', 'en', '1'],
    ['Calculer cos 2π/3.', 'fr', '-1/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
