import { solve } from '../solve';
import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { readCommand } from './command';
import { normalizeText } from './normalize';

const cmd = (s: string) => readCommand(normalizeText(s));

describe('readCommand', () => {
  it('finds the task in English and French', () => {
    expect(cmd('factorise x² + 3x + 2')).toMatchObject({ task: 'factor', math: 'x^2 + 3x + 2' });
    expect(cmd('x^2+x-2 factor')).toMatchObject({ task: 'factor', math: 'x^2+x-2' });
    expect(cmd('développer (x+1)^2')).toMatchObject({ task: 'expand', math: '(x+1)^2' });
    expect(cmd('résoudre (x+1)/3 = 4')).toMatchObject({ task: 'solve', math: '(x+1)/3 = 4' });
    expect(cmd('add the fractions 4/10 + 3/5')).toMatchObject({ task: 'evaluate', math: '4/10 + 3/5' });
    expect(cmd('What is 5!?')).toMatchObject({ math: '5!' });
    expect(cmd('find the roots of x^2-4')).toMatchObject({ task: 'solve', math: 'x^2-4' });
  });
  it('reads a fraction asked in lowest terms, or a decimal asked as a fraction, as a simplification', () => {
    expect(cmd('reduce 84/126 to lowest terms')).toMatchObject({ task: 'simplify', math: '84/126' });
    expect(cmd('write 18/24 in simplest form')).toMatchObject({ task: 'simplify', math: '18/24' });
    expect(cmd('express 2.25 as a fraction in lowest terms')).toMatchObject({ task: 'simplify', math: '2.25' });
    expect(cmd('écrire sous forme de fraction irréductible 84/126')).toMatchObject({ task: 'simplify', math: '84/126' });
    expect(cmd('rendre irréductible 45/60')).toMatchObject({ task: 'simplify', math: '45/60' });
    expect(cmd('mettre 0,75 sous forme de fraction')).toMatchObject({ task: 'simplify', math: '0.75' });
    expect(solve('write 0.375 as a fraction').finalAnswer).toMatch(/^3\/8/);
    expect(cmd('rationalize the denominator of 2/√5')).toMatchObject({ task: 'simplify', math: '2/ sqrt 5' });
    expect(cmd('rendre rationnel le dénominateur de 3/√2')).toMatchObject({ task: 'simplify' });
    expect(solve('rationaliser le dénominateur de 1/(√2 + 1)', { locale: 'fr' }).answer?.value).toBe('-1 + sqrt(2)');
  });
  it('refuses two formulas joined by "and" with no relation between them, never one product', () => {
    expect(() => cmd('factor x^2-1 and x^2-4')).toThrow('"x^2-1" and "x^2-4" are two expressions: we answer one at a time.');
    expect(solve('(x+1)^2 and (x-1)^3').verified).toBe(false);
    expect(solve('développer (x+1)^2 et (x-1)^2', { locale: 'fr' }).error?.message).toBe('« (x+1)^2 » et « (x-1)^2 » sont deux expressions : nous répondons à une seule à la fois. Posez une question pour chacune.');
    // relations joined by "and" stay a system, and operations named in words stay one expression
    expect(solve('solve x+y=3 and x-y=1').answer?.value).toBe('[{x: 2, y: 1}]');
    expect(solve('the sum of (x+1) and (x-1)').answer?.value).toBe('2*x');
  });
  it('reads where a graph meets the x-axis as the zeros of its function', () => {
    expect(cmd('find the x-intercepts of y = x^2 − 9')).toMatchObject({ task: 'solve', math: 'x^2 - 9' });
    expect(cmd('where does y = x^2 − 4 cross the x-axis?')).toMatchObject({ task: 'solve', math: 'x^2 - 4' });
    expect(cmd('at what points does f(x) = x^2 − 2x − 3 cross the x-axis')).toMatchObject({ task: 'solve', math: 'x^2 - 2x - 3', variable: 'x' });
    expect(cmd("points d'intersection de la courbe de f(x) = x² − 1 avec l'axe des abscisses")).toMatchObject({ task: 'solve', math: 'x^2 - 1' });
    expect(cmd("où la courbe de f(x) = x² − 4x coupe l'axe des abscisses")).toMatchObject({ task: 'solve', math: 'x^2 - 4x' });
  });
  it('reads the set of solutions asked for as the equation to solve', () => {
    expect(cmd("Déterminer l'ensemble des solutions de |x − 3| = 5")).toMatchObject({ task: 'solve', math: '|x - 3| = 5' });
    expect(cmd("Déterminer l'ensemble S des solutions de 2x+1=0")).toMatchObject({ task: 'solve', math: '2x+1=0' });
    expect(cmd("Donner l'ensemble des solutions de 3x − 1 > 5")).toMatchObject({ task: 'solve', math: '3x - 1 > 5' });
    expect(cmd('find the solution set of x^2 - 1 = 0')).toMatchObject({ task: 'solve', math: 'x^2 - 1 = 0' });
    expect(cmd('What is the solution set of 2x - 3 ≥ 7?')).toMatchObject({ task: 'solve', math: '2x - 3 >= 7' });
    expect(solve("Déterminer l'ensemble des solutions de l'équation x² = 9", { locale: 'fr' }).answer?.value).toBe('[-3, 3]');
  });
  it('reads "for all real x" after a command to solve as the unknown and its range', () => {
    expect(cmd('solve 2cos(x) = 1 for all real x')).toMatchObject({ task: 'solve', math: '2cos(x) = 1', variable: 'x', domain: { kind: 'real' } });
    expect(cmd('résoudre x^2 = 4 pour tout réel x')).toMatchObject({ task: 'solve', math: 'x^2 = 4', variable: 'x' });
    const s = solve('solve 2cos(x) = 1 for all real x');
    expect(s.answer?.kind).toBe('solutions');
    expect(s.answer?.value).toMatch(/k\*pi/);
  });
  it('reads a general solution asked for as every solution', () => {
    expect(solve('solve tan x = 1 (general solution)').answer?.value).toBe('[k*pi + pi/4]');
    expect(solve('Find the general solution of cos(2x) = 0').verified).toBe(true);
  });
  it('writes a bare log with the base said after the formula', () => {
    expect(cmd('solve log(x) + log(x - 3) = 1 (base 10)')).toMatchObject({ task: 'solve', math: 'log_10(x) + log_10(x - 3) = 1' });
    expect(cmd('solve log(x) = 2, where log is the common logarithm')).toMatchObject({ math: 'log_10(x) = 2' });
    expect(cmd('solve log x = 3 (log base 2)')).toMatchObject({ math: 'log_2 x = 3' });
    expect(cmd('solve log(x) = 1 (natural log)')).toMatchObject({ math: 'ln(x) = 1' });
    expect(solve('Résoudre log(2x) = 3 où log désigne le logarithme décimal', { locale: 'fr' }).answer?.value).toBe('[500]');
    expect(cmd('solve 2^x = 10 in base 10').math).toMatch(/base/);
  });
  it('reads "for which x" and « pour quelles valeurs de x » as the unknown of the relation that follows', () => {
    expect(cmd('For which x is x^2 - 9 < 0?')).toMatchObject({ task: 'solve', math: 'x^2 - 9 < 0', variable: 'x' });
    expect(cmd('for what values of x is 2x - 1 > 5')).toMatchObject({ task: 'solve', math: '2x - 1 > 5', variable: 'x' });
    expect(cmd('Pour quelles valeurs de x a-t-on x² ≥ 4 ?')).toMatchObject({ task: 'solve', math: 'x^2 >= 4', variable: 'x' });
    expect(cmd('For which values of t does t^2 = 2t hold?')).toMatchObject({ task: 'solve', math: 't^2 = 2t', variable: 't' });
    expect(cmd('Which values of x satisfy 3x + 2 ≤ 11?')).toMatchObject({ task: 'solve', math: '3x + 2 <= 11' });
  });
  it('drops the label of an equation and reads the letter asked after it', () => {
    expect(cmd("Résoudre dans ℝ l'équation (E) : 3x − 7 = 5x + 1")).toMatchObject({ task: 'solve', math: '3x - 7 = 5x + 1' });
    expect(cmd("Résoudre l'inéquation (I) : 2x − 1 > 3")).toMatchObject({ task: 'solve', math: '2x - 1 > 3' });
    expect(cmd('x² - 7x + 12 = 0, find x')).toMatchObject({ math: 'x^2 - 7x + 12 = 0', variable: 'x' });
    expect(cmd('3(t+2) = 21. Find t.')).toMatchObject({ math: '3(t+2) = 21', variable: 't' });
  });
  it('reads "give the result in simplest form" as a simplification', () => {
    expect(cmd('Calculer et donner le résultat sous forme de fraction irréductible : 5/6 − 3/4')).toMatchObject({ task: 'simplify', math: '5/6 - 3/4' });
    expect(cmd('Compute 2/3 - 1/5 and give the result in simplest form')).toMatchObject({ task: 'simplify', math: '2/3 - 1/5' });
  });
  it('refuses two sentences it cannot join, naming the second, rather than reading them as one product', () => {
    expect(() => cmd('x^2 - 4 = 0. Then factor x^2 - 4.')).toThrow(/"x\^2 - 4" relates to what comes before/);
    expect(() => cmd('3/4 − 5/6. Calculer A.')).toThrow(SolverError);
    expect(solve('Let a = 3. Solve ax = 12.').verified).toBe(false);
  });
  it('drops the number of an exercise', () => {
    expect(cmd('1. Solve 2x+3 = 7')).toMatchObject({ task: 'solve', math: '2x+3 = 7' });
    expect(cmd('Exercice 3. Résoudre 2x + 1 = 5.')).toMatchObject({ task: 'solve', math: '2x + 1 = 5' });
    expect(cmd('b) factor x^2 - 9')).toMatchObject({ task: 'factor', math: 'x^2 - 9' });
  });
  it('reads a conversion to a fraction as a simplification, and a rate applied to an amount', () => {
    expect(cmd('Convert 0.375 to a fraction')).toMatchObject({ task: 'simplify', math: '0.375' });
    expect(cmd('convertir 0,125 en fraction')).toMatchObject({ task: 'simplify', math: '0.125' });
    expect(solve('Increase 80 by 15%').answer?.value).toBe('92');
    expect(solve('Diminuer 250 de 12 %', { locale: 'fr' }).answer?.value).toBe('220');
  });
  it('reads the letter asked for after the equation, and after "with", never as a factor of it', () => {
    expect(cmd('3x-4=11 x=?')).toMatchObject({ task: 'solve', math: '3x-4=11', variable: 'x' });
    expect(cmd('solve 5y = 20 y = ?')).toMatchObject({ math: '5y = 20', variable: 'y' });
    expect(cmd('Find all real y with y^2 - 3y + 2 = 0')).toMatchObject({ math: 'y^2 - 3y + 2 = 0', variable: 'y' });
    expect(cmd('Trouver x avec 3x − 2 = 10')).toMatchObject({ math: '3x - 2 = 10', variable: 'x' });
    expect(solve('x/2 + 1 = 4 x=??').answer?.value).toBe('[6]');
    expect(cmd('what is x in 4x + 2 = 18')).toMatchObject({ math: '4x + 2 = 18', variable: 'x' });
    expect(cmd('quelle est la valeur de x dans 5x − 3 = 12 ?')).toMatchObject({ math: '5x - 3 = 12', variable: 'x' });
    expect(cmd('give x knowing that 3x = 12')).toMatchObject({ math: '3x = 12', variable: 'x' });
    expect(cmd('x so that 2x - 6 = 0')).toMatchObject({ math: '2x - 6 = 0', variable: 'x' });
    expect(cmd('solve the following equation for x 2x + 1 = x - 4')).toMatchObject({ task: 'solve', math: '2x + 1 = x - 4', variable: 'x' });
    expect(cmd('Solve the equation for y: 3y - 2 = 7')).toMatchObject({ math: '3y - 2 = 7', variable: 'y' });
  });
  it('leaves out instructions on how to write the work', () => {
    expect(cmd('solve x^2 = 9, show your work')).toMatchObject({ task: 'solve', math: 'x^2 = 9' });
    expect(cmd('solve 2x+3=7 and check your answer')).toMatchObject({ task: 'solve', math: '2x+3=7' });
    expect(cmd('solve the inequality 2x − 7 > 3 and give the answer in interval notation')).toMatchObject({ task: 'solve', math: '2x - 7 > 3' });
    expect(cmd('résoudre 2x + 3 = 11 en justifiant')).toMatchObject({ task: 'solve', math: '2x + 3 = 11' });
    expect(cmd("résoudre x² − 1 < 0 et donner l'ensemble des solutions sous forme d'intervalle")).toMatchObject({ task: 'solve', math: 'x^2 - 1 < 0' });
  });
  it('keeps two relations joined by "and" / "et" apart', () => {
    expect(cmd('x > 0 and x < 3').math).toBe('x > 0, x < 3');
    expect(cmd('résoudre x^2 - 4 >= 0 et x > 0').math).toBe('x^2 - 4 >= 0, x > 0');
  });
  it('reads "multiply A by B" and "divide A by B" as the operation, and "by" elsewhere as b·y', () => {
    expect(cmd('multiply 3 by 4').math).toBe('(3)*(4)');
    expect(cmd('diviser 10 par 4').math).toBe('(10)/(4)');
    expect(cmd('factor ax + ay + bx + by').math).toBe('ax + ay + bx + by');
    expect(cmd('solve by factoring x^2 - 1 = 0').math.trim()).toBe('x^2 - 1 = 0');
  });
  it('refuses questions about a property of the formula rather than its value', () => {
    for (const input of ['range of sin(x)', 'critical points of x^3 - 3x', 'maximum of -x^2 + 4x', 'asymptotes of 1/(x - 1)', 'find the vertex of y = x^2 - 4x + 3', 'sum of roots of x^2 - 5x + 6', 'période de sin(2x)']) {
      expect(() => cmd(input), input).toThrow(SolverError);
    }
  });
  it('reads the unknown', () => {
    expect(cmd('Solve for y: 2y+3=7')).toMatchObject({ variable: 'y', math: '2y+3=7' });
    expect(cmd('solve a x + 3 = 0 for a')).toMatchObject({ variable: 'a' });
    expect(cmd('résoudre t^2 = 4 en t')).toMatchObject({ variable: 't' });
  });
  it('names a word of vector calculus in its refusal, in English and French', () => {
    for (const input of ['gradient of x*y*z', 'le gradient de f(x,y) = x^2 y', 'find the curl of x y']) {
      let err: unknown;
      try {
        cmd(input);
      } catch (e) {
        err = e;
      }
      expect(err, input).toBeInstanceOf(SolverError);
      expect((err as SolverError).text.en).toMatch(/"(gradient|curl)" asks for vector calculus/);
      expect((err as SolverError).text.fr).toMatch(/« (gradient|curl) » relève du calcul vectoriel/);
    }
  });
  it('reads an equation written with i as an equation in ℂ', () => {
    expect(cmd('solve x^2 = 3 + 4i').domain).toEqual({ kind: 'complex' });
    expect(cmd('résoudre (1 + i)w = 2').domain).toEqual({ kind: 'complex' });
    expect(cmd('solve iz + 1 = 0').domain).toEqual({ kind: 'complex' });
    expect(cmd('solve x^2 = 3 + 4i in R').domain).toEqual({ kind: 'real' });
    expect(cmd('x^2 + 1 = 0').domain).toBeUndefined();
  });
  it('reads « dans IR » as ℝ, as typed on many exercise sheets', () => {
    expect(cmd("Résoudre dans IR l'équation x^2 = 4")).toMatchObject({ task: 'solve', math: 'x^2 = 4', domain: { kind: 'real' } });
    expect(solve('Résoudre dans IR : |2x + 3| = |x − 1|', { locale: 'fr' }).answer?.value).toBe('[-4, -2/3]');
  });
  it('reads domains', () => {
    expect(cmd('solve x^2+1=0 in ℂ').domain).toEqual({ kind: 'complex' });
    expect(cmd('résoudre x^2+1=0 dans C').domain).toEqual({ kind: 'complex' });
    expect(cmd('find the complex roots of x^2+4').domain).toEqual({ kind: 'complex' });
    // the unknown declared complex, in words or in notation; i in C is no unknown
    for (const [s, math] of [
      ['solve x^2 + 1 = 0 for x in C', 'x^2 + 1 = 0'],
      ['solve w^2 = -4 where w is complex', 'w^2 = -4'],
      ['w^2 = -4, w complex: find w', 'w^2 = -4'],
      ['solve w^2 = -4 in the complex plane', 'w^2 = -4'],
      ['résoudre w^2 = -4, w étant un nombre complexe', 'w^2 = -4'],
    ]) {
      expect(cmd(s).domain, s).toEqual({ kind: 'complex' });
      expect(cmd(s).math, s).toBe(math);
    }
    expect(cmd('solve z^2 = i in C').math).toBe('z^2 = i');
    expect(cmd('solve x^2 = 2 in R').domain).toEqual({ kind: 'real' });
    expect(cmd('solve 2sin x = 1 on [0, 2π)').domain).toEqual({ kind: 'interval', lo: 0, hi: ['Multiply', 2, 'Pi'], loClosed: true, hiClosed: false });
    expect(cmd('résoudre cos x = 0 sur [0 ; 2π[').domain).toMatchObject({ kind: 'interval', loClosed: true, hiClosed: false });
  });
  it('names a word before the unknown that asks for something else, never dropping it', () => {
    expect(() => cmd('Find the range of x in the expression. sqrt(x-5)')).toThrow(/"range"/);
    expect(cmd('what is x if 3x + 4 = 19')).toMatchObject({ math: '3x + 4 = 19', variable: 'x' });
  });
  it('reads an interval named before its brackets, or both ends around the unknown', () => {
    expect(cmd('tan x = 1, solve for x in the set [0; 2pi)')).toMatchObject({ math: 'tan x = 1', domain: { kind: 'interval', loClosed: true, hiClosed: false } });
    expect(cmd("Résoudre dans l'intervalle I = [0 ; π] l'équation cos x = 1/2")).toMatchObject({ domain: { kind: 'interval', lo: 0, hi: 'Pi', loClosed: true, hiClosed: true } });
    expect(cmd('solve 2cos x + 1 = 0 for 0 ≤ x < 2π')).toMatchObject({ math: '2cos x + 1 = 0', domain: { kind: 'interval', loClosed: true, hiClosed: false } });
    expect(cmd('sin t = 0, 0 < t <= pi')).toMatchObject({ domain: { kind: 'interval', loClosed: false, hiClosed: true } });
    // beside an inequality both ends are no interval to solve on: left as written
    expect(cmd('solve x^2 < 4 for 0 < x < 5').domain).toBeUndefined();
  });
  it('keeps LaTeX commands intact', () => {
    expect(cmd('simplify \\frac{x^2-9}{x+3}').math).toBe('\\frac{x^2-9}{x+3}');
  });
});

