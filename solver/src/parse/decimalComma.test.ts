import { describe, expect, it } from 'vitest';
import { decimalCommas } from './decimalComma';

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
});
