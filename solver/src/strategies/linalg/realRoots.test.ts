import { describe, expect, it } from 'vitest';
import { Q } from '../../cas/rational';
import { distinctRealRoots, isSquarefree } from './realRoots';

const poly = (...c: number[]) => c.map((x) => Q.of(x));

describe('roots of a polynomial counted without finding them', () => {
  it('counts the distinct real roots by Sturm', () => {
    expect(distinctRealRoots(poly(1, 0, 1))).toBe(0); // x² + 1
    expect(distinctRealRoots(poly(-2, 0, 1))).toBe(2); // x² − 2
    expect(distinctRealRoots(poly(0, -1, 0, 1))).toBe(3); // x³ − x
    expect(distinctRealRoots(poly(1, -2, 1))).toBe(1); // (x − 1)²
    expect(distinctRealRoots(poly(-1, 0, 0, 1))).toBe(1); // x³ − 1
  });

  it('tells simple roots from repeated ones', () => {
    expect(isSquarefree(poly(-2, 0, 1))).toBe(true);
    expect(isSquarefree(poly(1, -2, 1))).toBe(false);
  });
});
