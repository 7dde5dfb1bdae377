import { describe, expect, it } from 'vitest';
import { factorPoly, quadraticFactor } from './factor';
import { Poly } from './poly';

const show = (p: Poly): string => p.c.map((q) => q.toString()).join(',');

describe('factorPoly over the rationals', () => {
  it('splits a quartic without rational roots into integer quadratics', () => {
    // x^4 + 4 = (x^2 - 2x + 2)(x^2 + 2x + 2)
    const f = factorPoly(Poly.fromInts(4, 0, 0, 0, 1));
    expect(f.factors.map((g) => show(g.p)).sort()).toEqual(['2,-2,1', '2,2,1']);
    // x^4 + x^2 + 1: even, but u^2 + u + 1 has no rational root; the quadratic search finishes it
    expect(factorPoly(Poly.fromInts(1, 0, 1, 0, 1)).factors).toHaveLength(2);
  });
  it('keeps irreducible polynomials whole', () => {
    expect(factorPoly(Poly.fromInts(-2, 0, 0, 0, 1)).factors.map((g) => show(g.p))).toEqual(['-2,0,0,0,1']);
    expect(quadraticFactor(Poly.fromInts(1, 1, 0, 0, 1))).toBeNull();
  });
  it('finds a quadratic factor of a quintic', () => {
    // x^5 + x + 1 = (x^2 + x + 1)(x^3 - x^2 + 1)
    expect(show(quadraticFactor(Poly.fromInts(1, 1, 0, 0, 0, 1))!)).toBe('1,1,1');
  });
});
