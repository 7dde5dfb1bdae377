import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { readableMatrixValue } from './matrixValue';

describe('a matrix answer read back as a list of lists', () => {
  it('never has an entry that starts and ends with brackets', () => {
    expect(readableMatrixValue('[[(a + 1)/(a - 7), 2], [(2/5)*(-(-3)^n + 2^n), (x + 1)]]')).toBe('[[+(a + 1)/(a - 7), 2], [2/5*(-(-3)^n + 2^n), x + 1]]');
  });

  it('keeps every other entry, and the layout, as written', () => {
    for (const value of ['[[1, 0], [0, 1]]', '[[2^n, n*2^(n - 1)], [0, 2^n]]', '[[sqrt(2)/2], [-(1/2)]]', '[1/(a - 7), (1/3)*2^n + (2/3)*5^n]']) {
      expect(readableMatrixValue(value)).toBe(value);
    }
  });

  it('is what the solver answers for an inverse whose entries are quotients', () => {
    const value = solve('Find the inverse of A = [[a, 1], [1, 1]]').answer?.value ?? '';
    expect(value).toMatch(/^\[\[/);
    for (const entry of value.replace(/^\[\[|\]\]$/g, '').split(/\],\s*\[|,\s*(?![^()]*\))/)) expect(entry.trim()).not.toMatch(/^\(.*\)$/);
  });
});
