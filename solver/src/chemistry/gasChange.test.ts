import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a fixed amount of gas changing state', () => {
  it('applies Charles, Boyle, Gay-Lussac or the combined law', () => {
    expect(value('2.5 L of gas at 27 °C is heated to 127 °C at constant pressure. New volume?')).toEqual({ v: '3.333 L', ok: true });
    expect(value('P1 = 1.2 atm, V1 = 4.0 L, T1 = 300 K → P2 = 0.80 atm, T2 = 350 K. V2 ?')).toEqual({ v: '7.000 L', ok: true });
    expect(value('Un gaz occupe 3 L sous 1 bar ; on le comprime à 2 bar à température constante. Quel est le nouveau volume ?', 'fr')).toEqual({ v: '1.500 L', ok: true });
    expect(value('A gas at 100 kPa and 300 K is heated at constant volume to 450 K. Final pressure?')).toEqual({ v: '150.0 kPa', ok: true });
  });

  it('finds the quantity asked once the constant one is set aside', () => {
    expect(value('A gas occupies 500 mL at 1.0 atm. What volume at 2.5 atm and the same temperature?')).toEqual({ v: '200.0 mL', ok: true });
    expect(value('A balloon holds 2.0 L of helium at 25 °C. What is its volume at 50 °C at constant pressure?')).toEqual({ v: '2.168 L', ok: true });
  });

  it('refuses a state it cannot complete, and checks answers itself', () => {
    // the pressure given once, neither asked nor said constant
    expect(value('2.5 L of gas at 27 °C and 1 atm is heated to 127 °C. New volume?').v).toBeUndefined();
    const t = readTask({ raw: 'P1 = 1.2 atm, V1 = 4.0 L, T1 = 300 K → P2 = 0.80 atm, T2 = 350 K. V2 ?', text: 'x' }).task;
    expect(t?.kind).toBe('gas_change');
    if (!t) return;
    expect(verifyTask(t, { kind: 'quantity', value: '7.000 L' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '5.143 L' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });
});
