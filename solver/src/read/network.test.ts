import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('series–parallel networks', () => {
  it('reads networks written in symbols, with values or labels', () => {
    expect(answer('Req = 4 Ω + (6 Ω || 3 Ω)')).toEqual({ v: '6.00 Ω', ok: true });
    expect(answer('R1 = 10 Ω in series with R2 ∥ R3 where R2 = 20 Ω and R3 = 30 Ω. Req?')).toEqual({ v: '22.0 Ω', ok: true });
    expect(answer('R1 + R2 // R3 with R1 = 100 Ω, R2 = 200 Ω, R3 = 300 Ω. Equivalent resistance?')).toEqual({ v: '220 Ω', ok: true });
  });

  it('reads networks written in words, in English and French', () => {
    expect(answer('R_eq of (10 Ω + 20 Ω) in parallel with 30 Ω')).toEqual({ v: '15.0 Ω', ok: true });
    expect(answer('two 10 Ω resistors in parallel, in series with a 5 Ω resistor. total resistance?')).toEqual({ v: '10.0 Ω', ok: true });
    expect(answer('R1 = 10 Ω, R2 = 20 Ω, R3 = 30 Ω. R2 and R3 are in parallel, then in series with R1. Equivalent resistance?')).toEqual({ v: '22.0 Ω', ok: true });
    expect(answer("R2 et R3 en dérivation, l'ensemble en série avec R1 ; R1 = 10 Ω, R2 = 20 Ω, R3 = 30 Ω. Résistance équivalente ?", 'fr')).toEqual({ v: '22.0 Ω', ok: true });
    expect(answer("R1 = 10 Ω en série avec l'association en parallèle de R2 = 20 Ω et R3 = 30 Ω. Résistance équivalente ?", 'fr')).toEqual({ v: '22.0 Ω', ok: true });
  });

  it('answers the supply current and one resistor’s share', () => {
    expect(answer('a 6 Ω resistor in series with a parallel combination of 4 Ω and 12 Ω, connected to 18 V. Current from the supply?')).toEqual({ v: '2.00 A', ok: true });
    expect(answer('a 6 Ω resistor in series with a parallel combination of 4 Ω and 12 Ω, connected to 18 V. Voltage across the 4 Ω resistor?')).toEqual({ v: '6.00 V', ok: true });
    expect(answer('current divider: 6 A splits between 4 Ω and 12 Ω in parallel. current through the 4 Ω resistor?')).toEqual({ v: '4.50 A', ok: true });
    expect(answer('R1 = 2 Ω en série avec R2 = 4 Ω, alimentées sous 12 V. Tension aux bornes de R2 ?', 'fr')).toEqual({ v: '8.00 V', ok: true });
  });

  it('answers "each" when the resistors of one plain group are equal', () => {
    expect(answer('Two 100 Ω resistors in series with a 9 V battery. Voltage across each?')).toEqual({ v: '4.50 V', ok: true });
    expect(answer('Trois résistances de 30 Ω en parallèle sous 12 V. Intensité dans chaque résistance ?', 'fr')).toEqual({ v: '400 mA', ok: true });
    // unequal resistors do not share alike
    expect(answer('Resistors of 4 Ω and 2 Ω in series across 12 V. Voltage across each?').v).toBeUndefined();
  });

  it('gives the charge a steady current carries', () => {
    expect(answer('How much charge flows through a circuit carrying 2 A for 30 s?')).toEqual({ v: '60.0 C', ok: true });
  });

  it('refuses a network whose order of connections is not said', () => {
    // "A in series with B in parallel with C": (A + B) ∥ C or A + (B ∥ C)
    expect(answer('10 Ω in series with 20 Ω in parallel with 30 Ω. Req?').v).toBeUndefined();
    // a group written in symbols is one part of the words around it: (4 + 6) ∥ 3
    expect(answer('4 Ω + 6 Ω in parallel with 3 Ω. Req?')).toEqual({ v: '2.31 Ω', ok: true });
    // a mixed network is never read as one plain group
    expect(answer('4 Ω + 6 Ω ∥ 3 Ω ∥ blue').v).toBeUndefined();
    // two resistors of the same value: which one is asked is not said
    expect(answer('10 Ω + (10 Ω ∥ 20 Ω) across 12 V. current through the 10 Ω resistor?').v).toBeUndefined();
  });

  it('writes the network back as a text read to the same task, and checks answers by nodal analysis', () => {
    const raw = 'a 6 Ω resistor in series with a parallel combination of 4 Ω and 12 Ω, connected to 18 V. Current through the 12 Ω resistor?';
    const t = readTask({ raw, text: raw, subject: 'engineering' }).task;
    expect(t?.kind).toBe('circuits');
    if (!t) return;
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
    expect(verifyTask(t, { kind: 'quantity', value: '0.5000 A' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '1.500 A' })).toBe(false);
  });

  it("puts a source's internal resistance in series with its load, for the current and for its terminal voltage", () => {
    expect(answer('A 6 V battery with internal resistance 0.5 Ω is connected to a 2.5 Ω resistor. Current?')).toEqual({ v: '2.00 A', ok: true });
    expect(answer("Une pile de 4,5 V de résistance interne 1,5 Ω alimente une résistance de 7,5 Ω. Calculer l'intensité du courant.", 'fr')).toEqual({ v: '500 mA', ok: true });
    expect(answer('A 12 V battery of internal resistance 1 Ω supplies a 5 Ω lamp. Terminal voltage?')).toEqual({ v: '10.0 V', ok: true });
  });
});

describe('a connection told before its list of resistors', () => {
  it('reads "in parallel, R1 = … and R2 = …" as one parallel group, in both languages', () => {
    expect(answer('A current of 3 A divides between two resistors in parallel, R1 = 20 Ω and R2 = 30 Ω. Find the current through R2.')).toEqual({ v: '1.20 A', ok: true });
    expect(answer("Un courant de 3 A se partage entre deux résistances en parallèle R1 = 20 Ω et R2 = 30 Ω. Calculer l'intensité du courant dans R2.", 'fr')).toEqual({ v: '1.20 A', ok: true });
  });
});

describe('a group joined to the next resistor after ", and"', () => {
  it('reads ", and this combination is in series with R3" as the group then R3', () => {
    expect(answer('R1 = 7 Ω and R2 = 5 Ω are in parallel, and this combination is in series with R3 = 6 Ω. Find the equivalent resistance.')).toEqual({ v: '8.92 Ω', ok: true });
    expect(answer('R1 = 7 Ω et R2 = 5 Ω sont en parallèle, et cet ensemble est en série avec R3 = 6 Ω. Calculer la résistance équivalente du circuit.', 'fr')).toEqual({ v: '8.92 Ω', ok: true });
    expect(answer('R1 = 10 Ω and R2 = 20 Ω are in series, and the combination is in parallel with R3 = 30 Ω. Find the equivalent resistance.')).toEqual({ v: '15.0 Ω', ok: true });
  });
});