describe('readCommand phrasing', () => {
  it('drops the function name and a leading unknown', () => {
    expect(cmd('Find the zeros of f(x) = x^2 - 5x + 6')).toMatchObject({ task: 'solve', math: 'x^2 - 5x + 6', variable: 'x' });
    expect(cmd('trouver x tel que 2x + 1 = 7')).toMatchObject({ math: '2x + 1 = 7', variable: 'x' });
    expect(cmd('what is x if 3x + 4 = 19?')).toMatchObject({ math: '3x + 4 = 19', variable: 'x' });
    expect(cmd('quelle est la valeur de y si 2y = 8 ?')).toMatchObject({ math: '2y = 8', variable: 'y' });
    expect(cmd('what value of x satisfies 5x - 3 = 12?')).toMatchObject({ math: '5x - 3 = 12', variable: 'x' });
    expect(cmd('if 2x + 1 = 9, what is x?')).toMatchObject({ math: '2x + 1 = 9', variable: 'x' });
    expect(cmd('si 3y = 12, que vaut y ?')).toMatchObject({ math: '3y = 12', variable: 'y' });
    expect(cmd('find x if 6x = 4x + 9')).toMatchObject({ math: '6x = 4x + 9', variable: 'x' });
    expect(cmd('combine like terms 3a + 2b - a + 5b')).toMatchObject({ task: 'simplify', math: '3a + 2b - a + 5b' });
  });
});

