import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { byProduct } from './byProduct';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; steps: string } => {
  const s = solve(input, { subject: 'chemistry', locale });
  return { v: s.answer?.value, ok: s.verified, steps: JSON.stringify(s.steps ?? []) };
};

describe('the product a reaction told in words leaves unnamed', () => {
  it('is the one small molecule, else the one salt or oxide, with which the equation balances', () => {
    expect(byProduct(['Zn', 'HCl'], ['H2'])).toBe('ZnCl2');
    expect(byProduct(['CaCO3'], ['CO2'])).toBe('CaO');
    expect(byProduct(['KClO3'], ['O2'])).toBe('KCl');
    expect(byProduct(['CH4', 'O2'], ['H2O'])).toBe('CO2');
    // sodium hydrogen carbonate gives two unnamed products: none is guessed
    expect(byProduct(['NaHCO3'], ['H2O'])).toBeNull();
  });

  it('answers a product asked by name beside it, in English and French', () => {
    expect(value('What mass of hydrogen gas is produced when 2.50 g of zinc is reacted with excess hydrochloric acid?')).toMatchObject({ v: '0.0771 g', ok: true });
    const caco3 = value('How many grams of CO2 are formed when 10.0 g of CaCO3 decomposes?');
    expect(caco3).toMatchObject({ v: '4.40 g', ok: true });
    expect(caco3.steps).toMatch(/CaO/);
    expect(value('How many grams of oxygen gas are produced by the decomposition of 24.5 g of potassium chlorate, KClO3?')).toMatchObject({ v: '9.60 g', ok: true });
    const fr = value("Quelle masse de dihydrogène se forme quand 4,86 g de magnésium réagissent avec de l'acide chlorhydrique en excès ?", 'fr');
    expect(fr).toMatchObject({ v: '0.403 g', ok: true });
    expect(fr.steps).toMatch(/MgCl2/);
  });

  it('reads a gas given off and a solid heated, in either language', () => {
    expect(value('Quelle masse de dioxyde de carbone se dégage lors de la décomposition de 20 g de carbonate de calcium ?', 'fr')).toMatchObject({ v: '8.79 g', ok: true });
    expect(value('How many grams of CaO are obtained by heating 50.0 g of limestone CaCO3?')).toMatchObject({ v: '28.0 g', ok: true });
  });

  it('leaves a reaction with two unnamed products, or two possible ones, unanswered', () => {
    expect(value('How many grams of water are produced when 10.0 g of NaHCO3 decomposes?').v).toBeUndefined();
    // sodium in water could give NaOH or Na2O as far as the atoms tell: nothing is guessed
    expect(value('How many grams of hydrogen are released when 4.6 g of sodium reacts with water?').v).toBeUndefined();
  });
});
