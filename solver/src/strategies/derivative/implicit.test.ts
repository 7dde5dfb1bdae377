import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { recognizeImplicit } from './implicit';

describe('implicit differentiation', () => {
  it.each([
    ['find dy/dx if x^2 + y^2 = 25', '-x/y'],
    ['x^2 + y^2 = 25, find dy/dx', '-x/y'],
    ['implicit differentiation x^3 + y^3 = 6xy', '-(3*x^2 - 6*y)/(3*y^2 - 6*x)'],
    ['dérivée implicite de x^2 + xy + y^2 = 7', '-(2*x + y)/(x + 2*y)'],
    ['Use implicit differentiation to find dy/dx for sin(y) + x y = 1', '-y/(x + cos(y))'],
    ["calculer y' si x^2 y + y^3 = 2", '-2*x*y/(x^2 + 3*y^2)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });

  it('writes the steps in both languages', () => {
    const en = solve('find dy/dx if x^2 + y^2 = 25');
    const fr = solve('find dy/dx if x^2 + y^2 = 25', { locale: 'fr' });
    expect(en.steps.map((s) => s.title)).toEqual(['Differentiate both sides', "Solve for y'"]);
    expect(fr.steps.map((s) => s.title)).toEqual(['Dériver les deux membres', "Isoler y'"]);
    expect(en.steps[0].formula).toContain("2 x + 2 y\\,y' = 0");
  });

  it('differentiates as often as asked (y\'\'\' at a point, "near (1, 1)")', () => {
    const r = solve("x^2 + xy + y^3 = 3 near (1, 1): find y'''(1)");
    expect(r.answer?.value).toBe('-489/256');
    expect(r.verified).toBe(true);
    expect(r.steps.map((s) => s.title)).toContain("Differentiate y'' again");
  });

  it('leaves explicit functions and ODEs to the other methods', () => {
    expect(recognizeImplicit('find dy/dx if y = x^2')).toBeNull();
    expect(recognizeImplicit("y' = x + y")).toBeNull();
    expect(recognizeImplicit("y' = 3y, y(0) = 2")).toBeNull();
    expect(recognizeImplicit("y'' + y = sin(x)")).toBeNull();
    expect(recognizeImplicit("y''' - y = 0")).toBeNull();
  });
});

describe('implicit differentiation named by its method', () => {
  it('reads "using partial derivatives" as the method, not as part of the curve', () => {
    const r = solve('Find dy/dx if x^3 + y^3 = 6xy using partial derivatives');
    expect(r.answer?.value).toBe('-(3*x^2 - 6*y)/(3*y^2 - 6*x)');
    expect(r.verified).toBe(true);
  });
});

describe('a question worded around an equation', () => {
  it('is no curve: "the value of y at x = 1" never reads as y·a·t·x − 1 = 0', () => {
    expect(recognizeImplicit('find the value of y at x = 1')).toBeNull();
    const s = solve("Solve y' = y with y(0) = 1 and find the value of y at x = 1.");
    expect(s.answer?.value).toBe('e');
    expect(s.verified).toBe(true);
  });
});