describe('readCommand calculator syntax and stray words', () => {
  it('unwraps solve(expr, x) and reads ", x"', () => {
    expect(cmd('solve(x^2-4, x)')).toMatchObject({ task: 'solve', math: 'x^2-4', variable: 'x' });
    expect(cmd('x^2 - 4 = 0, x')).toMatchObject({ math: 'x^2 - 4 = 0', variable: 'x' });
    expect(cmd('simplify (3x^2 + 6x)/(3x)')).toMatchObject({ task: 'simplify', math: '(3x^2 + 6x)/(3x)' });
  });
  it('refuses a question whose words carry the math', () => {
    expect(() => cmd('sum of the first 10 odd numbers')).toThrow(SolverError);
    expect(() => cmd('the first 10 primes')).toThrow(SolverError);
    expect(() => cmd('sin x^2 derivative')).toThrow(SolverError);
    expect(() => cmd('average of 3, 5 and 10')).toThrow(SolverError);
    expect(() => cmd('solve x^2 = 9 if x = 3')).toThrow(SolverError);
    expect(cmd('x: 2x = 4')).toMatchObject({ math: '2x = 4', variable: 'x' });
    expect(cmd('find the value of y: 3y = 9')).toMatchObject({ math: '3y = 9', variable: 'y' });
    expect(cmd("résoudre l'équation x^2 - 3x + 2 = 0").math).toBe('x^2 - 3x + 2 = 0');
  });
  it('reads the unknowns named before the system', () => {
    expect(cmd('find x and y: x + y = 5, x - y = 1')).toMatchObject({ math: 'x + y = 5, x - y = 1', unknowns: ['x', 'y'] });
    expect(cmd('déterminer x et y tels que 2x + y = 7 et x - y = 2')).toMatchObject({ unknowns: ['x', 'y'] });
  });
  it('reads a bound on the unknown after the formula as its interval', () => {
    expect(cmd('solve x^2 = 9 with x positive')).toMatchObject({ math: 'x^2 = 9', domain: { kind: 'interval', loClosed: false } });
    expect(cmd('solve x^2 = 9 where x > 0')).toMatchObject({ math: 'x^2 = 9', domain: { kind: 'interval' } });
    expect(cmd('résoudre x^2 = 4 si x >= 0')).toMatchObject({ math: 'x^2 = 4', domain: { kind: 'interval', loClosed: true } });
    expect(cmd('solve x^2 - 4 > 0 (x > 0)').math).toBe('x^2 - 4 > 0, x > 0');
  });
  it('drops phrasing words around the formula', () => {
    expect(cmd('Use the quadratic formula to solve x^2 + 6x + 4 = 0').math).toBe('x^2 + 6x + 4 = 0');
    expect(cmd('Quelles sont les solutions de x^2 = 49 ?').math).toBe('x^2 = 49');
    expect(cmd('x^2 - 5x + 6 = 0. Solve for x.')).toMatchObject({ math: 'x^2 - 5x + 6 = 0', variable: 'x' });
  });
});

