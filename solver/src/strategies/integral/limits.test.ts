import { describe, expect, it } from 'vitest';
import * as X from './sym/expr';
import { limitAt } from './limits';
import { toAscii } from './sym/print';

const x = X.sym('x');
const weierstrass = X.mul(X.num(2), X.pow(X.num(3), X.num(-1, 2)), X.fn('atan', X.div(X.fn('tan', X.div(x, X.num(2))), X.sqrt(X.num(3)))));

describe('one-sided limits at the poles of tan, sec, cot and csc', () => {
  it('reads the sign of the infinity from the side', () => {
    const t = X.fn('tan', X.div(x, X.num(2)));
    expect(limitAt(t, x, X.PI, -1)).toEqual({ kind: 'inf', sign: 1 });
    expect(limitAt(t, x, X.PI, 1)).toEqual({ kind: 'inf', sign: -1 });
    expect(limitAt(X.fn('cot', x), x, X.ZERO, 1)).toEqual({ kind: 'inf', sign: 1 });
    expect(limitAt(X.fn('sec', x), x, X.div(X.PI, X.num(2)), 1)).toEqual({ kind: 'inf', sign: -1 });
  });

  it('gives the two different limits of the Weierstrass antiderivative at π', () => {
    const left = limitAt(weierstrass, x, X.PI, -1);
    const right = limitAt(weierstrass, x, X.PI, 1);
    expect(left?.kind === 'finite' && X.approx(left.v)).toBeCloseTo(Math.PI / Math.sqrt(3), 12);
    expect(right?.kind === 'finite' && X.approx(right.v)).toBeCloseTo(-Math.PI / Math.sqrt(3), 12);
  });

  it('takes the value where tan is defined', () => {
    const l = limitAt(X.fn('tan', x), x, X.div(X.PI, X.num(4)), -1);
    expect(l?.kind === 'finite' && toAscii(l.v)).toBe('1');
  });
});
