import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string): { v: string | undefined; ok: boolean } => {
  const s = solve(input, {});
  return { v: s.answer?.value, ok: s.verified };
};

describe('stoichiometry as typed around the equation', () => {
  it('reads the equation in parentheses or after the question, and a reactant consumed as the target', () => {
    expect(value('how many grams of O2 are needed to burn 1.00 mol CH4 completely? (CH4 + 2O2 → CO2 + 2H2O)')).toEqual({ v: '64.0 g', ok: true });
    expect(value('how many grams of O2 are needed to burn 1.00 mol CH4?  CH4 + 2O2 → CO2 + 2H2O')).toEqual({ v: '64.0 g', ok: true });
    expect(value('How many grams of CO2 form from 16 g of CH4? CH4 + 2O2 → CO2 + 2H2O')).toEqual({ v: '43.9 g', ok: true });
  });
  it('never answers a question about one substance with the mass of another', () => {
    expect(value('how many grams of O2 correspond to 1.00 mol CH4?').v).toBeUndefined();
    expect(value('how many grams are in 2 mol of H2O?')).toEqual({ v: '36.0 g', ok: true });
  });
});

describe('a gas volume at STP from a reaction', () => {
  it('turns the amount of the gas into litres at 0 °C and 1 atm', () => {
    expect(value('How many liters of O2 at STP are needed to burn 16 g of CH4? CH4 + 2O2 -> CO2 + 2H2O')).toEqual({ v: '44.7 L', ok: true });
    expect(value('What volume of CO2 at STP is produced when 10.0 g of CaCO3 decomposes? CaCO3 -> CaO + CO2')).toEqual({ v: '2.24 L', ok: true });
    expect(value('CaCO3 -> CaO + CO2. Quel volume de CO2 obtient-on dans les CNTP à partir de 5,0 g de CaCO3 ?').v).toBe('1.12 L');
  });

  it('reads the substances asked and given by their names, each the species of the equation with its composition', () => {
    expect(value('What mass of carbon dioxide is produced by the complete combustion of 10 g of methane?')).toEqual({ v: '27.4 g', ok: true });
    expect(value('Quelle masse de dioxyde de carbone est produite par la combustion complète de 10 g de méthane ?')).toEqual({ v: '27.4 g', ok: true });
    expect(value('Calculate the mass of water formed by the combustion of 23 g of ethanol C2H5OH.')).toEqual({ v: '27.0 g', ok: true });
    expect(value('Calculer la masse d’eau formée lors de la combustion de 23 g d’éthanol.')).toEqual({ v: '27.0 g', ok: true });
  });
});

describe('a product asked by name with no equation written', () => {
  it('writes the reactants told as reacting against that product, in English and French', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['How many grams of water are produced when 4.0 g of H2 react with 16 g of O2?', 'en', '18.0 g'],
      ["Quelle masse d'eau obtient-on quand 4,0 g de H2 réagissent avec 16 g de O2 ?", 'fr', '18.0 g'],
      ['How many moles of NaCl are formed when 2.0 mol Na reacts with 1.5 mol Cl2?', 'en', '2.00 mol'],
      ['Let 5.0 g of Mg react with 5.0 g of O2. How many grams of MgO can be formed?', 'en', '8.29 g'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale, subject: 'chemistry' });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });

  it('reads "how much" of a product in the unit of the mass given, never as the amount of the reactant', () => {
    expect(value('If 32 g of methane reacts completely with oxygen, how much water is produced?')).toEqual({ v: '71.9 g', ok: true });
    expect(value('How much CO2 is produced when 2.0 mol of propane burns?')).toEqual({ v: '6.00 mol', ok: true });
  });
  it('completes the by-product left unnamed (CO2 beside Fe) and finds the limiting reagent', () => {
    const s = solve('How many grams of Fe are produced when 80 g of Fe2O3 react with 30 g of CO?', { subject: 'chemistry' });
    expect([s.answer?.value, s.verified]).toEqual(['39.9 g', true]);
    expect(JSON.stringify(s.steps)).toMatch(/gives off CO2/);
  });
  it('finds the reactant that runs out first however it is named (« en défaut », “runs out first”)', () => {
    expect(value('Soit la réaction 2 Al + 3 Cl2 → 2 AlCl3. On mélange 2,7 g d’aluminium et 7,1 g de dichlore. Quel réactif est en défaut ?')).toEqual({ v: 'Cl2', ok: true });
    expect(value('2 Al + 3 Cl2 → 2 AlCl3: 2.7 g Al and 7.1 g Cl2. Which reactant runs out first?')).toEqual({ v: 'Cl2', ok: true });
  });
});
