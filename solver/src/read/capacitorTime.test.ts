import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('how long an RC circuit takes to reach a share of its voltage', () => {
  it('reads a share of the final voltage, of E, or of its maximum, in English and French', () => {
    expect(answer('How long until the charge on a 10 µF capacitor in series with a 500 kΩ resistor reaches 99% of its maximum?')).toEqual({ v: '23.0 s', ok: true });
    expect(answer('Au bout de combien de temps la tension aux bornes du condensateur atteint-elle 85 % de E ? On donne R = 10 kΩ et C = 1 µF.', 'fr')).toEqual({ v: '0.0190 s', ok: true });
    expect(answer('R = 10 kΩ, C = 1 µF. Time for the capacitor to reach 85 % of E?')).toEqual({ v: '0.0190 s', ok: true });
  });
  it('reads a fall to a share of the starting voltage while discharging', () => {
    expect(answer('A capacitor discharging through a 4.7 kΩ resistor has C = 220 µF. How long until it drops to 10% of its initial voltage?')).toEqual({ v: '2.38 s', ok: true });
  });
  it('reads the voltage reached with the supply told apart, "at t = 0" being the start', () => {
    expect(answer('R = 3.3 kΩ, C = 470 µF, the capacitor is initially uncharged and connected to 15 V at t = 0. After how long is the capacitor voltage 10 V?')).toEqual({ v: '1.70 s', ok: true });
    expect(answer('Let $R = 1\\,\\text{k}\\Omega$ and $C = 2\\,\\mu\\text{F}$. The capacitor charges from a 12 V battery. When does the capacitor voltage reach 6 V?')).toEqual({ v: '1.39 ms', ok: true });
    expect(answer('On considère un dipôle RC avec R = 1 kΩ et C = 100 nF, condensateur initialement déchargé, branché sur un générateur de 5 V. Au bout de combien de temps uC = 4 V ?', 'fr')).toEqual({ v: '161 µs', ok: true });
  });
  it('leaves a voltage reached with no supply, or no charging told, unread', () => {
    expect(answer('A capacitor of 10 µF is connected through 100 kΩ. How long to reach 5 V?').v).toBeUndefined();
    expect(answer('R = 2 kΩ and C = 5 µF with 9 V and 4 V. How long?').v).toBeUndefined();
  });
});

describe('a time asked by its unit', () => {
  it('reads "after how many seconds", « au bout de combien de secondes », as the time asked', () => {
    expect(answer('An RC circuit has R = 4.7 kΩ and C = 2200 µF. After how many seconds will the capacitor be 99% charged?')).toEqual({ v: '47.6 s', ok: true });
    expect(answer('Un condensateur de 100 µF se charge à travers une résistance de 10 kΩ. Au bout de combien de secondes est-il chargé à 90 % ?', 'fr')).toEqual({ v: '2.30 s', ok: true });
    expect(answer('How many seconds does a $47\\,\\mu F$ capacitor charging through $R = 10\\,k\\Omega$ take to reach 95% of its final voltage?')).toEqual({ v: '1.41 s', ok: true });
  });
});

describe('a capacitor with its time constant told instead of R and C', () => {
  it('gives the voltage at a time, or the time to reach a voltage', () => {
    expect(answer('An RC circuit with τ = 2 s is charged by a 10 V battery. What is the capacitor voltage after 3 s?')).toEqual({ v: '7.77 V', ok: true });
    expect(answer('Un condensateur chargé sous 12 V se décharge dans un circuit de constante de temps 0,5 s. Quelle est la tension à ses bornes au bout de 1 s ?', 'fr')).toEqual({ v: '1.62 V', ok: true });
    expect(answer('A capacitor with a time constant of 4 s is charged from a 9 V supply. How long does it take to reach 6 V?')).toEqual({ v: '4.39 s', ok: true });
  });
  it('leaves a time constant with no supply told unread', () => {
    expect(answer('A capacitor charges with τ = 2 s. What is the voltage after 3 s?').v).toBeUndefined();
  });
});
