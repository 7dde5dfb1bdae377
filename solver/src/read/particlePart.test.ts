import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { subject: 'chemistry', locale });
  return [s.answer?.value, s.verified];
};
const refusal = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { subject: 'chemistry', locale }).error?.message;

describe('atoms of a compound counted, never its molecules in their place', () => {
  it('counts the atoms of one element through the formula, in English and French', () => {
    expect(answer('How many oxygen atoms are in 2.0 mol of CO2?')).toEqual(['2.41e24', true]);
    expect(answer('How many H atoms are in 9.0 g of water?')).toEqual(['6.02e23', true]);
    expect(answer("Combien d'atomes d'oxygène y a-t-il dans 0,50 mol de H2SO4 ?", 'fr')).toEqual(['1.20e24', true]);
    expect(answer('How many moles of O atoms are in 49 g of H2SO4?')).toEqual(['2.00 mol', true]);
    expect(answer('How many carbon atoms are in 1.0 g of glucose C6H12O6?')).toEqual(['2.01e22', true]);
    // the substance of a count is the one counted, never the element named in the question
    expect(answer('How many hydrogen atoms are in 2 molecules of methane?')).toEqual(['8.00', true]);
    expect(answer('How many oxygen atoms are there in 1.5 × 10^23 molecules of SO3?')).toEqual(['4.50e23', true]);
  });
  it('counts all the atoms of a compound, as a number or as an amount', () => {
    expect(answer('How many atoms are in 18 g of water?')).toEqual(['1.81e24', true]);
    expect(answer('How many moles of atoms are in 1 mol of water?')).toEqual(['3.00 mol', true]);
    expect(answer('How many atoms are there in 0.50 mol of NH3?')).toEqual(['1.20e24', true]);
  });
  it('still counts the atoms of an element given alone, and the molecules of a compound', () => {
    expect(answer('How many atoms are in 0,25 mol of copper?')).toEqual(['1.51e23', true]);
    expect(answer('How many iron atoms are there in 5.6 g of iron?')).toEqual(['6.04e22', true]);
    expect(answer('How many molecules are in 4.5 g of water?')).toEqual(['1.50e23', true]);
  });
  it('refuses an element the compound does not hold', () => {
    expect(refusal('How many nitrogen atoms are in 2 mol of water?')).toMatch(/H2O holds no N atoms/);
  });
});

describe('ions of a salt and the water of a hydrate', () => {
  it('are refused, naming what was asked, never counted as formula units', () => {
    expect(refusal('How many moles of Cl⁻ ions are in 100 mL of 0.20 M CaCl2?')).toMatch(/part of CaCl2 \("How many moles of Cl⁻ ions are in 100 mL of 0.20 M CaCl2\?"\)/);
    expect(refusal("Quelle quantité de matière d'ions chlorure contient 250 mL d'une solution de chlorure de fer III à 0,10 mol/L ?", 'fr')).toMatch(/partie de FeCl3 \(« quantité de matière d'ions chlorure/);
    expect(refusal('How many moles of H+ are in 50 mL of 0.10 M H2SO4?')).toMatch(/part of H2SO4 \("How many moles of H\+/);
    // the clause asking for the part is named, the other one answered by itself
    expect(refusal('What mass of NaCl is in 250 mL of a 0.5 M solution, and how many chloride ions does it contain?')).toMatch(/\("how many chloride ions does it contain\?"\)/);
    expect(refusal('How many moles of ions are produced when 0.1 mol of Al2(SO4)3 dissolves?')).toMatch(/part of Al2\(SO4\)3/);
    expect(refusal('How many molecules of water are in 0.5 mol of CuSO4·5H2O?')).toMatch(/part of CuSO4·5H2O \("H2O"\)/);
  });
});
