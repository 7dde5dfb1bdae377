import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('an amount of substance asked in words', () => {
  it('reads « quantité de matière » and « nombre de moles » with the formula given after the name', () => {
    expect(value("Calculer la quantité de matière correspondant à 0,920 g d'éthanol dont la formule est C2H6O.", 'fr')).toEqual({ v: '0.0200 mol', ok: true });
    expect(value('Calculer le nombre de moles contenues dans 80,0 mg de caféine (C8H10N4O2).', 'fr')).toEqual({ v: '4.12e-4 mol', ok: true });
    expect(value("Calculer la quantité de matière contenue dans $0{,}920\\ \\text{g}$ d'éthanol $\\mathrm{C_2H_6O}$.", 'fr')).toEqual({ v: '0.0200 mol', ok: true });
    expect(value('What amount of substance is contained in 0.920 g of ethanol, C₂H₆O?')).toEqual({ v: '0.0200 mol', ok: true });
  });
  it('reads a mass "of it", « de cet acide » as one of the one substance named before', () => {
    expect(value('Sulfuric acid H2SO4 is used in batteries. How many moles are in 49 g of it?')).toEqual({ v: '0.500 mol', ok: true });
    expect(value("On dispose d'acide sulfurique H2SO4. Quelle quantité de matière y a-t-il dans 49 g de cet acide ?", 'fr')).toEqual({ v: '0.500 mol', ok: true });
    // two substances named before: which one is meant is not said
    expect(value('H2SO4 and HCl are strong acids. How many moles are in 49 g of it?').v).toBeUndefined();
  });
});
