import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { ionicFormula } from './compoundNames';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('equations written with names', () => {
  it('builds ionic formulas from the charges', () => {
    expect(ionicFormula('Fe', 3, 'O', 2)).toBe('Fe2O3');
    expect(ionicFormula('Al', 3, 'SO4', 2, false, true)).toBe('Al2(SO4)3');
    expect(ionicFormula('NH4', 1, 'PO4', 3, true, true)).toBe('(NH4)3PO4');
  });
  it('balances a word equation with an arrow, in English and French', () => {
    expect(answer('zinc + hydrochloric acid --> zinc chloride + hydrogen')).toEqual({ v: 'Zn + 2HCl → ZnCl2 + H2', ok: true });
    expect(answer('balance: copper(II) oxide + hydrogen ==> copper + water')).toEqual({ v: 'CuO + H2 → Cu + H2O', ok: true });
    expect(answer('Équilibrer : éthane + dioxygène → dioxyde de carbone + eau', 'fr')).toEqual({ v: '2C2H6 + 7O2 → 4CO2 + 6H2O', ok: true });
    expect(answer('ajuster : aluminium + dioxygène → oxyde d’aluminium', 'fr')).toEqual({ v: '4Al + 3O2 → 2Al2O3', ok: true });
  });
  it('balances a reaction told in a sentence when an equation is asked', () => {
    expect(answer('Magnesium reacts with oxygen to form magnesium oxide. Write the balanced equation.')).toEqual({ v: '2Mg + O2 → 2MgO', ok: true });
    expect(answer('Iron burns in chlorine to give iron (III) chloride: write the equation.')).toEqual({ v: '2Fe + 3Cl2 → 2FeCl3', ok: true });
  });
  it('reads subscripts with underscores and long arrows', () => {
    expect(answer('balance N_2 + H_2 --> NH_3')).toEqual({ v: 'N2 + 3H2 → 2NH3', ok: true });
  });
  it('names the combustion of a hydrocarbon in the plural too', () => {
    expect(answer('balanced equation for the combustions of butane?')).toEqual({ v: '2C4H10 + 13O2 → 8CO2 + 10H2O', ok: true });
  });
  it('leaves an oxide of unstated charge unread', () => {
    expect(answer('iron + oxygen = iron oxide').v).toBeUndefined();
  });
});
