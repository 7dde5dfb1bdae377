import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { fromOperatorForm } from './odeOperator';

describe('equations written with the operator D', () => {
  it('writes the polynomial in D applied to y as derivatives', () => {
    expect(fromOperatorForm('(D^2 - 5D + 6)y = e^(x)')).toBe("(1)*y'' + (-5)*y' + (6)*y = e^(x)");
    expect(fromOperatorForm('D(D + 2)y = 4')).toBe("(1)*y'' + (2)*y' = 4");
    expect(fromOperatorForm('D^2y + 9y = x')).toBe("(1)*y'' + (9)*y = x");
    expect(fromOperatorForm('(D - 1)y = 0, y(0) = 2')).toBe("(1)*y' + (-1)*y = 0, y(0) = 2");
  });

  it('leaves alone a text where D does not act on y', () => {
    expect(fromOperatorForm('D = 2y + 1')).toBeNull();
    expect(fromOperatorForm("y' = 2y")).toBeNull();
    expect(fromOperatorForm('(D + x)y = 0')).toBeNull();
  });

  it('solves the equation instead of reading D as a number, verified', () => {
    const first = solve('(D + 2)y = 8');
    expect(first.answer?.value).toBe('y = C1*exp(-2*x) + 4');
    expect(first.verified).toBe(true);
    const second = solve('(D^2 - 3D + 2)y = 0');
    expect(second.answer?.value).toBe('y = C1*exp(x) + C2*exp(2*x)');
    expect(second.verified).toBe(true);
  });
});
