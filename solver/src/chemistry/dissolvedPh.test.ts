import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};

describe('the pH of an amount of strong acid or base dissolved to a volume', () => {
  it('answers the pH from n / V, never the mass of the amount given', () => {
    // pH = −log(2.5 / 110), 14 + log(0.020 / 0.500), −log(0.010 / 2.0), pOH = −log(0.05 / 0.25)
    expect(value('Find the pH of a solution that contains 2.5 moles of HCl dissolved in 110 L of water.')).toEqual({ v: '1.643', ok: true });
    expect(value('0.020 mol of NaOH are dissolved in water to make 500 mL of solution. What is the pH?')).toEqual({ v: '12.602', ok: true });
    expect(value("On dissout 0,010 mol de HNO3 dans 2,0 L d'eau. Calculer le pH.", 'fr')).toEqual({ v: '2.301', ok: true });
    expect(value('Find the pOH of a solution containing 0.05 mol of KOH in 250 mL.')).toEqual({ v: '0.699', ok: true });
    expect(value('What is the pH of a solution that contains 2.4 x 10-5 moles of HBr in 0.5 L of water?')).toEqual({ v: '4.319', ok: true });
  });
  it('reads the strong acids named in words', () => {
    expect(value('What is the pH of a solution that contains 2.4 x 10-5 moles of hydrobromic acid in 0.5 L of water?')).toEqual({ v: '4.319', ok: true });
    expect(value("Quel est le pH d'une solution contenant 0,01 mol d'acide bromhydrique dans 2 L d'eau ?", 'fr')).toEqual({ v: '2.301', ok: true });
    expect(value('What is the pH of a 0.02 M perchloric acid solution?')).toEqual({ v: '1.699', ok: true });
  });
  it('refuses an acid it cannot name rather than answer a mass', () => {
    const s = value('What is the pH of a solution that contains 2.4 x 10-5 moles of chloric acid in 0.5 L of water?');
    expect(s.v).toBeUndefined();
    expect(s.error).toMatch(/could not read this pH question/);
  });
});

describe('the pH of a mass of strong acid or base dissolved to a volume', () => {
  it('answers the pH asked, the amount and the concentration as steps', () => {
    expect(value("7,30 g de HCl sont dissous dans l'eau pour former 10 L d'acide chlorhydrique. Calculer le pH", 'fr')).toEqual({ v: '1.698', ok: true });
    expect(value('7.30 g of HCl are dissolved in water to make 10 L of hydrochloric acid. Calculate the pH')).toEqual({ v: '1.698', ok: true });
    expect(value("$7{,}30\\ \\text{g}$ de $\\mathrm{HCl}$ sont dissous dans l'eau pour former $10\\ \\text{L}$ de solution. Calculer le pH.", 'fr')).toEqual({ v: '1.698', ok: true });
    expect(value('A solution is made by dissolving 2.00 g of NaOH in enough water to make 250.0 mL. What is its pH?')).toEqual({ v: '13.301', ok: true });
    expect(value('4.0 g of NaOH is dissolved in water to give 500 mL of solution. What is the pOH?')).toEqual({ v: '0.699', ok: true });
    expect(value('Calculate the [H+] of a solution made by dissolving 0.98 g of H2SO4 in 2.0 L of solution.')).toEqual({ v: '0.009993 mol/L', ok: true });
    expect(value('Find [OH-] when 0.40 g of NaOH is dissolved to make 100 mL of solution.')).toEqual({ v: '0.1000 mol/L', ok: true });
  });

  it('refuses a second part it would leave unanswered, and a solute it cannot take as strong', () => {
    expect(value('7.30 g of HCl are dissolved in water to make 10 L of solution. Find the amount of HCl and the pH.').error).toMatch(/another quantity too \("amount"\)/);
    // each part read on its own: 0.63 g / 63.01 g/mol = 0.0100 mol, pH = −log(0.0100 / 0.250)
    expect(value('On dissout 0,63 g de HNO3 dans 250 mL d’eau. Calculer la quantité de matière puis le pH.', 'fr').v).toBe('[0.0100 mol, 1.398]');
    expect(value('7.30 g of CH3COOH are dissolved in water to make 1.0 L of solution. Calculate the pH').error).toMatch(/could not read this pH question/);
  });
});
