import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '.';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('capacitor groups, RC filters and discharge fractions', () => {
  it('combines capacitors in series or in parallel, the opposite of resistors', () => {
    expect(answer('two capacitors 10 µF and 22 µF in series. equivalent capacitance?')).toEqual({ v: '6.88 µF', ok: true });
    expect(answer('capacitors of 4.7 µF and 2.2 µF in parallel, total capacitance')).toEqual({ v: '6.90 µF', ok: true });
    expect(answer('Deux condensateurs de 4,7 µF en série : capacité équivalente ?', 'fr')).toEqual({ v: '2.35 µF', ok: true });
    expect(answer('three 10 µF capacitors in parallel across 12 V. Total charge?')).toEqual({ v: '360 µC', ok: true });
    // no connection said: nothing to combine
    expect(answer('capacitors of 4.7 µF and 2.2 µF. total capacitance?').v).toBeUndefined();
  });

  it('gives an RC filter its cut-off frequency, or the part that sets one', () => {
    expect(answer('cut-off frequency of an RC low-pass filter with R = 1 kΩ and C = 100 nF')).toEqual({ v: '1590 Hz', ok: true });
    expect(answer("Fréquence de coupure d'un filtre RC : R = 10 kΩ, C = 10 nF", 'fr')).toEqual({ v: '1590 Hz', ok: true });
    expect(answer('What capacitor gives a cut-off frequency of 1 kHz with R = 10 kΩ?')).toEqual({ v: '15.9 nF', ok: true });
  });

  it('times a discharge to a fraction of the starting voltage', () => {
    expect(answer('Un condensateur de 47 µF se décharge dans une résistance de 10 kΩ. Au bout de combien de temps sa tension est-elle divisée par 2 ?', 'fr')).toEqual({ v: '0.326 s', ok: true });
    expect(answer('A 100 µF capacitor discharges through 10 kΩ. How long until its voltage falls to 10 % of its initial value?')).toEqual({ v: '2.30 s', ok: true });
    expect(answer('A 100 µF capacitor discharges through a 10 kΩ resistor. Time for the voltage to halve?')).toEqual({ v: '0.693 s', ok: true });
  });

  it('writes a capacitor group back as a text read to the same task', () => {
    const raw = 'two capacitors 10 µF and 22 µF in series across 9 V. charge stored?';
    const t = readTask({ raw, text: raw, subject: 'engineering' }).task;
    expect(t?.kind).toBe('rc');
    if (!t) return;
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
    expect(verifyTask(t, { kind: 'quantity', value: '61.88 µC' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '288.0 µC' })).toBe(false);
  });
});

describe('bars under load', () => {
  it('tells the diameter, the length and the stretch apart by their own words', () => {
    expect(answer("A wire 1.5 m long, 0.8 mm diameter, stretches 1.2 mm under a 100 N load. Young's modulus?")).toEqual({ v: '249 GPa', ok: true });
    expect(answer('A wire 1.5 m long and 0.8 mm in diameter stretches by 1.2 mm under a load of 100 N. Find Young modulus.')).toEqual({ v: '249 GPa', ok: true });
  });

  it('reads a bar named before its length, and a strain given as a number', () => {
    expect(answer("Allongement d'une barre d'acier de 1 m, section 100 mm², effort 10 kN, E = 210 GPa ?", 'fr')).toEqual({ v: '0.476 mm', ok: true });
    expect(answer("Stress = 120 MPa, strain = 0.0006. Young's modulus?")).toEqual({ v: '200 GPa', ok: true });
  });

  it('pulls with the weight of a mass hung from the wire', () => {
    expect(answer('A 100 kg mass hangs from a steel wire 3 m long of diameter 2 mm; E = 210 GPa. Extension?')).toEqual({ v: '4.46 mm', ok: true });
    expect(answer("Un fil d'acier de 2 m de long et de 1 mm de diamètre supporte une charge de 20 kg. E = 200 GPa. Allongement ?", 'fr')).toEqual({ v: '2.50 mm', ok: true });
  });
});
