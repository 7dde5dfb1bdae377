import { describe, expect, it } from 'vitest';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { factoredNode, factorPoly } from './factor';
import { Poly, rationalRoots, toRatFunc } from './poly';
import { Q } from './rational';

const poly = (s: string): Poly => {
  const r = toRatFunc(parseNode(s), 'x')!;
  return r.num.scale(r.den.coef(0).inv());
};
const factor = (s: string): string => toAscii(factoredNode(factorPoly(poly(s)), 'x'));

describe('exact polynomials', () => {
  it('reads rational expressions as quotients of polynomials', () => {
    const r = toRatFunc(parseNode('1/x + 1/(x+1)'), 'x')!;
    expect(toAscii(r.num.toNode('x'))).toBe('2*x + 1');
    expect(toAscii(r.den.toNode('x'))).toBe('x^2 + x');
    expect(toRatFunc(parseNode('sqrt(x)'), 'x')).toBeNull();
    expect(toRatFunc(parseNode('x + y'), 'x')).toBeNull();
  });
  it('divides and finds rational roots', () => {
    const { q, r } = poly('x^3 - 6x^2 + 11x - 6').divmod(Poly.fromInts(-1, 1));
    expect(toAscii(q.toNode('x'))).toBe('x^2 - 5*x + 6');
    expect(r.isZero()).toBe(true);
    const rr = rationalRoots(poly('4x^2 - 81'));
    expect(rr.roots.map((z) => z.r.toString())).toEqual(['-9/2', '9/2']);
  });
  it('factors over the rationals with a leading sign and content', () => {
    expect(factor('x^2 + 2x')).toBe('x*(x + 2)');
    expect(factor('-x^2 - 3x - 2')).toBe('-(x + 1)*(x + 2)');
    expect(factor('1 - x^2')).toBe('-(x - 1)*(x + 1)');
    expect(factor('2x^2 + 2x')).toBe('2*x*(x + 1)');
    expect(factor('x^2 - 2x + 1')).toBe('(x - 1)^2');
    expect(factor('6x^2 + x - 2')).toBe('(2*x - 1)*(3*x + 2)');
    expect(factor('x^4 - 4')).toBe('(x^2 - 2)*(x^2 + 2)');
    expect(factor('x^2/2 - 2')).toBe('(1/2)*(x - 2)*(x + 2)');
  });
  it('guards huge powers', () => {
    expect(() => Q.of(9).pow(387420489n)).toThrow(/too large/);
  });
});
