import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('reactance and impedance on an alternating supply', () => {
  it('gives a coil’s or a capacitor’s reactance, or the frequency, inductance or capacitance from one', () => {
    expect(answer('A 3 H coil is used on a 60 Hz supply. What is its inductive reactance?')).toEqual({ v: '1130 Ω', ok: true });
    expect(answer('Find the reactance of a 5 mH inductor at 4 kHz.')).toEqual({ v: '126 Ω', ok: true });
    expect(answer('At what frequency does a 100 mH inductor have a reactance of 2 kΩ?')).toEqual({ v: '3180 Hz', ok: true });
    expect(answer('What is the capacitive reactance of a 47 nF capacitor at 10 kHz?')).toEqual({ v: '339 Ω', ok: true });
    expect(answer('At what frequency is the XC of a 2 µF capacitor equal to 800 Ω?')).toEqual({ v: '99.5 Hz', ok: true });
    expect(answer("Calculer la réactance d'une bobine d'inductance 0,2 H à la fréquence de 50 Hz.", 'fr')).toEqual({ v: '62.8 Ω', ok: true });
  });

  it('adds the resistance and the net reactance at right angles in a series circuit', () => {
    expect(answer('A series RL circuit has R = 30 Ω and L = 0.1 H on a 50 Hz supply. Find the impedance.')).toEqual({ v: '43.4 Ω', ok: true });
    expect(answer('An 80 Ω resistance and a 60 Ω XC are in series across a 230 V source. Calculate the impedance.')).toEqual({ v: '100 Ω', ok: true });
    expect(answer('Circuit RLC série : R = 50 Ω, L = 0,3 H, C = 20 µF, f = 50 Hz. Calculer l’impédance Z.', 'fr')).toEqual({ v: '81.9 Ω', ok: true });
  });

  it('gives the current through a coil alone from the supply’s voltage and frequency', () => {
    expect(answer("On applique une tension de 120 V, 60 Hz aux bornes d'une bobine de 0,5 H. Calculer l'intensité du courant.", 'fr')).toEqual({ v: '637 mA', ok: true });
  });

  it('never takes a reactance for a resistor in series', () => {
    const s = solve('A 40 Ω XL and a 30 Ω resistor in series: find the total resistance.', { subject: 'engineering' });
    expect(s.interpretation?.text ?? '').not.toMatch(/resistors in series/);
    expect(s.verified).toBe(false);
  });
});

describe('a question told before its labelled data', () => {
  it('names each value by its label, not by the quantity the question asks', () => {
    expect(answer("Calculer l'impédance d'un circuit RL série avec R = 30 Ω et XL = 40 Ω.", 'fr')).toEqual({ v: '50.0 Ω', ok: true });
    expect(answer('Find the impedance of a series circuit with R = 60 Ω and XC = 80 Ω.')).toEqual({ v: '100 Ω', ok: true });
  });
});

describe('the resonant frequency of a series LC or RLC circuit', () => {
  it('is 1/(2π√(LC)), whatever the resistance', () => {
    expect(answer('A series RLC circuit has R = 100 Ω, L = 0.5 H and C = 10 µF. Find the resonant frequency.')).toEqual({ v: '71.2 Hz', ok: true });
    expect(answer("Un circuit RLC série comporte une bobine d'inductance 20 mH et un condensateur de 470 nF. Calculer la fréquence de résonance.", 'fr')).toEqual({ v: '1640 Hz', ok: true });
    expect(answer('An AC circuit contains a 0.2 H inductor and a 50 µF capacitor in series with a 40 Ω resistor. At what frequency does resonance occur?')).toEqual({ v: '50.3 Hz', ok: true });
  });
});
