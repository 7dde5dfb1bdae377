import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; words?: string } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a gas in a container told in words, from one state to another', () => {
  it('reads a balloon, a tire, a spray can, a syringe or a sample as a fixed amount of gas', () => {
    expect(value('A balloon has a volume of 34 L. If the pressure goes from 1.22 atm to 3.11 atm what wil the new volume of the balloon be?')).toEqual({ v: '13.34 L', ok: true });
    expect(value('A balloon has a volume of $34\\ \\text{L}$. If the pressure goes from $1.22\\,\\text{atm}$ to $3.11\\,\\text{atm}$, what will the new volume be?')).toEqual({ v: '13.34 L', ok: true });
    expect(value('La pression d’un ballon de 34 L passe de 1,22 atm à 3,11 atm. Quel est le nouveau volume du ballon ?', 'fr')).toEqual({ v: '13.34 L', ok: true });
    expect(value('A spray can is at 25 °C and 3.0 atm. If it is heated to 125 °C, what is the new pressure?')).toEqual({ v: '4.006 atm', ok: true });
    expect(value('A sample has a volume of 450 mL at 760 mmHg. What is the volume at 380 torr?')).toEqual({ v: '900.0 mL', ok: true });
    expect(value('A balloon has a volume of 2.5 L at 25 °C. What will its volume be at 50 °C?')).toEqual({ v: '2.710 L', ok: true });
    expect(value('A 3.0 L balloon at 20 °C and 100 kPa rises to where it is 5 °C and 80 kPa. What is its new volume?')).toEqual({ v: '3.558 L', ok: true });
    expect(value('A tire is inflated to 220 kPa at 15 °C. After driving, the temperature is 45 °C. What is the new pressure in the tire?')).toEqual({ v: '242.9 kPa', ok: true });
  });

  it('keeps the minus of a temperature below 0 °C, written with a hyphen or a minus sign', () => {
    expect(value('A gas occupies 2.0 L at -23 °C. What volume at 27 °C at constant pressure?')).toEqual({ v: '2.400 L', ok: true });
    expect(value('Un gaz occupe 2,0 L à −23 °C. Quel volume à 27 °C à pression constante ?', 'fr')).toEqual({ v: '2.400 L', ok: true });
    expect(value('A gas at 150 kPa is cooled from 27 °C to −73 °C at constant volume. New pressure?')).toEqual({ v: '100.0 kPa', ok: true });
    expect(value('V1 = 4.0 L, T1 = -20 °C, T2 = 60 °C at constant pressure. V2 ?')).toEqual({ v: '5.264 L', ok: true });
    expect(JSON.stringify(solve('A gas occupies 2.0 L at -23 °C. What volume at 27 °C at constant pressure?', { locale: 'en' }).interpretation)).toContain('T1 = 250.15 K');
  });

  it('says the answer in French with its article', () => {
    expect(solve('Un ballon de 2,0 L à 20 °C est chauffé à 60 °C. Quel est son nouveau volume ?', { locale: 'fr' }).finalAnswer).toBe('Le nouveau volume est 2,273 L.');
  });
});
