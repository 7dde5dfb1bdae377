import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { subject: 'chemistry', locale });
  return [s.answer?.value, s.verified];
};
const refusal = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { subject: 'chemistry', locale }).error?.message;

describe('the pH of a strong acid or base diluted before it is asked', () => {
  it('reads the volume taken and the volume it is made up to', () => {
    expect(answer('10 mL of 0.1 M HCl is diluted to 1 L. What is the pH?')).toEqual(['3.000', true]);
    expect(answer('What is the pH of a solution made by diluting 5 mL of 0.2 M NaOH to 250 mL?')).toEqual(['11.602', true]);
    expect(answer("On dilue 10 mL d'acide chlorhydrique à 0,1 mol/L dans une fiole de 100 mL. Quel est le pH de la solution obtenue ?", 'fr')).toEqual(['2.000', true]);
    expect(answer('Given that 50 mL of 0.2 M H2SO4 is made up to 1.0 L with distilled water, calculate the pH.')).toEqual(['1.699', true]);
    expect(answer('25.0 mL of $2.0 \\times 10^{-2}$ M HNO₃ is diluted to 500.0 mL with water. Find the pH of the diluted solution.')).toEqual(['3.000', true]);
    expect(answer('Distilled water is added to 25.0 mL of a 1.00 M HCl solution. The new solution has a volume of 2.00 L. What is the pH of the new solution?')).toEqual(['1.903', true]);
    expect(answer('Calculate the pH of a solution prepared by diluting 3.0mL of 2.5M HCl to a final volume of 100mL with H2O.')).toEqual(['1.125', true]);
    expect(answer("On prélève 5,0 mL d'une solution d'acide chlorhydrique à 1,0.10-1 mol/L que l'on verse dans une fiole jaugée de 50,0 mL, et on complète jusqu'au trait de jauge. Calculer le pH de la solution obtenue.", 'fr')).toEqual(['2.000', true]);
  });
  it('reads the water added to the volume taken', () => {
    expect(answer('What is the pH of the solution obtained by adding 90 mL of water to 10 mL of 0.01 M HCl?')).toEqual(['3.000', true]);
    expect(answer('What is the pH of the solution obtained by mixing 20 mL of 0.1 M HCl and 30 mL of water?')).toEqual(['1.398', true]);
    expect(answer("On ajoute 450 mL d'eau à 50 mL d'une solution d'acide chlorhydrique à 0,020 mol/L. Calculer le pH du mélange.", 'fr')).toEqual(['2.699', true]);
  });
  it('reads a dilution factor in words, in digits and as a fraction', () => {
    expect(answer('What is the pH of a 0.1 M HCl solution after it is diluted 100 times?')).toEqual(['3.000', true]);
    expect(answer('What is the pH of a 0.1 M HCl solution diluted tenfold?')).toEqual(['2.000', true]);
    expect(answer('A solution of 0.1 M HCl is diluted by a factor of 50. Calculate the pH.')).toEqual(['2.699', true]);
    expect(answer('Une solution de soude à 1,0.10-2 mol/L est diluée 10 fois. Calculer le pH de la solution diluée.', 'fr')).toEqual(['11.000', true]);
    expect(answer("Une solution d'acide chlorhydrique de concentration 0,1 mol/L est diluée au dixième. Quel est son pH ?", 'fr')).toEqual(['2.000', true]);
    expect(answer('What is the pH of a 0.001 M HCl solution that has been diluted with 9 times its volume of water?')).toEqual(['4.000', true]);
    expect(answer('What is the pH when 0.1 M HCl is mixed with an equal volume of water?')).toEqual(['1.301', true]);
    expect(answer('The volume of a 0.1 M NaOH solution is doubled by adding water. What is the new pH?')).toEqual(['12.699', true]);
  });
  it('dilutes a solution made from a mass or an amount dissolved', () => {
    expect(answer('What is the pH of a solution prepared by dissolving 0.40 g of NaOH in water to make 100 mL of solution, then diluting it 10 times?')).toEqual(['12.000', true]);
    expect(answer("On dissout 0,365 g de HCl dans 100 mL d'eau, puis on dilue la solution 10 fois. Quel est le pH ?", 'fr')).toEqual(['1.999', true]);
    expect(answer('0.020 mol of HNO3 is dissolved in water to make 500 mL of solution; 50 mL of this solution is then diluted to 1.0 L. What is the pH of the final solution?')).toEqual(['2.699', true]);
  });
  it('dilutes a weak acid or base before its equilibrium is worked out', () => {
    expect(answer('What is the pH of 0.1 M acetic acid (Ka = 1.8e-5) after it is diluted tenfold?')).toEqual(['3.382', true]);
    expect(answer("On dilue 10 fois une solution d'acide éthanoïque de concentration 1,0.10-1 mol/L (pKa = 4,8). Calculer le pH de la solution diluée.", 'fr')).toEqual(['3.409', true]);
    expect(answer('10 mL of 0.20 M NH3 (Kb = 1.8 × 10^-5) is diluted to 100 mL. Find the pH.')).toEqual(['10.772', true]);
  });
  it('still answers the solution as given when no dilution is said, or the stock is asked', () => {
    expect(answer('What is the pH of 250 mL of 0.1 M HCl?')).toEqual(['1.000', true]);
    expect(answer('What is the pH of the stock solution of 0.1 M HCl before dilution, if 10 mL of it will be diluted to 100 mL?')).toEqual(['1.000', true]);
  });
  it('refuses a dilution it cannot read whole, never answering for the stock', () => {
    expect(refusal('A 0.01 M HCl solution is diluted with water. What is the pH?')).toMatch(/could not read the dilution: neither the volumes nor the factor/);
    expect(refusal('100 mL of 0.1 M HCl is diluted to 50 mL. What is the pH?')).toMatch(/final volume is not larger/);
    expect(refusal("Une solution d'acide nitrique à 0,01 mol/L est diluée avec de l'eau. Quel est son pH ?", 'fr')).toMatch(/nous n'avons pas pu lire la dilution/);
    expect(refusal('A solution of pH 3 is diluted 100 times. What is the pH of the diluted solution?')).toMatch(/diluted before the question|pH/);
  });
});

describe('a concentration diluted with the water added told', () => {
  it('takes the final volume as the volume taken plus the water, never the water alone', () => {
    expect(answer('What is the concentration of the solution obtained when 50 mL of water is added to 25 mL of 0.20 M NaCl?')).toEqual(['0.0667 mol/L', true]);
    expect(answer("On ajoute 150 mL d'eau distillée à 50 mL d'une solution de sulfate de cuivre à 0,40 mol/L. Quelle est la nouvelle concentration ?", 'fr')).toEqual(['0.100 mol/L', true]);
    expect(answer('20 mL of 1.0 M KCl is mixed with 80 mL of water. Find the molarity of the mixture.')).toEqual(['0.200 mol/L', true]);
    expect(answer('What is the concentration of a 2.0 M HCl solution after 100 mL of it is diluted with 400 mL of water?')).toEqual(['0.400 mol/L', true]);
  });
  it('reads a concentration diluted by a factor, and keeps the amount asked of it', () => {
    expect(answer('250 mL of 0.50 M NaCl is diluted tenfold. What is the new concentration?')).toEqual(['0.0500 mol/L', true]);
    expect(answer("On dilue 10 fois 100 mL d'une solution de chlorure de sodium à 0,50 mol/L. Quelle est la concentration de la solution fille ?", 'fr')).toEqual(['0.0500 mol/L', true]);
    expect(answer('Une solution de concentration 0,20 mol/L est diluée 20 fois. Calculer la concentration de la solution diluée.', 'fr')).toEqual(['0.0100 mol/L', true]);
    expect(answer('100 mL of 0.50 M NaCl is diluted with water. How many moles of NaCl are in the diluted solution?')).toEqual(['0.0500 mol', true]);
  });
  it('asks the stock back when said so', () => {
    expect(answer('50 mL of water was added to 25 mL of a NaCl solution, giving a 0.10 M solution. What was the concentration of the original solution?')).toEqual(['0.300 mol/L', true]);
  });
});

describe('a solution made from an amount dissolved, then made up or diluted', () => {
  it('takes the volume it is made up to, not the water it was first dissolved in', () => {
    expect(answer("Calculer la concentration massique d'une solution obtenue en dissolvant 5,0 g de sucre dans 250 mL d'eau, puis en complétant à 500 mL.", 'fr')).toEqual(['10.0 g/L', true]);
    expect(answer("On dissout 2,34 g de chlorure de sodium NaCl dans 100 mL d'eau distillée, puis on complète à 250 mL dans une fiole jaugée. Quelle est la concentration molaire de la solution ?", 'fr')).toEqual(['0.160 mol/L', true]);
  });
  it('works out a dilution after it', () => {
    expect(answer('Calculate the concentration of a solution made by dissolving 5.85 g of NaCl in water and making it up to 500 mL, then taking 50 mL and diluting it to 250 mL.')).toEqual(['0.0400 mol/L', true]);
    expect(answer('What is the molarity of a solution containing 10 g of NaOH in 500 mL, after adding 500 mL of water?')).toEqual(['0.250 mol/L', true]);
    expect(answer('3.42 g of sucrose C12H22O11 is dissolved in 100 mL of water and the solution is diluted tenfold. What is the molarity of the final solution?')).toEqual(['0.00999 mol/L', true]);
  });
  it('refuses a volume after the solution is made that it cannot place', () => {
    expect(refusal('Calculate the concentration of a solution made by dissolving 5.85 g of NaCl in water and making it up to 500 mL, then taking 50 mL and pouring it into a beaker of 200 mL.')).toMatch(/gives a volume \(50 mL\)/);
  });
});
