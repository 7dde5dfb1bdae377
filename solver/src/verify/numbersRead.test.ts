import { describe, expect, it } from 'vitest';
import type { Task } from '../task/task';
import { kinematicsTask } from '../physics/task';
import { numbersNotRead } from './numbersRead';

const integral = (integrand: string, lo: string, hi: string): Task => ({ kind: 'integrate', integrand, variable: 'x', bounds: { lo, hi } });
const equation = (lhs: string, rhs: string): Task => ({ kind: 'solve', relations: [{ lhs, op: '=', rhs }], unknowns: ['x'], domain: { kind: 'real' } });

describe('every number of the statement is in the task as read', () => {
  it('finds a bound cut at its decimal point or comma', () => {
    expect(numbersNotRead('Integrate x^2 from 0 to 0.5', integral('x^2', '0', '0'), 'en')).toEqual(['0.5']);
    expect(numbersNotRead('Calculer ∫ x² dx de 0 à 1,5', integral('x^2', '0', '1'), 'fr')).toEqual(['1,5']);
    expect(numbersNotRead('Integrate x^2 from 0 to 0.5', integral('x^2', '0', '1/2'), 'en')).toEqual([]);
  });

  it('holds the last term written of a listed sum as its summand at the upper bound', () => {
    const sum = (hi: string): Task => ({ kind: 'sum', summand: '2*k + 1', index: 'k', lo: '0', hi });
    expect(numbersNotRead('Find the sum 1 + 3 + 5 + ... + 99', sum('49'), 'en')).toEqual([]);
    expect(numbersNotRead('Find the sum 1 + 3 + 5 + ... + 99', sum('48'), 'en')).toEqual(['99']);
  });

    it('reads a number times a power of ten whole, in every notation', () => {
    expect(numbersNotRead('Solve x = 3.2 × 10^-5', equation('x', '3.2'), 'en')).toEqual(['3.2 × 10^-5']);
    expect(numbersNotRead('Solve x = 3,2·10^-5', equation('x', '3.2*10^(-5)'), 'en')).toEqual([]);
    expect(numbersNotRead('Solve x = 3.2e-5', equation('x', '0.000032'), 'en')).toEqual([]);
  });

  it('takes a comma between digits as a decimal comma or as a list', () => {
    expect(numbersNotRead('Solve x = f(1,5)', equation('x', 'f(1, 5)'), 'en')).toEqual([]);
    expect(numbersNotRead('Résoudre x = 2,5', equation('x', '5/2'), 'fr')).toEqual([]);
    // in English a comma before three digits groups the thousands; in French it is a decimal comma
    expect(numbersNotRead('Integrate x from 0 to 1,500', integral('x', '0', '3/2'), 'en')).toEqual(['1,500']);
    expect(numbersNotRead('Integrate x from 0 to 1,500', integral('x', '0', '1500'), 'en')).toEqual([]);
    expect(numbersNotRead('Intégrer x de 0 à 1,500', integral('x', '0', '3/2'), 'fr')).toEqual([]);
    expect(numbersNotRead('Integrate x from 1 to 2,000', integral('x', '1', '2'), 'en')).toEqual(['2,000']);
  });

  it('reads numbers in words and with a scale word as the task holds them', () => {
    expect(numbersNotRead('Solve x = 1.5 million', equation('x', '1500000'), 'en')).toEqual([]);
    expect(numbersNotRead('Solve x = one hundred and fifty', equation('x', '150'), 'en')).toEqual([]);
  });

  it('leaves out the numbers that say how to write the answer, and the question’s label', () => {
    expect(numbersNotRead('Exercise 3: solve x^2 = 7, round to 2 decimal places', equation('x^2', '7'), 'en')).toEqual([]);
    expect(numbersNotRead('Q4. Résoudre x² = 7, arrondir à 0,01 près', equation('x^2', '7'), 'fr')).toEqual([]);
    expect(numbersNotRead('Solve x^2 = 7 and give x to 3 significant figures', equation('x^2', '7'), 'en')).toEqual([]);
  });

  it('leaves out the tasks a story or a subject is read into, whose numbers are the model’s', () => {
    const energy = kinematicsTask.parse({ kind: 'kinematics', knowns: { m: 2, v: 10 }, want: 'E', unit: 'J' });
    expect(numbersNotRead('A 2 kg ball is dropped from 20 m. Speed at the ground?', energy, 'en')).toEqual([]);
    const ages: Task = { kind: 'solve', relations: [{ lhs: 'f', op: '=', rhs: '3*s' }], unknowns: ['f', 's'], asked: ['s'], domain: { kind: 'real' } };
    expect(numbersNotRead('A father is 3 times as old as his son; in 12 years he will be twice as old. How old is the son?', ages, 'en')).toEqual([]);
  });

  it('counts the first n terms of a sum as indexed from 0 to n − 1', () => {
    const sum: Task = { kind: 'sum', summand: '3*(3/2)^k', index: 'k', lo: '0', hi: '9' };
    expect(numbersNotRead('Find the sum of the first 10 terms of the geometric series with first term 3 and ratio 1.5', sum, 'en')).toEqual([]);
  });

  it('does not take a piece or a multiple of a number as the number in mathematics', () => {
    expect(numbersNotRead('Solve x^2 = 0.5', equation('x^2', '5'), 'en')).toEqual(['0.5']);
    expect(numbersNotRead('Solve x^2 = 72', equation('x^2', '20'), 'en')).toEqual(['72']);
    expect(numbersNotRead('Integrate r over the disc x^2 + y^2 <= 9 in polar coordinates', { kind: 'integrate', integrand: 'r', variable: 'r', bounds: { lo: '0', hi: '3' } }, 'en')).toEqual([]);
  });

  it('reads the power of a program, x**2, as a square, and the order of series(f, x, 0, 4) as the O(x⁴) it stops before', () => {
    expect(numbersNotRead('solve(x**2 - 4, x)', equation('x^2 - 4', '0'), 'en')).toEqual([]);
    expect(numbersNotRead('integrate(sin(x)**2, (x, 0, pi))', integral('sin(x)^2', '0', 'pi'), 'en')).toEqual([]);
    expect(numbersNotRead('series(exp(x), x, 0, 4)', { kind: 'series', expr: 'exp(x)', variable: 'x', point: '0', order: 3 }, 'en')).toEqual([]);
    expect(numbersNotRead('series(exp(x), x, 0, 6)', { kind: 'series', expr: 'exp(x)', variable: 'x', point: '0', order: 3 }, 'en')).toEqual(['6']);
  });

  it("reads LaTeX's braced decimal comma and the decimals of a French point as the readers do", () => {
    expect(numbersNotRead('Calculer \\int_0^{1{,}5} x^2 dx', integral('x^2', '0', '3/2'), 'fr')).toEqual([]);
    expect(numbersNotRead('Calculer la pente de la tangente à y = x^2 - 1 au point A(1,5 ; 1,25)', { kind: 'differentiate', expr: 'x^2 - 1', variable: 'x', order: 1, partial: false, implicit: false, at: '3/2' }, 'fr')).toEqual([]);
  });
});
