import { describe, expect, it } from 'vitest';
import { solveSystem, type Point } from './polynomialSystem';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii } from '../derivative/print';
import type { SolveContext } from '../../strategy';

const ctx = { checkTime: () => undefined } as unknown as SolveContext;
const eqs = (...s: string[]) => s.map((x) => fromMathJson(parseCalc(x)));
const shown = (ps: Point[] | null, vs: string[]): string[] | null => ps && ps.map((p) => vs.map((v) => toAscii(p.get(v) ?? fromMathJson(parseCalc('0')))).join(', ')).sort();

describe('polynomial systems solved exactly', () => {
  it('splits a polynomial in two letters that factors (2y² − 2x² = 0)', () => {
    expect(shown(solveSystem(eqs('x^2 + y^2 - 8', '2*y^2 - 2*x^2'), ['x', 'y'], ctx), ['x', 'y'])).toEqual(['-2, -2', '-2, 2', '2, -2', '2, 2']);
  });

  it('solves for the square of a letter met only through even powers, keeping the squares that are not negative', () => {
    expect(shown(solveSystem(eqs('x^2 + y^2 - 3', '2*y^2 - x^2'), ['x', 'y'], ctx), ['x', 'y'])).toEqual(['-sqrt(2), -1', '-sqrt(2), 1', 'sqrt(2), -1', 'sqrt(2), 1']);
    expect(solveSystem(eqs('x^2 + y^2 + 1', 'x^2 - y^2'), ['x', 'y'], ctx)).toEqual([]);
  });

  it('solves for a letter whose coefficient holds another (xy = 2), and the case where that coefficient vanishes', () => {
    expect(shown(solveSystem(eqs('x^2 + y^2 - 5', 'x*y - 2'), ['x', 'y'], ctx), ['x', 'y'])).toEqual(['-1, -2', '-2, -1', '1, 2', '2, 1']);
    // x·y = 0 holds on both axes: x = 0 gives y² = 1, and y = 0 gives x² = 1
    expect(shown(solveSystem(eqs('x^2 + y^2 - 1', 'x*y'), ['x', 'y'], ctx), ['x', 'y'])).toEqual(['-1, 0', '0, -1', '0, 1', '1, 0']);
    expect(shown(solveSystem(eqs('x*y - x', 'x^2 + y - 2'), ['x', 'y'], ctx), ['x', 'y'])).toEqual(['-1, 1', '0, 2', '1, 1']);
  });
});
