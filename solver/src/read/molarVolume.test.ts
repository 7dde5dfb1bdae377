import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { readMolarVolume } from './molarVolume';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a molar volume given as data', () => {
  it('is read out of the text', () => {
    expect(readMolarVolume('Le volume molaire gazeux vaut 25,0 L.mol-1. Quelle quantité de matière contient 50,0 mL de N2O ?')).toEqual({ vm: 25, rest: 'Quelle quantité de matière contient 50,0 mL de N2O ?' });
    expect(readMolarVolume('50 mL of N2O')).toBeNull();
  });

  it('turns a volume of gas into an amount or a mass, and back', () => {
    expect(value('Le volume molaire gazeux vaut 25,0 L.mol-1. Quelle quantité de matière contient 50,0 mL de N2O ?', 'fr')).toEqual({ v: '0.00200 mol', ok: true });
    expect(value('The molar volume is 24.0 L/mol. What volume do 3.2 g of O2 occupy?')).toEqual({ v: '2.40 L', ok: true });
    expect(value('Données : $V_m = 24{,}0\\ \\text{L·mol}^{-1}$. Calculer la masse de 1,2 L de dioxyde de carbone CO2.', 'fr')).toEqual({ v: '2.20 g', ok: true });
    expect(value('Taking the molar volume as 22.4 L/mol, how many moles are in 5.6 L of CO2?')).toEqual({ v: '0.250 mol', ok: true });
    const raw = 'Le volume molaire gazeux vaut 25,0 L.mol-1. Quelle quantité de matière contient 50,0 mL de N2O ?';
    const t = readTask({ raw, text: raw }).task;
    expect(t && readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });

  it('takes 0 °C and 1 atm for STP', () => {
    expect(value('what volume does 64 g of O2 occupy at STP')).toEqual({ v: '44.83 L', ok: true });
    expect(value('Quel volume occupent 64 g de O2 dans les CNTP ?', 'fr')).toEqual({ v: '44.83 L', ok: true });
  });
});
