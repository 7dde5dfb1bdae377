import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a divider seen from its output', () => {
  it('answers the quantity asked: the Thevenin voltage, the Thevenin resistance or the Norton current', () => {
    expect(answer('Thevenin voltage of a divider with 24 V, R1 = 10 kΩ, R2 = 5 kΩ (across R2)')).toEqual({ v: '8.00 V', ok: true });
    expect(answer('Thevenin resistance seen across R2 of a divider with Vs = 12 V, R1 = 4 kΩ, R2 = 8 kΩ')).toEqual({ v: '2670 Ω', ok: true });
    expect(answer('Norton current of a divider: 10 V source, R1 = 1 kΩ, R2 = 1 kΩ, terminals across R2')).toEqual({ v: '10.0 mA', ok: true });
    expect(answer("Déterminer la résistance de Thévenin vue aux bornes de R2 d'un pont diviseur : E = 12 V, R1 = 4 kΩ, R2 = 8 kΩ.", 'fr')).toEqual({ v: '2670 Ω', ok: true });
    expect(answer('Pont diviseur : E = 10 V, R1 = 2 kΩ, R2 = 3 kΩ. Calculer le courant de court-circuit aux bornes de R2.', 'fr')).toEqual({ v: '5.00 mA', ok: true });
    // 'voltage divider' names the circuit, not the quantity asked
    expect(answer('Vs = 15 V, R1 = 10 kΩ, R2 = 5 kΩ, voltage divider. Find R_th across R2.')).toEqual({ v: '3330 Ω', ok: true });
  });

  it('keeps the unit the question names, in symbols or in words', () => {
    expect(answer('Current through a 2.2 kΩ resistor with 9 V across it? Give the answer in A.')).toEqual({ v: '0.00409 A', ok: true });
    expect(answer('What is the current in amps through a 220 Ω resistor with 5 V across it?')).toEqual({ v: '0.0227 A', ok: true });
  });

  it('leaves a whole Thevenin equivalent (two quantities) unanswered', () => {
    expect(answer('Find the Thevenin equivalent: 12 V, R1 = 4 kΩ, R2 = 8 kΩ, output across R2').v).toBeUndefined();
  });
});

describe('strain from the lengths before and after', () => {
  it('takes the change, not the new length, as ΔL', () => {
    expect(answer('strain of a bar stretched from 1.000 m to 1.002 m?')).toEqual({ v: '0.002000', ok: true });
    expect(answer('Une tige passe de 2,000 m à 2,003 m. Déformation ?', 'fr')).toEqual({ v: '0.001500', ok: true });
  });
});

describe('a divider whose output is asked without naming the resistor', () => {
  it('takes the output across the resistor told at the bottom, whatever its name', () => {
    expect(answer('Voltage divider: Vin = 12 V, R1 = 10 kΩ on top and R2 = 4.7 kΩ at the bottom. What is Vout?')).toEqual({ v: '3.84 V', ok: true });
    expect(answer('Voltage divider: 12 V supply, R1 = 10 kΩ at the bottom and R2 = 4.7 kΩ on top. What is the output voltage?')).toEqual({ v: '8.16 V', ok: true });
    expect(answer('Diviseur de tension : E = 9 V, R1 = 3,3 kΩ reliée à la masse, R2 = 6,8 kΩ. Calculer la tension de sortie.', 'fr')).toEqual({ v: '2.94 V', ok: true });
  });

  it('refuses by name a divider whose bottom resistor is not told, in both languages', () => {
    const en = solve('Voltage divider: Vin = 12 V, R1 = 10 kΩ, R2 = 4.7 kΩ. What is Vout?', { subject: 'engineering' });
    expect(en.answer).toBeNull();
    expect(en.error?.message).toMatch(/which resistor is at the bottom/);
    const fr = solve('Diviseur de tension : E = 12 V, R1 = 10 kΩ, R2 = 4,7 kΩ. Calculer la tension de sortie.', { subject: 'engineering', locale: 'fr' });
    expect(fr.answer).toBeNull();
    expect(fr.error?.message).toMatch(/la résistance du bas/);
    // two resistors told by their values only
    expect(solve('Two resistors of 2 kΩ and 8 kΩ in series form a voltage divider on 12 V. Find Vout.', { subject: 'engineering' }).error?.message).toMatch(/which resistor is at the bottom/);
    expect(solve('Pont diviseur alimenté en 9 V par deux résistances de 1 kΩ et 2 kΩ. Calculer la tension de sortie.', { subject: 'engineering', locale: 'fr' }).error?.message).toMatch(/la résistance du bas/);
  });

  it('places unlabelled resistors by their words, and reads a divider from its output named without the word', () => {
    expect(answer('A voltage divider: 12 V supply, 3 kΩ on top and 1 kΩ at the bottom. Output voltage?')).toEqual({ v: '3.00 V', ok: true });
    expect(answer('Vin = 10 V, R1 = 1 kΩ, R2 = 4 kΩ, Vout across R2?')).toEqual({ v: '8.00 V', ok: true });
    // a resistor across the output is the bottom one ('in series' alone places none: both resistors are)
    expect(answer('Find the Norton current of a 12 V source with R1 = 4 Ω in series and R2 = 12 Ω across the output.')).toEqual({ v: '3.00 A', ok: true });
  });
});

describe('a source with an internal resistance feeding a load', () => {
  it('gives the terminal voltage or the lost volts, in both languages', () => {
    expect(answer('A 12 V battery has an internal resistance of 0.5 Ω and is connected to a 5.5 Ω load. Find the terminal voltage.')).toEqual({ v: '11.0 V', ok: true });
    expect(answer('A cell of emf 1.5 V and internal resistance 0.2 Ω is connected to a 2.8 Ω resistor. What are the lost volts?')).toEqual({ v: '100 mV', ok: true });
    expect(answer('Une pile de f.é.m. 4,5 V et de résistance interne 1,5 Ω alimente une résistance de 7,5 Ω. Calculer la tension aux bornes de la pile.', 'fr')).toEqual({ v: '3.75 V', ok: true });
  });

  it('keeps a unit symbol named inside the question', () => {
    expect(answer('A 2 kW heater runs for 3 hours. How much energy in kWh does it use?')).toEqual({ v: '6.00 kWh', ok: true });
  });
});
