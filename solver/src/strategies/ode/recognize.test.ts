import { describe, expect, it } from 'vitest';
import { SolverError } from '../../errors';
import { normalize } from '../../parse/normalize';
import { readOde } from './recognize';

describe('a Greek letter the student writes is never taken for a derivative of y', () => {
  it.each([
    ["y'' + 2*beta*y' + y = 0", 'beta'],
    ["y'' + 2 β y' + y = 0", 'beta'],
    ["y' = theta*y", 'theta'],
    ["y'' + gamma y = 0", 'gamma'],
  ])('%s is refused, naming %s', (input, name) => {
    const read = () => readOde(normalize(input).text);
    expect(read).toThrow(SolverError);
    expect(read).toThrow(name);
  });

  it('still reads the same equation written with a Latin letter', () => {
    expect(readOde("y'' + 2*b*y' + y = 0")?.order).toBe(2);
  });
});
