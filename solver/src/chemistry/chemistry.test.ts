import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { parseSpecies } from './formula';

const value = (input: string, subject?: string): { v: string | undefined; ok: boolean } => {
  const s = solve(input, subject ? { subject } : {});
  return { v: s.answer?.value, ok: s.verified };
};

describe('formulas', () => {
  it('reads groups, hydrates and charges', () => {
    expect(Object.fromEntries(parseSpecies('(NH4)2SO4').counts)).toEqual({ N: 2, H: 8, S: 1, O: 4 });
    expect(Object.fromEntries(parseSpecies('CuSO4.5H2O').counts)).toEqual({ Cu: 1, S: 1, O: 9, H: 10 });
    expect(parseSpecies('Fe3+')).toMatchObject({ body: 'Fe', charge: 3 });
    expect(parseSpecies('SO42-')).toMatchObject({ body: 'SO4', charge: -2 });
    expect(parseSpecies('NH4+')).toMatchObject({ body: 'NH4', charge: 1 });
    expect(parseSpecies('Fe{3+}')).toMatchObject({ body: 'Fe', charge: 3 });
    expect(parseSpecies('H2O(l)')).toMatchObject({ body: 'H2O', charge: 0 });
  });
});

describe('chemistry problems', () => {
  it('balances, in English and French, with charges', () => {
    expect(value('balance Fe + O2 -> Fe2O3')).toEqual({ v: '4Fe + 3O2 → 2Fe2O3', ok: true });
    expect(value('équilibrer Al + O2 → Al2O3')).toEqual({ v: '4Al + 3O2 → 2Al2O3', ok: true });
    expect(value('C2H6 + O2 = CO2 + H2O')).toEqual({ v: '2C2H6 + 7O2 → 4CO2 + 6H2O', ok: true });
    expect(value('balance Cu + Ag+ -> Cu2+ + Ag')).toEqual({ v: 'Cu + 2Ag^+ → Cu^2+ + 2Ag', ok: true });
    expect(value('balance H2 + O2 + H2O2 -> H2O').v).toBeUndefined();
  });
  it('computes quantities with units', () => {
    expect(value('molar mass of Ca(OH)2')).toEqual({ v: '74.092 g/mol', ok: true });
    expect(value('masse de 0,25 mol de CO2')).toEqual({ v: '11.0 g', ok: true });
    expect(value('how many moles in 36 g of H2O').v).toBe('2.00 mol');
    expect(value('what is the pOH of a 0.001 M HNO3 solution')).toEqual({ v: '11.000', ok: true });
    expect(value('quel volume occupent 1,5 mol de gaz à 25 °C et 1 atm ?').v).toBe('36.70 L');
  });
  it('leaves algebra alone', () => {
    expect(solve('x + y = 3').method).not.toMatch(/chemistry/);
  });

  it('reads particles asked with a name or formula before the word', () => {
    expect(value('number of water molecules in 10.0 g of H2O')).toEqual({ v: '3.34e23', ok: true });
    expect(value('how many CO2 molecules are in 2 mol of CO2')).toEqual({ v: '1.20e24', ok: true });
  });

  it('refuses what it would answer as another quantity', () => {
    // moles asked of a part (O atoms) of an amount given in moles: the atoms each formula unit holds, never the compound's mass
    expect(value('moles of O atoms in 2.5 mol of Ca(NO3)2', 'chemistry')).toEqual({ v: '15.0 mol', ok: true });
    // a mass concentration is no mass: it gives the molar concentration through the molar mass
    expect(value('Concentration massique 12 g/L de NaOH : concentration molaire ?', 'chemistry').v).toBe('0.3000 mol/L');
    expect(value('12 g of NaOH dissolved in 500 mL of water: molarity?')).toEqual({ v: '0.600 mol/L', ok: true });
  });
});

