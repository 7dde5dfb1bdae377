import { describe, expect, it } from 'vitest';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify } from '../derivative/simplify';
import { toAscii } from '../derivative/print';
import { absorbConstant, isolate } from './isolate';

const ex = (s: string) => simplify(fromMathJson(parseCalc(s)));

describe('isolating y after integrating', () => {
  it('undoes y + √(y² + k) = r by squaring, where y² cancels', () => {
    const y = isolate(ex('ln(y + sqrt(y^2 + 1))'), ex('x'), 'y');
    expect(y && toAscii(y)).toBe('exp(-x)*(exp(2*x) - 1)/2');
  });

  it('keeps e^{−C} and e^{2C} as powers of one constant', () => {
    expect(toAscii(absorbConstant(ex('exp(-K - x)*(exp(2*K + 2*x) - 1)'), 'K'))).toBe('exp(-x)*(K^2*exp(2*x) - 1)/K');
    // one multiple alone is a constant of its own
    expect(toAscii(absorbConstant(ex('exp(2*K + x)'), 'K'))).toBe('K*exp(x)');
  });
});
