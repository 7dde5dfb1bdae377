import { describe, expect, it } from 'vitest';
import { rationalized } from './rationalize';
import { parseCalc } from './latex';
import { fromMathJson } from './mathjson';
import { toAscii } from './print';
import { simplify } from './simplify';

const r = (s: string): string => toAscii(rationalized(simplify(fromMathJson(parseCalc(s)))));

describe('square roots cleared from denominators', () => {
  it.each([
    ['12/sqrt(2)', '6*sqrt(2)'],
    ['3/sqrt(10)', '3*sqrt(10)/10'],
    ['1/sqrt(5) + 2', 'sqrt(5)/5 + 2'],
    ['7/sqrt(3) - 1/sqrt(3)', '2*sqrt(3)'],
    ['sqrt(2) + 1', 'sqrt(2) + 1'],
  ])('%s is %s', (input, out) => {
    expect(r(input)).toBe(out);
  });
});
