import { describe, expect, it } from 'vitest';
import * as X from './sym/expr';
import { antiderivativeBreaks } from './splitPoints';
import { toAscii } from './sym/print';

const x = X.sym('x');
const F = X.fn('atan', X.div(X.fn('tan', X.div(x, X.num(2))), X.sqrt(X.num(3))));
const at = (r: ReturnType<typeof antiderivativeBreaks>): string[] | null => r && r.map((p) => toAscii(p.at));

describe('points where an antiderivative may jump', () => {
  it('finds the poles of tan(x/2) strictly inside the interval', () => {
    expect(at(antiderivativeBreaks(F, x, 0, 2 * Math.PI))).toEqual(['pi']);
    expect(at(antiderivativeBreaks(F, x, 0, 4 * Math.PI))).toEqual(['pi', '3*pi']);
    expect(at(antiderivativeBreaks(F, x, -Math.PI, Math.PI))).toEqual([]);
    expect(at(antiderivativeBreaks(F, x, 0, Math.PI))).toEqual([]);
  });

  it('finds zeros below a negative power and inside a logarithm', () => {
    expect(at(antiderivativeBreaks(X.pow(X.sub(x, X.ONE), X.MINUS_ONE), x, 0, 3))).toEqual(['1']);
    expect(at(antiderivativeBreaks(X.fn('ln', X.fn('abs', X.add(x, X.num(1, 2)))), x, -1, 1))).toEqual(['-1/2']);
  });

  it('has nothing to report for a continuous antiderivative', () => {
    expect(at(antiderivativeBreaks(X.add(X.sq(x), X.fn('sin', x)), x, -5, 5))).toEqual([]);
    expect(at(antiderivativeBreaks(X.fn('atan', x), x, -5, 5))).toEqual([]);
  });
});
