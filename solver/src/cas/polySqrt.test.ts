import { describe, expect, it } from 'vitest';
import { Poly } from './poly';
import { polySqrt, rationalSqrt } from './polySqrt';
import { Q } from './rational';

describe('square roots of polynomials', () => {
  it('finds S with S² = p for squares of polynomials with rational coefficients', () => {
    expect(polySqrt(Poly.fromInts(1, 2, 1))?.c.map(String)).toEqual(['1', '1']);
    expect(polySqrt(Poly.fromInts(1, 0, 4, 0, 4))?.c.map(String)).toEqual(['1', '0', '2']);
    expect(polySqrt(new Poly([Q.of(1, 4), Q.of(-1), Q.of(1)]))?.c.map(String)).toEqual(['-1/2', '1']);
    expect(polySqrt(Poly.fromInts(9))?.c.map(String)).toEqual(['3']);
  });

  it('answers null for anything else', () => {
    expect(polySqrt(Poly.fromInts(1, 2, 2))).toBeNull();
    expect(polySqrt(Poly.fromInts(0, 0, 0, 1))).toBeNull();
    expect(polySqrt(Poly.fromInts(2, 0, 2))).toBeNull();
    expect(polySqrt(Poly.fromInts(-1))).toBeNull();
    expect(rationalSqrt(Q.of(9, 4))?.toString()).toBe('3/2');
    expect(rationalSqrt(Q.of(2))).toBeNull();
  });
});
