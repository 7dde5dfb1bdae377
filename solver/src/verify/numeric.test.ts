import { describe, expect, it } from 'vitest';
import { close, equivalentAt, evaluateAscii, evaluateReal, isRootOf } from './numeric';
import { polyRootsNumeric, realRootsNumeric } from './polyroots';
import { checkIntervals } from './inequality';
import { completePolySet, rootsSatisfy } from './roots';
import { scanRealRoots } from './scan';

describe('numeric checks (mathjs)', () => {
  it('evaluates ASCII with complex values and domain errors', () => {
    expect(evaluateAscii('sqrt(-4)')).toEqual({ re: 0, im: 2 });
    expect(evaluateAscii('ln(0)')).toBeNull();
    expect(evaluateAscii('1/0')).toBeNull();
    expect(evaluateReal('sqrt(-4)')).toBeNull();
    expect(evaluateReal('ln(e^2)')).toBeCloseTo(2);
  });
  it('compares expressions at sample points', () => {
    expect(equivalentAt('(x+1)^2', 'x^2+2*x+1', ['x'])).toBe(true);
    expect(equivalentAt('(x+1)^2', 'x^2+1', ['x'])).toBe(false);
    expect(equivalentAt('(x^2-1)/(x-1)', 'x+1', ['x'])).toBe(true);
    expect(close(1, 1 + 1e-12)).toBe(true);
  });
  it('checks roots and completeness', () => {
    expect(isRootOf('x^2', '4', 'x', 2)).toBe(true);
    expect(rootsSatisfy('x^2', '4', 'x', ['-2', '2'])).toBe(true);
    expect(completePolySet([-4, 0, 1], ['-2', '2'], false)).toBe(true);
    expect(completePolySet([-4, 0, 1], ['2'], false)).toBe(false);
    expect(completePolySet([1, 0, 1], ['i', '-i'], true)).toBe(true);
    expect(realRootsNumeric([6, -5, 1])).toEqual([expect.closeTo(2, 8), expect.closeTo(3, 8)]);
    expect(polyRootsNumeric([1, 0, 1])).toHaveLength(2);
    expect(scanRealRoots('sqrt(x+1)', 'x-1', 'x')).toEqual([expect.closeTo(3, 6)]);
  });
  it('checks inequality answers at endpoints and samples', () => {
    const ok = [{ lo: null, hi: -2, loClosed: false, hiClosed: false }, { lo: 3, hi: null, loClosed: false, hiClosed: false }];
    expect(checkIntervals('x^2 - x - 6', '0', 'x', 'Greater', ok)).toBe(true);
    const wrong = [{ lo: null, hi: -2, loClosed: false, hiClosed: true }, { lo: 3, hi: null, loClosed: false, hiClosed: false }];
    expect(checkIntervals('x^2 - x - 6', '0', 'x', 'Greater', wrong)).toBe(false);
  });
});
