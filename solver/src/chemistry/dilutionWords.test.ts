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
});