describe('arithmetic named in words', () => {
  it('reads add, sum, subtract, difference, product and quotient as the operation, never as a product of the operands', () => {
    for (const [input, value] of [
      ['add 3x and 2x', '5*x'],
      ['sum of 3x and 2x', '5*x'],
      ['la somme de 3x et 2x', '5*x'],
      ['subtract 2x from 5x', '3*x'],
      ['multiply 3x and 2x', '6*x^2'],
      ['quotient of x^2 - 1 and x - 1', 'x + 1'],
      ['add 3 and 4', '7'],
    ]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});

describe('readCommand: the unknown and the bounds said in words', () => {
  it('reads "then the value of x is" and « d\'inconnue x » as naming the unknown', () => {
    expect(cmd('3y + 1 = 10, then the value of y is')).toMatchObject({ math: '3y + 1 = 10', variable: 'y' });
    expect(cmd('If 5 - t = 2, then t is')).toMatchObject({ variable: 't' });
    expect(cmd("L'équation d'inconnue t suivante : t² = 4")).toMatchObject({ math: 't^2 = 4', variable: 't' });
    expect(solve('4 - x = x, then the value of x is').finalAnswer).toBe('x = 2');
  });
  it('reads an interval said in words as the domain, the first end in and the last out', () => {
    expect(cmd('solve cos x = 0 over the interval 0 to 2pi')).toMatchObject({ domain: { kind: 'interval', loClosed: true, hiClosed: false } });
    expect(solve('solve tan x = 1 from 0 to 2pi').answer?.value).toBe('[pi/4, 5*pi/4]');
  });
  it('reads "write it in interval notation" as how to write the answer', () => {
    expect(cmd('solve and write the following in interval notation: 2x > 6')).toMatchObject({ task: 'solve', math: '2x > 6' });
  });
});

describe('readCommand: the kind of relation named, and the question asked as a question', () => {
  it('drops the kind named before the relation, in English and French, and keeps the formula whole', () => {
    expect(cmd('Solve the absolute value equation. |2x - 3| = 7')).toMatchObject({ task: 'solve', math: '|2x - 3| = 7' });
    expect(cmd('solve the rational inequality 3/(x-2) < 1/2')).toMatchObject({ task: 'solve', math: '3/(x-2) < 1/2' });
    expect(cmd('Solve the radical equation. Check all proposed solutions. sqrt(x+7)-5=x')).toMatchObject({ task: 'solve', math: 'sqrt(x+7)-5=x' });
    expect(cmd("Résoudre l'équation exponentielle e^(2x) = 5")).toMatchObject({ task: 'solve', math: 'e^(2x) = 5' });
  });
  it('still names "absolute" when no relation follows it: the absolute value of a number is asked', () => {
    expect(() => cmd('find the absolute value of -3')).toThrow(/absolute/);
  });
  it('reads "how do you … to solve" and "complete the square" as phrasing', () => {
    expect(cmd('How do you complete the square to solve -x^2 +6x +9=0?')).toMatchObject({ task: 'solve', math: '-x^2 +6x +9=0' });
  });
  it('reads "leaving your answer in surd form" as an exact simplification', () => {
    expect(cmd('Simplify completely, leaving your answer in surd form: sqrt 72 + sqrt 50')).toMatchObject({ task: 'simplify', math: 'sqrt 72 + sqrt 50' });
  });
  it('reads « dans \\mathbb{R} » after the relation as the real domain', () => {
    expect(cmd("Quelle est la solution de l'équation e^{7x-18} = e^{3x+5} dans \\mathbb{R} ?")).toMatchObject({ task: 'solve', math: 'e^{7x-18} = e^{3x+5}', domain: { kind: 'real' } });
  });
  it('reads « dans \\mathbb{C} », "over \\mathbb C" and "in ℂ" before the relation as the complex domain', () => {
    expect(cmd('Résoudre dans \\mathbb{C} : z^2 + z + 1 = 0')).toMatchObject({ task: 'solve', domain: { kind: 'complex' } });
    expect(cmd('Solve over \\mathbb C the equation z^2 + 4 = 0')).toMatchObject({ task: 'solve', domain: { kind: 'complex' } });
    expect(cmd('Solve in ℂ: z^2 - 2z + 5 = 0')).toMatchObject({ task: 'solve', domain: { kind: 'complex' } });
  });
});
