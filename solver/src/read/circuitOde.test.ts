import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readCircuitOde } from './circuitOde';

describe('RC and RL circuits under a constant source, in words', () => {
  it.each([
    ['An RC circuit has R = 10 ohms, C = 0.01 F and a battery of 12 V. If q(0) = 0, find the charge q(t)', 'q = 3/25 - 3*exp(-10*t)/25'],
    ['An RL circuit has L = 2 H, R = 10 ohms and a constant voltage E = 20 V. If i(0) = 0, find the current i(t).', 'i = 2 - 2*exp(-5*t)'],
    ['An RC series circuit has a resistance of 50 ohms, a capacitance of 100 µF and an emf of 100 volts. If q(0) = 0, find q(t).', 'q = 1/100 - exp(-200*t)/100'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('states the circuit law back with its values, in French', () => {
    const s = solve('circuit RC : R = 1 kΩ, C = 1 µF, E = 10 V, q(0) = 0. Déterminer q(t).', { locale: 'fr' });
    expect(s.interpretation?.text).toMatch(/1000dq\/dt \+ 1000000q = 10 avec q\(0\) = 0/);
    expect(s.answer?.value).toBe('q = 1/100000 - exp(-1000*t)/100000');
  });

  it('leaves unread a varying source, a missing condition or another quantity asked', () => {
    const read = (s: string): ReturnType<typeof readCircuitOde> => readCircuitOde(normalize(s));
    expect(read('An RL circuit has L = 2 H, R = 10 ohms and E(t) = 100 sin(10t) V. If i(0) = 0, find i(t).')).toBeNull();
    expect(read('An RL circuit has L = 2 H, R = 10 ohms and E = 20 V. Find i(t).')).toBeNull();
    expect(read('An RC circuit has R = 10 ohms, C = 0.01 F and a battery of 12 V. If q(0) = 0, find the current i(t)')).toBeNull();
    expect(read('An RC circuit has R = 10 ohms, R = 20 ohms, C = 0.01 F and 12 V. If q(0) = 0, find q(t)')).toBeNull();
  });
});
