import { describe, expect, it } from 'vitest';
import { Q } from '../../cas/rational';
import { dependenceRelation, vectorNames } from './familyRelation';

const q = (xs: number[]): Q[] => xs.map((x) => Q.of(BigInt(x)));

describe('dependenceRelation', () => {
  it('writes one relation with integer coefficients, the first positive, checked to give zero', () => {
    const r = dependenceRelation([q([1, 1]), q([2, 2])], ['p', 'q']);
    expect(r?.final.en).toBe('relation: 2p − q = 0');
    expect(r?.verified).toBe(true);
  });

  it('is null for independent vectors', () => {
    expect(dependenceRelation([q([1, 0]), q([0, 1])], ['u', 'v'])).toBeNull();
  });
});

describe('vectorNames', () => {
  it('reads the name before each vector, else numbers them', () => {
    const s = 'u = (1, 2); v_2 = (3, 4)';
    expect(vectorNames(s, [s.indexOf('('), s.lastIndexOf('(')])).toEqual(['u', 'v₂']);
    expect(vectorNames('(1, 2) and (3, 4)', [0, 11])).toEqual(['v₁', 'v₂']);
  });
});
