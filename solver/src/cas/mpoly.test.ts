import { describe, expect, it } from 'vitest';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { equivalentAt } from '../verify/numeric';
import { factorMulti, toMPoly } from './mpoly';

const factor = (s: string, vars: string[]): string | null => {
  const p = toMPoly(parseNode(s), vars);
  const f = p ? factorMulti(p) : null;
  return f === null ? null : toAscii(f);
};

describe('factoring in several letters', () => {
  it('takes out the common monomial and number', () => {
    expect(factor('x^2y + xy^2', ['x', 'y'])).toBe('x*y*(x + y)');
    expect(factor('6x^2y - 9xy^2', ['x', 'y'])).toBe('3*x*y*(2*x - 3*y)');
    expect(factor('2ax + 2ay', ['a', 'x', 'y'])).toBe('2*a*(x + y)');
  });
  it('factors homogeneous forms through one letter', () => {
    expect(factor('a^2 - 2ab + b^2', ['a', 'b'])).toBe('(a - b)^2');
    expect(factor('x^2 - 9y^2', ['x', 'y'])).toBe('(x - 3*y)*(x + 3*y)');
    expect(factor('x^2 + 5xy + 6y^2', ['x', 'y'])).toBe('(x + 2*y)*(x + 3*y)');
  });
  it('factors by grouping when one letter appears to the first power', () => {
    expect(factor('a*x + a*y + b*x + b*y', ['a', 'b', 'x', 'y'])).toBe('(x + y)*(a + b)');
    expect(factor('2*x*y - 6*x + y - 3', ['x', 'y'])).toBe('(y - 3)*(2*x + 1)');
    expect(factor('x*y + x + y + 2', ['x', 'y'])).toBeNull();
  });

  it('gives equivalent expressions', () => {
    for (const s of ['x^3y - xy^3', '4a^2 - 12ab + 9b^2', '-a^2 + b^2']) {
      const out = factor(s, ['a', 'b', 'x', 'y'].filter((v) => s.includes(v)));
      expect(out).not.toBeNull();
      expect(equivalentAt(toAscii(parseNode(s)), out!, ['a', 'b', 'x', 'y'])).toBe(true);
    }
  });
  it('leaves what does not factor', () => {
    expect(factor('x^2 + y^2', ['x', 'y'])).toBeNull();
  });
});
