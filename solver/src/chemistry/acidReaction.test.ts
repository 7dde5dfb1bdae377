import { describe, expect, it } from 'vitest';
import { acidReaction } from './acidReaction';

describe('the reaction of two reactants named alone', () => {
  it('writes an acid with a hydroxide, a carbonate, an oxide, a metal or ammonia', () => {
    expect(acidReaction('H2SO4', 'NaOH')?.products).toEqual(['Na2SO4', 'H2O']);
    expect(acidReaction('HCl', 'CaCO3')?.products).toEqual(['CaCl2', 'H2O', 'CO2']);
    expect(acidReaction('HNO3', 'NaHCO3')?.products).toEqual(['NaNO3', 'H2O', 'CO2']);
    expect(acidReaction('HCl', 'Fe2O3')?.products).toEqual(['FeCl3', 'H2O']);
    expect(acidReaction('H2SO4', 'Al')?.products).toEqual(['Al2(SO4)3', 'H2']);
    expect(acidReaction('H3PO4', 'Ca(OH)2')?.products).toEqual(['Ca3(PO4)2', 'H2O']);
    expect(acidReaction('HCl', 'NH3')?.products).toEqual(['NH4Cl']);
  });
  it('exchanges the ions of two salts towards the product asked or the one precipitate, and writes nothing it does not know', () => {
    expect(acidReaction('AgNO3', 'NaCl', 'AgCl')?.products).toEqual(['AgCl', 'NaNO3']);
    expect(acidReaction('AgNO3', 'NaCl')?.products).toEqual(['AgCl', 'NaNO3']);
    expect(acidReaction('BaCl2', 'Na2SO4')?.products).toEqual(['BaSO4', 'NaCl']);
    // no precipitate, no reaction
    expect(acidReaction('NaCl', 'KNO3')).toBeNull();
    expect(acidReaction('HCl', 'Cu')).toBeNull();
    expect(acidReaction('HCl', 'C6H12O6')).toBeNull();
    expect(acidReaction('HCl', 'H2SO4')).toBeNull();
  });
});
