import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readCircuitOde } from './circuitOde';

describe('RC and RL circuits under a constant source, in words', () => {
  it.each([
    ['An RC circuit has R = 10 ohms, C = 0.01 F and a battery of 12 V. If q(0) = 0, find the charge q(t)', 'q = 3/25 - 3*exp(-10*t)/25'],
    ['An RL circuit has L = 2 H, R = 10 ohms and a constant voltage E = 20 V. If i(0) = 0, find the current i(t).', 'i = 2 - 2*exp(-5*t)'],
    ['An RC series circuit has a resistance of 50 ohms, a capacitance of 100 µF and an emf of 100 volts. If q(0) = 0, find q(t).', 'q = 1/100 - exp(-200*t)/100'],
    // « Exprimer » asks the quantity: no exponential in it
    ['Circuit RL série avec L = 0,5 H, R = 10 Ω et E = 5 V : L di/dt + R i = E, i(0) = 0. Exprimer i(t).', 'i = 1/2 - exp(-20*t)/2'],
    ['Circuit RC : R = 100 ohms, C = 0,01 F, E = 12 V, q(0) = 0. Exprimer la charge q(t) en fonction du temps.', 'q = 3/25 - 3*exp(-t)/25'],
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

  it('reads the parts named in words, the charge or the voltage across the capacitor asked at one time', () => {
    const cases = [
      ['A 1000 ohm resistor and a 1 mF capacitor are connected in series to a 10 V battery at t = 0; the capacitor is initially uncharged. What is the voltage across the capacitor after 2 seconds?', 'v(2) = 10 − 10/e² ≈ 8.64665'],
      ['A resistor of 50 ohms and a capacitor of 100 µF are in series with a 100 V source; q(0) = 0. Find the charge on the capacitor after 10 ms.', 'q(0.01) = 1/100 − 1/(100e²) ≈ 0.00864665'],
      ['An RL circuit has L = 2 H, R = 10 ohms and E = 20 V. If i(0) = 0, find the current after 0.1 s.', 'i(0.1) = 2 − 2/e^(1/2) ≈ 0.786939'],
    ] as const;
    for (const [input, final] of cases) {
      const s = solve(input);
      expect(s.finalAnswer).toBe(final);
      expect(s.verified).toBe(true);
    }
    expect(readCircuitOde(normalize('Une résistance R = 1 kΩ et un condensateur C = 1 mF initialement déchargé sont branchés sur une pile de 5 V. Tension aux bornes du condensateur au bout de 2 s ?'))).toMatchObject({ equation: 'dv/dt + v = 5', at: '2' });
  });

  it('leaves unread a varying source, a missing condition or another quantity asked', () => {
    const read = (s: string): ReturnType<typeof readCircuitOde> => readCircuitOde(normalize(s));
    expect(read('An RL circuit has L = 2 H, R = 10 ohms and E(t) = 100 sin(10t) V. If i(0) = 0, find i(t).')).toBeNull();
    expect(read('An RL circuit has L = 2 H, R = 10 ohms and E = 20 V. Find i(t).')).toBeNull();
    expect(read('An RC circuit has R = 10 ohms, C = 0.01 F and a battery of 12 V. If q(0) = 0, find the current i(t)')).toBeNull();
    expect(read('An RC circuit has R = 10 ohms, R = 20 ohms, C = 0.01 F and 12 V. If q(0) = 0, find q(t)')).toBeNull();
    expect(read('A 1000 ohm resistor and a 1 mF capacitor are in series with a 10 V battery, initially uncharged. Find the current after 2 s.')).toBeNull();
    expect(read('A 1000 ohm resistor, a 2 H coil and a 1 mF capacitor in series with a 10 V battery, initially uncharged. Find the charge after 2 s.')).toBeNull();
  });
});

describe('a capacitor discharging is not a circuit charging from empty', () => {
  it('leaves « se décharge » and "discharges" to the discharge law, and its charge is Q₀e^(−t/RC)', () => {
    const read = (text: string): ReturnType<typeof readCircuitOde> => readCircuitOde(normalize(text));
    expect(read('Un condensateur de 1000 µF, chargé sous 20 V, se décharge dans une résistance de 5 kΩ. Quelle est sa charge au bout de 10 s ?')).toBeNull();
    expect(read('An RC circuit with R = 1000 Ω, C = 0.001 F and a 10 V battery; the capacitor discharges. If q(0) = 0.01, find q(t).')).toBeNull();
    const s = solve('Un condensateur de 1000 µF, chargé sous 20 V, se décharge dans une résistance de 5 kΩ. Quelle est sa charge au bout de 10 s ?', { subject: 'engineering', locale: 'fr' });
    expect({ v: s.answer?.value, ok: s.verified }).toEqual({ v: '2.71 mC', ok: true });
    const e = solve('A 1000 µF capacitor charged to 20 V discharges through a 5 kΩ resistor. What is its charge after 10 s?', { subject: 'engineering', locale: 'en' });
    expect({ v: e.answer?.value, ok: e.verified }).toEqual({ v: '2.71 mC', ok: true });
  });
  it('still reads « initialement déchargé » as a capacitor empty at the start', () => {
    const s = solve('Un circuit RC avec R = 1 kΩ, C = 1 mF et E = 10 V ; le condensateur est initialement déchargé. Déterminer q(t).', { subject: 'engineering', locale: 'fr' });
    expect(s.answer?.value).toBe('q = 1/100 - exp(-t)/100');
  });
});
