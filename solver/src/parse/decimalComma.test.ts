import { describe, expect, it } from 'vitest';
import { decimalCommas } from './decimalComma';
import { solve } from '../solve';

describe('decimalCommas', () => {
  it('reads a comma between digits as a decimal comma beside an operator, a relation or a letter', () => {
    expect(decimalCommas('0,5x + 1,2 = 3,7')).toBe('0.5x + 1.2 = 3.7');
    expect(decimalCommas('resoudre 2,5 * 4')).toBe('resoudre 2.5 * 4');
    expect(decimalCommas('f(x) = 2x+1, evaluate at x = 1,5')).toBe('f(x) = 2x+1, evaluate at x = 1.5');
    expect(decimalCommas('2(x + 1,5) = 7')).toBe('2(x + 1.5) = 7');
    expect(decimalCommas('x+y=1,5, x-y=0,5')).toBe('x+y=1.5, x-y=0.5');
    expect(decimalCommas('suite geometrique de raison 0,5 : somme infinie')).toBe('suite geometrique de raison 0.5 : somme infinie');
  });

  it('keeps the commas of systems, lists, points, calls, matrices, sets and French intervals', () => {
    for (const text of [
      '2x+y=7,3x-y=8',
      'mean of 1,2,3,4',
      'distance between (1,5) and (4,9)',
      'midpoint of (-1,5) and (3,7)',
      'f(1,5)',
      'gcd(12,18) + 1',
      '[[1,2],[3,4]] * 2',
      '{1,2} + x',
      'x in ]0,5[',
      'x in [0,5[ and y in ]1,5]',
      '1.2,3 + x',
      'u = (2,-1,0) et v = (3,+4,-2)',
    ])
      expect(decimalCommas(text)).toBe(text);
  });

  it('reads a decimal comma in a region, a power, a subscript, a powered bracket and a system split by semicolons', () => {
    expect(decimalCommas('D = {0 ≤ x ≤ 2, 0 ≤ y ≤ 1,5}')).toBe('D = {0 ≤ x ≤ 2, 0 ≤ y ≤ 1.5}');
    expect(decimalCommas('D = {0 <= x <= 1,5, 0 <= y <= x}')).toBe('D = {0 <= x <= 1.5, 0 <= y <= x}');
    expect(decimalCommas('D = {0 ≤ x ≤ 1, 0 ≤ y ≤ 2,5x}')).toBe('D = {0 ≤ x ≤ 1, 0 ≤ y ≤ 2.5x}');
    expect(decimalCommas('D = {x^2 + y^2 <= 2,25, y >= 0}')).toBe('D = {x^2 + y^2 <= 2.25, y >= 0}');
    expect(decimalCommas('pour 0 ≤ x ≤ 1,5 et 0 ≤ y ≤ 2')).toBe('pour 0 ≤ x ≤ 1.5 et 0 ≤ y ≤ 2');
    expect(decimalCommas('x^{1,5} + e^{-0,5x}')).toBe('x^{1.5} + e^{-0.5x}');
    expect(decimalCommas('lim_{x->0,5} (2x + 1)')).toBe('lim_{x->0.5} (2x + 1)');
    expect(decimalCommas('sum_{n=0}^{oo} (0,9)^n')).toBe('sum_{n=0}^{oo} (0.9)^n');
    expect(decimalCommas('x + y = 2,5 ; x - y = 0,5')).toBe('x + y = 2.5 ; x - y = 0.5');
    expect(decimalCommas('sur [0 ; 1,5] puis ]0,5 ; 2['))
      .toBe('sur [0 ; 1.5] puis ]0.5 ; 2[');
  });

  it('reads the commas of a bracket split by semicolons as decimal commas, a triangle\'s vertices too', () => {
    expect(decimalCommas('A = (2 1,5 ; 4 3) et u = (0,6 ; 0,8)')).toBe('A = (2 1.5 ; 4 3) et u = (0.6 ; 0.8)');
    expect(decimalCommas('sur [0,5 ; 1,5]')).toBe('sur [0.5 ; 1.5]');
    expect(decimalCommas('[1,2;3,4] et (1,2,3 ; 4,5,6)')).toBe('[1,2;3,4] et (1,2,3 ; 4,5,6)');
    const s = solve('Calculer ∬_T x dA où T est le triangle de sommets (0 ; 0), (1,5 ; 0) et (0 ; 3)', { locale: 'fr' });
    expect([s.answer?.value, s.verified]).toEqual(['9/8', true]);
  });

  it("reads LaTeX's braced decimal comma 0{,}5 as a decimal point, in a matrix too", () => {
    expect(decimalCommas('\\int_0^{1{,}5} x dx')).toBe('\\int_0^{1.5} x dx');
    expect(solve('Calculer le déterminant de la matrice $\\begin{pmatrix} 0{,}5 & 2 \\\\ 1 & 3 \\end{pmatrix}$', { locale: 'fr' }).answer?.value).toBe('-1/2');
  });

  it('reads a decimal comma in a definition followed by its condition (avec, with, pour, where)', () => {
    expect(decimalCommas('u_{n+1} = 0,5 u_n + 3 avec u_0 = 2')).toBe('u_{n+1} = 0.5 u_n + 3 avec u_0 = 2');
    expect(decimalCommas('u_{n+1} = 3 − 0,5 u_n avec u_0 = 2,5')).toBe('u_{n+1} = 3 − 0.5 u_n avec u_0 = 2.5');
    expect(decimalCommas('u_{n+1} = 0,8u_n + 2 with u_0 = 1')).toBe('u_{n+1} = 0.8u_n + 2 with u_0 = 1');
    expect(decimalCommas('u_{n+1} = 0,5 u_n + 3 pour tout n ≥ 0, avec u_0 = 2')).toBe('u_{n+1} = 0.5 u_n + 3 pour tout n ≥ 0, avec u_0 = 2');
    expect(decimalCommas('f(x) = 1,5x + 2 avec x ≥ 0')).toBe('f(x) = 1.5x + 2 avec x ≥ 0');
    expect(decimalCommas('u_{n+1} = 0,4 u_n - 1 where u_0 = 3')).toBe('u_{n+1} = 0.4 u_n - 1 where u_0 = 3');
    expect(decimalCommas('u_{n+1} = 0,5 u_n + 3 given u_0 = 2')).toBe('u_{n+1} = 0.5 u_n + 3 given u_0 = 2');
    expect(decimalCommas('u_{n+1} = 0,5 u_n + 3 dès que n ≥ 0')).toBe('u_{n+1} = 0.5 u_n + 3 dès que n ≥ 0');
    // still a system when each side of the comma has its own relation before the condition
    expect(decimalCommas('2x+y=7,3x-y=8 avec x > 0')).toBe('2x+y=7,3x-y=8 avec x > 0');
  });

  it('reads the one comma in the bracket of a function of one argument as a decimal comma', () => {
    expect(decimalCommas('lim_{x→0} sin(0,5x)/x')).toBe('lim_{x→0} sin(0.5x)/x');
    expect(decimalCommas('ln(2,5) + cos(0,5π)')).toBe('ln(2.5) + cos(0.5π)');
    // a logarithm whose base is written as an index takes one argument too
    expect(decimalCommas('log_{10}(0,001) + log_2(0,25)')).toBe('log_{10}(0.001) + log_2(0.25)');
    expect(decimalCommas('log(8,2)')).toBe('log(8,2)');
    expect(decimalCommas('√(2,25) + \\sqrt{6,25} + tan(2,5x)')).toBe('√(2.25) + \\sqrt{6.25} + tan(2.5x)');
    // two arguments, or a function that may take two, keep theirs
    for (const text of ['log(8,2)', 'max(1,5)', 'f(1,5)', 'sin(1,2,3)']) expect(decimalCommas(text)).toBe(text);
  });

  it.each([
    ['Calculer lim_{x→0} sin(0,5x)/x', '1/2'],
    ['Calculer la limite de tan(2,5x)/x quand x tend vers 0.', '5/2'],
    ['Calculer cos(0,5π)', '0'],
  ])('answers a function of a decimal: %s', (input, value) => {
    const solution = solve(input, { locale: 'fr' });
    expect(solution.answer?.value).toBe(value);
    expect(solution.verified).toBe(true);
  });

  it('never reads ln(2,5) as a logarithm in base 5', () => {
    expect(solve('Calculer ln(2,5)', { locale: 'fr' }).interpretation?.text).toMatch(/ln\(5\/2\)/);
  });

  it.each([
    ['Soit u_{n+1} = 0,5 u_n + 3 avec u_0 = 2. Déterminer la limite de (u_n).', 'fr', '6'],
    ['Soit u_{n+1} = 3 − 0,5 u_n avec u_0 = 0. Déterminer la limite de (u_n).', 'fr', '2'],
    ['Let u_{n+1} = 0,8u_n + 2 with u_0 = 1. Find the limit of (u_n).', 'en', '10'],
    ['Let u_{n+1} = 0,4 u_n - 1,2 where u_0 = 3. Find the limit of (u_n).', 'en', '-2'],
  ] as const)('answers the recurrence read whole: %s', (input, locale, limit) => {
    const solution = solve(input, { locale });
    expect(solution.answer?.value).toBe(limit);
    expect(solution.verified).toBe(true);
  });

  it('keeps the commas of regions, sets, indices, transposes and matrices that separate', () => {
    for (const text of [
      'D = {0≤x≤1,0≤y≤2}',
      '{1,5} + x',
      'a_{1,2} + a_{2,1}',
      '(1,2)^T',
      '[1,2;3,4]',
      'x in [0,5] and y in [1,5]',
    ])
      expect(decimalCommas(text)).toBe(text);
  });
});
