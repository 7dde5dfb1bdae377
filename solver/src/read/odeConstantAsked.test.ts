import { describe, expect, it } from 'vitest';
import { constantAsked } from './odeConstantAsked';

describe('constantAsked', () => {
  it('sets aside the question for a letter, in both languages', () => {
    expect(constantAsked('Given that dy/dt = -k y and y(0)=100, y(5)=50, find k')).toEqual({ rest: 'Given that dy/dt = -k y and y(0)=100, y(5)=50', letter: 'k' });
    expect(constantAsked("N'(t) = k N(t), N(0) = 500, N(3) = 1000. Déterminer la constante k.")).toEqual({ rest: "N'(t) = k N(t), N(0) = 500, N(3) = 1000", letter: 'k' });
    expect(constantAsked('y(5)=50. What is the value of \\lambda?')).toEqual({ rest: 'y(5)=50', letter: 'lambda' });
  });

  it('never takes a function asked for a letter', () => {
    expect(constantAsked("y' = 2y, y(0)=1, find y(t)")).toBeNull();
    expect(constantAsked("y' = 2y, find the general solution")).toBeNull();
  });
});
