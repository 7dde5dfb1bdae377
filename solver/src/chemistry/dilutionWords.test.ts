import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { subject: 'chemistry', locale });
  return [s.answer?.value, s.verified];
};

describe('a dilution told by what is taken and what it is made up to', () => {
  it('reads the volume taken as V1 and the volume made up to as V2, wherever the concentration is said', () => {
    expect(value("On prélève 10 mL d'une solution de concentration 0,50 mol/L et on complète à 250 mL avec de l'eau. Quelle est la concentration de la solution fille ?", 'fr')).toEqual(['0.0200 mol/L', true]);
    expect(value('25.0 mL of 6.0 M HCl is diluted to 500 mL. What is the new concentration?')).toEqual(['0.300 mol/L', true]);
  });

  it('answers the stock concentration when that is the one asked', () => {
    expect(value('10.0 mL of a stock solution is diluted to 250 mL, giving 0.0200 mol/L. What is the concentration of the stock solution?')).toEqual(['0.500 mol/L', true]);
  });

  it('reads the volume diluted as V1 and the volume obtained as V2, the concentration with the volume it is told of', () => {
    expect(value("On dilue 20 mL d'une solution de concentration 0,50 mol/L pour obtenir 250 mL. Quelle est la concentration de la solution fille ?", 'fr')).toEqual(['0.0400 mol/L', true]);
    expect(value("On dilue 25 mL d'une solution de sulfate de cuivre de concentration 0,20 mol/L pour obtenir 500 mL de solution. Quelle est la concentration de la solution diluée ?", 'fr')).toEqual(['0.0100 mol/L', true]);
    expect(value("On dilue 5,0 mL d'une solution à 1,0 mol/L jusqu'à 100 mL. Calculer la nouvelle concentration.", 'fr')).toEqual(['0.0500 mol/L', true]);
    expect(value('We dilute 20 mL of a solution of concentration 0.50 mol/L to obtain 250 mL. What is the concentration of the diluted solution?')).toEqual(['0.0400 mol/L', true]);
    expect(value("On prépare 250 mL d'une solution à 0,040 mol/L à partir de 20 mL de solution mère. Quelle est la concentration de la solution mère ?", 'fr')).toEqual(['0.500 mol/L', true]);
  });

  it('refuses the concentration given asked back, never answering another one', () => {
    expect(value("On dilue 20 mL d'une solution de concentration 0,50 mol/L pour obtenir 250 mL. Quelle est la concentration de la solution mère ?", 'fr')).toEqual([undefined, false]);
  });
});
