import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { locale });
  return [s.answer?.value, s.verified];
};

describe('a solution reacting with another substance', () => {
  it('takes c·V of the solution and the mole ratio of the reaction, never the making of a solution of the other', () => {
    expect(value('What mass of NaOH is required to react exactly with 25.0 mL of 1.2 M H2SO4?')).toEqual(['2.40 g', true]);
    expect(value('What mass of KOH is required to react exactly with 25.0 mL of 1.2 M H3PO4?')).toEqual(['5.05 g', true]);
    expect(value('How many grams of Mg are needed to react with 50.0 mL of 2.0 M HCl?')).toEqual(['1.22 g', true]);
    expect(value('What mass of Fe2O3 is needed to react with 50.0 mL of 3.0 M HCl?')).toEqual(['3.99 g', true]);
    expect(value('Calculate the mass of Ca(OH)₂ needed to neutralise 150 cm³ of 0.40 mol dm⁻³ HNO₃.')).toEqual(['2.22 g', true]);
    expect(value('How many grams of $\\mathrm{Na_2CO_3}$ react with 50.0 mL of 0.20 M $\\mathrm{HCl}$?')).toEqual(['0.530 g', true]);
    expect(value('What mass of Na₂CO₃ reacts with 50.0 mL of 0.20 mol L⁻¹ HCl?')).toEqual(['0.530 g', true]);
    expect(value("Quelle masse de carbonate de calcium CaCO3 réagit avec 200 mL d'acide chlorhydrique HCl à 0,5 mol/L ?", 'fr')).toEqual(['5.00 g', true]);
    expect(value("Quelle masse d'hydroxyde de sodium NaOH faut-il pour neutraliser 20,0 mL d'acide sulfurique à 0,10 mol/L ?", 'fr')).toEqual(['0.160 g', true]);
  });

  it('uses the equation written, and gives a product asked', () => {
    expect(value('Mg + 2HCl → MgCl2 + H2. How many grams of Mg react with 50.0 mL of 2.0 M HCl?')).toEqual(['1.22 g', true]);
    expect(value('Given that 2HCl + Na2CO3 → 2NaCl + H2O + CO2, how many moles of Na2CO3 react with 40.0 mL of 0.150 M HCl?')).toEqual(['0.00300 mol', true]);
    expect(value('What mass of AgCl precipitates when 20.0 mL of 0.10 M AgNO3 reacts with excess NaCl?')).toEqual(['0.287 g', true]);
    expect(value('How many grams of H2 are produced when 50.0 mL of 2.0 M HCl reacts with excess magnesium?')).toEqual(['0.101 g', true]);
    expect(value('Calcium carbonate reacts with aqueous HCl to give CaCl2 and CO2. What mass of CaCO3 is required to react completely with 25 mL of 0.75 M HCl?')).toEqual(['0.938 g', true]);
    expect(value('Zinc reacts with 40.0 cm3 of 0.50 mol dm-3 hydrochloric acid. Calculate the volume of hydrogen produced at STP.')).toEqual(['0.224 L', true]);
    // added, poured: the same reaction; the acid runs out before the magnesium
    expect(value('Excess CaCO3 is added to 50 mL of 2.0 M HCl. What mass of CO2 is produced?')).toEqual(['2.20 g', true]);
    expect(value("On verse 20 mL d'acide chlorhydrique à 0,10 mol/L sur du carbonate de calcium en excès. Quel volume de CO2 se dégage dans les CNTP ?", 'fr')).toEqual(['0.0224 L', true]);
    expect(value('2.0 g of Mg is added to 100 mL of 1.0 M HCl. What mass of MgCl2 is formed?')).toEqual(['4.76 g', true]);
    // the solution's own solute asked: no reaction to count
    expect(value('What mass of KOH is in 50.0 mL of 0.50 M KOH that reacts with HCl?')).toEqual(['1.40 g', true]);
  });

  it('writes the reaction of two substances named with no solution and no equation', () => {
    expect(value('How many grams of NaOH are needed to neutralise 4.9 g of H2SO4?')).toEqual(['4.00 g', true]);
    expect(value('What mass of CaCO3 reacts with 0.50 mol of HCl?')).toEqual(['25.0 g', true]);
  });

  it('gives the volume of the solution needed, or its concentration from a titration', () => {
    expect(value('What volume of 0.25 M HCl is needed to react with 2.0 g of CaCO3?')).toEqual(['160 mL', true]);
    expect(value('What volume of 0.1 M NaOH reacts with 1.26 g of oxalic acid H2C2O4?')).toEqual(['280 mL', true]);
    expect(value("Quel volume d'acide chlorhydrique à 0,20 mol/L faut-il pour faire réagir 1,0 g de carbonate de calcium ?", 'fr')).toEqual(['99.9 mL', true]);
    expect(value('A 0.500 g sample of Na2CO3 is titrated with HCl; 23.5 mL of the acid is needed. Calculate the molarity of the HCl.')).toEqual(['0.401 mol/L', true]);
    expect(value('What volume of 0.250 M H2SO4 reacts with 30.0 mL of 0.100 M NaOH?')).toEqual(['6.00 mL', true]);
  });

  it('refuses a reaction it cannot write, or a solution it cannot place', () => {
    const noble = solve('What mass of copper reacts with 50 mL of 1.0 M HCl?', { locale: 'fr' });
    expect(noble.answer).toBeNull();
    expect(noble.error?.message).toContain('réaction avec une solution');
    // which substance the 0.1 M solution is of is not said
    expect(value('What mass of NaOH is needed to prepare 500 mL of 0.1 M solution to react with HCl?')[0]).toBeUndefined();
    // the sodium hydroxide's concentration is not given
    expect(value("On dose 20,0 mL d'une solution de soude NaOH par de l'acide sulfurique H2SO4 à 0,050 mol/L. Quel volume d'acide faut-il ?", 'fr')[0]).toBeUndefined();
  });

  it('checks the answer by c·V against the mole ratio, and reads its own statement back', () => {
    for (const input of ['What mass of NaOH is required to react exactly with 25.0 mL of 1.2 M H2SO4?', 'What volume of 0.25 M HCl is needed to react with 2.0 g of CaCO3?', '25.0 mL of HCl reacts exactly with 0.530 g of Na2CO3. What is the concentration of the HCl?']) {
      const t = readTask({ raw: input, text: input }).task;
      expect(t?.kind).toBe('stoichiometry');
      if (!t) continue;
      expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
    }
    const t = readTask({ raw: 'What mass of NaOH is required to react exactly with 25.0 mL of 1.2 M H2SO4?', text: 'x' }).task;
    expect(t && verifyTask(t, { kind: 'quantity', value: '2.40 g' })).toBe(true);
    expect(t && verifyTask(t, { kind: 'quantity', value: '1.20 g' })).toBe(false);
  });
});
