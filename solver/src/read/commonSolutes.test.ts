import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a solute named by its everyday name, never the water it is dissolved in', () => {
  it('reads salt as NaCl, sugar as sucrose and glucose, in French and English', () => {
    expect(value('On dissout 5,85 g de sel dans l\'eau pour obtenir 500 mL de solution. Concentration molaire ?', 'fr')).toEqual({ v: '0.200 mol/L', ok: true });
    expect(value('On dissout 20 g de sucre dans l\'eau, on obtient une solution de volume 400 mL. Calculer la concentration molaire.', 'fr')).toEqual({ v: '0.146 mol/L', ok: true });
    expect(value('5.85 g of table salt is dissolved in water to make 250 mL of solution. What is the molarity?')).toEqual({ v: '0.400 mol/L', ok: true });
    expect(value('9.0 g of glucose are dissolved in water to give 0.50 L of solution. Find the molar concentration.')).toEqual({ v: '0.0999 mol/L', ok: true });
  });

  it('names the solute in the mass concentration too', () => {
    const s = solve('On dissout 20 g de sucre dans l\'eau, on obtient une solution de volume 400 mL. Calculer la concentration massique.', { locale: 'fr' });
    expect(s.answer?.value).toBe('50.0 g/L');
    expect(JSON.stringify(s.interpretation)).toContain('C12H22O11');
    expect(JSON.stringify(s.interpretation)).not.toContain('H2O)');
  });

  it('refuses a substance it does not know, naming the word', () => {
    const fr = solve('On dissout 3 g d\'urée dans l\'eau pour obtenir 100 mL de solution. Concentration molaire ?', { locale: 'fr' });
    expect(fr.verified).toBe(false);
    expect(fr.error?.message).toContain('« urée »');
    const en = solve('3 g of urea is dissolved in water to make 100 mL of solution. What is the molarity?', { locale: 'en' });
    expect(en.error?.message).toContain('"urea"');
  });
});
