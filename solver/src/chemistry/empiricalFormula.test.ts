import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const run = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error: string | undefined } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified, error: s.error?.message };
};

describe('empirical and molecular formulas', () => {
  it('reads percentages by name or symbol, before or after the number', () => {
    expect(run('Find the empirical formula of a compound that is 27.3% carbon and 72.7% oxygen by mass.')).toMatchObject({ v: 'CO2', ok: true });
    expect(run('empirical formula? Na 32.4 %, S 22.6 %, O 45.0 %')).toMatchObject({ v: 'Na2SO4', ok: true });
    expect(run("Un oxyde de fer contient 70,0 % de fer et le reste est de l'oxygène. Déterminer sa formule empirique.", 'fr')).toMatchObject({ v: 'Fe2O3', ok: true });
  });
  it('reads masses, a sample mass that adds up, and a metal burnt to its oxide', () => {
    expect(run('A 10.00 g sample contains 4.00 g C, 0.67 g H and 5.33 g O. What is its empirical formula?')).toMatchObject({ v: 'CH2O', ok: true });
    expect(run('1.20 g of magnesium burns to give 2.00 g of magnesium oxide. Find the empirical formula of the oxide.')).toMatchObject({ v: 'MgO', ok: true });
  });
  it('multiplies the empirical formula up to the molar mass given', () => {
    expect(run('A hydrocarbon is 85.7% C and 14.3% H; its molar mass is 56.1 g/mol. What is its molecular formula?')).toMatchObject({ v: 'C4H8', ok: true });
    expect(run("Un composé contient 92,3 % de carbone et 7,7 % d'hydrogène ; sa masse molaire est 78 g/mol. Déterminer sa formule brute.", 'fr')).toMatchObject({ v: 'C6H6', ok: true });
  });
  it('refuses what does not add up, naming the part', () => {
    expect(run('empirical formula of a compound with 40% C and 6.7% H')).toMatchObject({ v: undefined, error: expect.stringContaining('46.7 %') });
    expect(run('A compound is 85.7% C and 14.3% H. What is its molecular formula?')).toMatchObject({ v: undefined, error: expect.stringContaining('molar mass') });
    expect(run('A compound is 85.7% C and 14.3% H, found in 3 samples. What is its empirical formula?')).toMatchObject({ v: undefined, error: expect.stringContaining('"3"') });
    expect(run('A hydrocarbon is 85.7% C and 14.3% H; its molar mass is 50 g/mol. What is its molecular formula?')).toMatchObject({ v: undefined, error: expect.stringContaining('whole multiple') });
  });
  it('does not answer the molar mass of one element when a formula is asked', () => {
    expect(run('A compound is 5.9% H and 94.1% O. Its molar mass is 34.0 g/mol. Give the molecular formula.').v).toBe('H2O2');
  });
  it('checks a formula against the composition and reads its own statement back', () => {
    const t = readTask({ raw: 'A hydrocarbon is 85.7% C and 14.3% H; its molar mass is 56.1 g/mol. What is its molecular formula?', text: 'x' }).task;
    expect(t?.kind).toBe('empirical_formula');
    if (!t) return;
    expect(verifyTask(t, { kind: 'text', value: 'C4H8' })).toBe(true);
    expect(verifyTask(t, { kind: 'text', value: 'CH2' })).toBe(false);
    expect(verifyTask(t, { kind: 'text', value: 'C4H10' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });
});
