import { describe, expect, it } from 'vitest';
import { toAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import { exactRealRoots } from './exactRoots';

const roots = (p: string): string[] | null => exactRealRoots(parseNode(p), 'k')?.map(toAscii) ?? null;

describe('exact real roots of a polynomial in one letter', () => {
  it('divides out rational roots and solves the quadratic left, in increasing order', () => {
    expect(roots('k^3 - 2*k')).toEqual(['-sqrt(2)', '0', 'sqrt(2)']);
    expect(roots('(k - 1)^2*(k + 2)')).toEqual(['-2', '1']);
    expect(roots('k^2 + 1')).toEqual([]);
  });

  it('gives up on a cubic with no rational root', () => {
    expect(roots('k^3 - 2')).toBeNull();
  });
});
