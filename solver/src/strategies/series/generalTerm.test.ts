import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';

describe('the general term of a whole Taylor series', () => {
  it.each([
    ['Find the Taylor series of e^(3x)', 'Sum(3^n*x^n/factorial(n), (n, 0, oo))'],
    ['Maclaurin series of x sin(x)', 'Sum((-1)^n*x^(2*n + 2)/factorial(2*n + 1), (n, 0, oo))'],
    ['power series representation of 2/(1 - x^3)', 'Sum(2*x^(3*n), (n, 0, oo))'],
    ['Maclaurin series of ln(1 + x/3)', 'Sum((-1)^(n + 1)*(1/3)^n*x^n/n, (n, 1, oo))'],
    ['Taylor series of 1/x about x = 2', 'Sum((1/2)*(-1)^n*(1/2)^n*(x - 2)^n, (n, 0, oo))'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(/^Find the Taylor series of /);
  });

  it('gives the radius of convergence when it is asked beside the series, naming both parts', () => {
    const s = solve('Find the Maclaurin series of 1/(1 + 9x^2) and its radius of convergence', { locale: 'fr' });
    expect(s.answer?.value).toBe('Sum((-1)^n*9^n*x^(2*n), (n, 0, oo))');
    expect(s.finalAnswer).toBe('Σ_{n=0}^{∞} (-1)^n·9^n·x^(2n) ; R = 1/3');
    expect(s.interpretation?.text).toBe('Donner la série de Taylor de 1/(1 + 9x²) en x = 0, et son rayon de convergence');
  });

  it('writes out a polynomial, its own finite Taylor series', () => {
    const s = solve('find the Taylor series of f(x) = x^3 + 1 about x = 1');
    expect(s.answer?.value).toBe('2 + 3*(x - 1) + 3*(x - 1)^2 + (x - 1)^3');
    expect(s.verified).toBe(true);
  });

  it('never cuts the series at an order when no pattern is found', () => {
    const s = solve('Maclaurin series of tan x');
    expect(s.answer).toBeNull();
    expect(s.verified).toBe(false);
  });

  it('reads its own text back', () => {
    const t = readTask(normalize('Maclaurin series of cos(3x) and its radius of convergence')).task;
    expect(t).toMatchObject({ kind: 'series', general: true, radius: true });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });
});
