import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { statedOde } from './odeStatement';

describe('differential equations stated as models', () => {
  it('sets aside a model label, a subject that satisfies the equation and the closing question', () => {
    expect(statedOde('RC circuit: R dq/dt + q/C = 0, q(0) = 3; find q(t)')).toBe('R dq/dt + q/C = 0, q(0) = 3');
    expect(statedOde("La température d'un corps vérifie T'(t) = -0,1 (T(t) - 20) et T(0) = 80. Déterminer T(t).")).toBe("T'(t) = -0.1 (T(t) - 20) et T(0) = 80");
    expect(statedOde('dx/dt = 3x, x(0) = 5. Find the position x(t).')).toBe('dx/dt = 3x, x(0) = 5');
    expect(statedOde('A cup of coffee cools according to dT/dt = -k(T - 22). T(0) = 95 and T(5) = 70. Find T(t).')).toBe('dT/dt = -k(T - 22), T(0) = 95 and T(5) = 70');
  });

  it("reads a condition on the derivative in Leibniz's notation (dx/dt(0) = 0) as x'(0) = 0", () => {
    expect(statedOde('d^2x/dt^2 + 2 dx/dt + 5x = 0, x(0) = 1, dx/dt(0) = 0')).toBe("d^2x/dt^2 + 2 dx/dt + 5x = 0, x(0) = 1, x'(0) = 0");
    const s = solve('d^2x/dt^2 + 2 dx/dt + 5x = 0, x(0) = 1, dx/dt(0) = 0');
    expect(s.answer?.value).toBe('x = exp(-t)*cos(2*t) + exp(-t)*sin(2*t)/2');
    expect(s.verified).toBe(true);
  });

  it('puts the values of the constants into the equation, units with an SI prefix converted', () => {
    expect(statedOde('L di/dt + R i = E with L = 2, R = 10, E = 20, i(0) = 0')).toBe('2 di/dt + 10 i = 20, i(0) = 0');
    expect(statedOde('L di/dt + R i = E avec L = 500 mH, R = 10 Ω, E = 5 V, i(0) = 0')).toBe('0.5 di/dt + 10 i = 5, i(0) = 0');
  });

  it('keeps what it cannot account for: a label without a model word, a datum the equation does not use, a question about another function', () => {
    expect(statedOde("solve for y: y' = y")).toBe("solve for y: y' = y");
    expect(statedOde("y' = ky, m = 3, y(0) = 1")).toBe("y' = ky, m = 3, y(0) = 1");
    expect(statedOde("y' = y, y(0) = 1. Find g(t).")).toBe("y' = y, y(0) = 1. Find g(t).");
  });

  it('solves a circuit stated with its data, verified', () => {
    const s = solve('L di/dt + R i = E with L = 2, R = 10, E = 20, i(0) = 0. Find i(t).');
    expect(s.answer?.value).toBe('i = 2 - 2*exp(-5*t)');
    expect(s.verified).toBe(true);
  });

  it('solves a cooling law stated in French, in the letter T', () => {
    const s = solve("La température d'un corps vérifie T'(t) = -0,1 (T(t) - 20) et T(0) = 80. Déterminer T(t).", { locale: 'fr' });
    expect(s.answer?.value).toBe('T = 60*exp(-t/10) + 20');
    expect(s.verified).toBe(true);
  });
});