describe('chemistry phrasings read by family', () => {
  it('reads units spelled out after a number', () => {
    expect(value('How many grams are in 2.5 moles of sulfuric acid (H2SO4)?', 'chemistry')).toEqual({ v: '245 g', ok: true });
    expect(value('Convert 2.5 moles of H2SO4 to grams', 'chemistry')).toEqual({ v: '245 g', ok: true });
    expect(value('Combien de moles y a-t-il dans 58,5 grammes de NaCl ?', 'chemistry')).toEqual({ v: '1.00 mol', ok: true });
  });
  it('takes STP as 0 °C and 1 atm, and answers a mass of gas when a mass is asked', () => {
    expect(value('What volume does 2 mol of an ideal gas occupy at STP?', 'chemistry')).toEqual({ v: '44.83 L', ok: true });
    expect(value('What is the mass of 5.6 L of CO2 at STP?', 'chemistry')).toEqual({ v: '11.00 g', ok: true });
    expect(value('A 5.00 L balloon at 25 °C contains helium at 1.2 atm. How many grams of helium are inside?', 'chemistry')).toEqual({ v: '0.9817 g', ok: true });
  });
  it('answers the water to add in a dilution, not the final volume', () => {
    const s = solve("On dispose de 200 mL d'une solution de concentration 0,5 mol/L. Quel volume d'eau faut-il ajouter pour obtenir une concentration de 0,1 mol/L ?", { subject: 'chemistry', locale: 'fr' });
    expect(s.answer?.value).toBe('800 mL');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain("volume d'eau à ajouter");
    expect(value('How much water must be added to 50 mL of 2.0 M HCl to make it 0.5 M?', 'chemistry')).toEqual({ v: '150 mL', ok: true });
  });
});

describe('reactions and substances named in words', () => {
  it('reads "A reacts with B to form C" as the equation of a stoichiometry problem', () => {
    expect(value('If 10 g of H2 react with 64 g of O2 to form water, which is the limiting reagent?', 'chemistry')).toEqual({ v: 'O2', ok: true });
    expect(value('On fait réagir 2,4 g de magnésium avec 1,6 g de dioxygène pour former MgO. Quel est le réactif limitant ?', 'chemistry')).toEqual({ v: 'Mg', ok: true });
    expect(value('12 g of carbon burns in oxygen to form carbon dioxide. What mass of CO2 forms?', 'chemistry')).toEqual({ v: '44.0 g', ok: true });
  });
  it('never reads a longer name by its first word ("carbon dioxide" is not carbon)', () => {
    expect(value('What is the mass of 2 mol of carbon dioxide?', 'chemistry')).toEqual({ v: '88.0 g', ok: true });
    expect(value('What is the mass of 2 mol of carbon?', 'chemistry')).toEqual({ v: '24.0 g', ok: true });
  });
});

describe('percent composition and substances named before the amount', () => {
  it('computes the percent by mass of an element, and refuses an element the compound lacks', () => {
    expect(value('What is the percent by mass of oxygen in H2O?', 'chemistry')).toEqual({ v: '88.81 %', ok: true });
    expect(value('Calculer le pourcentage massique du fer dans Fe2O3', 'chemistry')).toEqual({ v: '69.94 %', ok: true });
    const none = solve('mass percent of sodium in CO2', { subject: 'chemistry' });
    expect(none.answer).toBeNull();
    expect(none.error?.message).toContain('CO2 contains no Na');
  });
  it('reads the substance named before the amount given', () => {
    expect(value('How many moles of carbon dioxide are in 88 g?', 'chemistry')).toEqual({ v: '2.00 mol', ok: true });
  });
});

describe('combustion', () => {
  it('writes the complete combustion of a compound of C, H (and O) in O2, as the student named it', () => {
    expect(value('Balance the combustion of ethanol C2H5OH', 'chemistry')).toEqual({ v: 'C2H5OH + 3O2 → 2CO2 + 3H2O', ok: true });
    expect(value('Équilibrer la combustion complète du propane C3H8', 'chemistry')).toEqual({ v: 'C3H8 + 5O2 → 3CO2 + 4H2O', ok: true });
    expect(value('What mass of CO2 is produced when 16 g of methane burns?', 'chemistry')).toEqual({ v: '43.9 g', ok: true });
  });
  it('refuses a compound whose combustion gives other products', () => {
    expect(value('Balance the combustion of NH3', 'chemistry').v).toBeUndefined();
  });
});

describe('a count of entities from an amount of a substance named in words only', () => {
  it('needs no formula to count molecules, but one to weigh them', () => {
    expect(value("Un comprimé d'aspirine contient n = 2,78 × 10^-3 mol de molécules d'aspirine. Combien de molécules ingère le patient ?", 'chemistry')).toEqual({ v: '1.67e21', ok: true });
    expect(value('A tablet contains 2.78 x 10^-3 mol of aspirin. How many molecules is that?')).toEqual({ v: '1.67e21', ok: true });
    expect(value("Combien de grammes dans 2,78 × 10^-3 mol d'aspirine ?").v).toBeUndefined();
  });
});
