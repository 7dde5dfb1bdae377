import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; steps: string } => {
  const s = solve(input, { subject: 'chemistry', locale });
  return { v: s.answer?.value, ok: s.verified, steps: JSON.stringify(s.steps ?? []) };
};

describe('percent yield told without its equation', () => {
  it('reads the reactants named, then the mass of the product obtained', () => {
    expect(value('127g of copper was reacted with sulfur and 87.86g of copper sulfide CuS was obtained. Calculate the percentage yield.')).toMatchObject({ v: '46.0 %', ok: true });
    expect(value('71 g of chlorine Cl2 reacted with sodium and 19.89 g of sodium chloride NaCl was obtained. What is the percent yield?')).toMatchObject({ v: '17.0 %', ok: true });
    expect(value("On fait réagir 4,0 g de dihydrogène H2 avec du diazote N2 en excès ; on obtient 13,6 g d'ammoniac NH3. Calculer le rendement de la synthèse.", 'fr')).toMatchObject({ v: '60.4 %', ok: true });
  });

  it('completes the equation with the one by-product that balances it, and says so', () => {
    const ca = value('10.0 g of calcium reacts with water to form calcium hydroxide. If 5.00 g of Ca(OH)2 is obtained, what is the percent yield?');
    expect(ca).toMatchObject({ v: '27.0 %', ok: true });
    expect(ca.steps).toMatch(/gives off H2/);
    expect(value('25 g of calcium carbonate was heated and 8.54 g of calcium oxide was obtained. Calculate the percentage yield.')).toMatchObject({ v: '61.0 %', ok: true });
    const fr = value('On chauffe 10,0 g de carbonate de calcium CaCO3 ; on obtient 5,0 g d’oxyde de calcium CaO. Quel est le rendement ?', 'fr');
    expect(fr).toMatchObject({ v: '89.2 %', ok: true });
    expect(fr.steps).toMatch(/dégage aussi CO2/);
  });

  it('reads a product mass said to form, its by-product or partner completed', () => {
    expect(value('When 24.0 g of magnesium burns in oxygen, 36.0 g of magnesium oxide forms. What is the percent yield?')).toMatchObject({ v: '90.5 %', ok: true });
  });

  it('leaves a product mass that is not told as obtained unread', () => {
    expect(value('127 g of copper and 87.86 g of CuS. Percent yield?').v).toBeUndefined();
  });
});
