import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readGivenMasses } from './givenMasses';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};

describe('molar masses the statement gives', () => {
  it('reads them as data, not as the molar mass asked', () => {
    expect(readGivenMasses('Quelle est la masse molaire du savon ? M(Na)=23 ; M(C)=12 ; M(O)=16 ; M(H)=1')).toEqual({ masses: { Na: 23, C: 12, O: 16, H: 1 }, rest: 'Quelle est la masse molaire du savon ?' });
    expect(readGivenMasses('Given: M(C) = 12 g/mol. Molar mass of CO2?')?.rest).toBe('. Molar mass of CO2?');
    expect(readGivenMasses('molar mass of CO2')).toBeNull();
    expect(readGivenMasses('If B = 2 and C = 3, find B + C')).toBeNull();
    expect(readGivenMasses('Quelle est la masse molaire du savon C18H35O2Na ? (C = 12 ; H = 1 ; O = 16 ; Na = 23)')?.masses).toEqual({ C: 12, H: 1, O: 16, Na: 23 });
  });

  it('counts the molar mass with them, in both languages', () => {
    expect(value('Le composant essentiel du savon a pour formule C18H35O2Na. Quelle est la masse molaire du savon ? M(Na)=23 ; M(C)=12 ; M(O)=16 ; M(H)=1', 'fr')).toEqual({ v: '306.00 g/mol', ok: true });
    expect(value('Given: M(C) = 12 g/mol, M(H) = 1 g/mol, M(O) = 16 g/mol. What is the molar mass of glucose C6H12O6?')).toEqual({ v: '180.00 g/mol', ok: true });
    expect(value('Calculer la masse molaire de l’éthanol C₂H₆O. Données : M(C) = 12,0 g·mol⁻¹ ; M(H) = 1,0 g·mol⁻¹ ; M(O) = 16,0 g·mol⁻¹', 'fr')).toEqual({ v: '46.000 g/mol', ok: true });
    expect(value('Find the molar mass of H2SO4 (atomic masses: H = 1, S = 32, O = 16).')).toEqual({ v: '98.000 g/mol', ok: true });
    expect(value('Quelle est la masse molaire du savon C18H35O2Na ? On donne en g/mol : C : 12 ; H : 1 ; O : 16 ; Na : 23', 'fr')).toEqual({ v: '306.00 g/mol', ok: true });
    // an element not given takes the table's weight
    expect(value('On donne M(C)=12 g/mol. Calculer la masse molaire de CO2.', 'fr')).toEqual({ v: '43.998 g/mol', ok: true });
  });

  it('uses them for a concentration, and refuses a task that would count with other masses', () => {
    expect(value("Calculer la concentration molaire d'une solution obtenue en dissolvant 5,85 g de NaCl dans 100 mL d'eau. M(Na)=23 ; M(Cl)=35,5", 'fr')).toEqual({ v: '1.00 mol/L', ok: true });
    expect(value('2 H2 + O2 -> 2 H2O. 4.0 g of H2 react. How many grams of H2O? M(H) = 1 g/mol, M(O) = 16 g/mol').error).toMatch(/gives molar masses/);
  });

  it('uses them for the pH of a mass dissolved', () => {
    expect(value('On dissout 0,63 g d’acide nitrique HNO3 dans 250 mL d’eau. Quelle est la concentration en ions $[H_3O^+]$ ? M(H) = 1 g/mol ; M(N) = 14 g/mol ; M(O) = 16 g/mol', 'fr')).toEqual({ v: '0.04000 mol/L', ok: true });
  });
});
