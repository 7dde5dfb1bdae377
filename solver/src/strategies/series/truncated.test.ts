import { describe, expect, it } from 'vitest';
import { Q } from '../../cas/rational';
import { binomialSeries, compose, cosSeries, expSeries, log1pSeries, mulSeries, rationalPower, reciprocal, tanSeries, variable } from './truncated';

const str = (s: Q[]): string[] => s.map((c) => c.toString());

describe('truncated power series', () => {
  it('knows the standard expansions exactly', () => {
    expect(str(expSeries(4))).toEqual(['1', '1', '1/2', '1/6', '1/24']);
    expect(str(log1pSeries(4))).toEqual(['0', '1', '-1/2', '1/3', '-1/4']);
    expect(str(cosSeries(4))).toEqual(['1', '0', '-1/2', '0', '1/24']);
    expect(str(binomialSeries(Q.of(1, 2), 3))).toEqual(['1', '1/2', '-1/8', '1/16']);
    expect(str(tanSeries(5))).toEqual(['0', '1', '0', '1/3', '0', '2/15']);
  });

  it('substitutes, multiplies and inverts, truncating at the order', () => {
    const twoX = variable(3).map((c) => c.mul(Q.of(2)));
    expect(str(compose(expSeries(3), twoX))).toEqual(['1', '2', '2', '4/3']);
    expect(str(mulSeries(log1pSeries(4), cosSeries(4)))).toEqual(['0', '1', '-1/2', '-1/6', '0']);
    const oneMinusX2 = [Q.ONE, Q.ZERO, Q.MINUS_ONE, Q.ZERO, Q.ZERO, Q.ZERO];
    expect(str(reciprocal(oneMinusX2))).toEqual(['1', '0', '1', '0', '1', '0']);
  });

  it('takes rational powers only when they are rational', () => {
    expect(rationalPower(Q.of(4), Q.of(1, 2))?.toString()).toBe('2');
    expect(rationalPower(Q.of(8), Q.of(-1, 3))?.toString()).toBe('1/2');
    expect(rationalPower(Q.of(2), Q.of(1, 2))).toBeNull();
  });
});
