import { describe, expect, it } from 'vitest';
import { linearizeForcing, tidyTrig } from './trigProducts';
import { fromMathJson } from '../derivative/mathjson';
import { parseNode } from '../../parse/math';
import { toAscii } from '../derivative/print';

const tidy = (s: string): string => toAscii(tidyTrig(fromMathJson(parseNode(s))));

describe('trigonometric products named as a table of integrals names them', () => {
  it.each([
    ['sin(x)*sec(x)', 'tan(x)'],
    ['-sin(2*x)/cos(2*x)', '-tan(2*x)'],
    ['sin(x)/cos(x)^2', 'sec(x)*tan(x)'],
    ['cos(x)/sin(x)^2', 'cot(x)*csc(x)'],
    ['cos(3*x)*sec(3*x)', '1'],
    ['sin(x)*tan(x)', 'sec(x) - cos(x)'],
    ['x*sin(x)*sec(x) + cos(x)', 'x*tan(x) + cos(x)'],
  ])('%s → %s', (input, out) => {
    expect(tidy(input)).toBe(out);
  });
});

describe('right-hand sides as sums of single sines, cosines and exponentials', () => {
  it.each([
    ['sin(x)^2', '1/2 - cos(2*x)/2'],
    ['cos(3*x)^2', 'cos(6*x)/2 + 1/2'],
    ['sin(x)*cos(x)', 'sin(2*x)/2'],
    ['cosh(x)', 'exp(-x)/2 + exp(x)/2'],
    ['x*sinh(2*x)', 'exp(2*x)*x/2 - exp(-2*x)*x/2'],
  ])('%s → %s', (input, out) => {
    expect(toAscii(linearizeForcing(fromMathJson(parseNode(input))))).toBe(out);
  });
});
