import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale, subject: 'chemistry' });
  return { v: s.answer?.value, ok: s.verified };
};

describe('an acid neutralised by a base', () => {
  it('counts the H⁺ and OH⁻ each formula gives, whichever solution is asked', () => {
    expect(value('What volume of 0.250 M H2SO4 neutralizes 30.0 mL of 0.100 M NaOH?')).toEqual({ v: '6.00 mL', ok: true });
    expect(value('How many mL of 0.5 M KOH are needed to neutralise 20 mL of 0.25 M HCl?')).toEqual({ v: '10.0 mL', ok: true });
    expect(value('25.0 mL of H2SO4 is neutralized by 40.0 mL of 0.200 M NaOH. What is the concentration of the acid?')).toEqual({ v: '0.160 mol/L', ok: true });
    expect(value('Quel volume de soude à 0,10 mol/L faut-il pour neutraliser 20 mL d’acide sulfurique à 0,05 mol/L ?', 'fr')).toEqual({ v: '20.0 mL', ok: true });
  });
  it('says it is a neutralisation, not a dilution', () => {
    const s = solve('What volume of 0.2 M NaOH is needed to titrate 25 mL of 0.1 M HCl?', { subject: 'chemistry' });
    expect(s.answer?.value).toBe('12.5 mL');
    expect(s.interpretation?.text).toContain('Neutralisation of NaOH');
    expect(s.steps.map((x) => x.title)).not.toContain('Dilution');
  });
  it('refuses by name when the acid or the base is not known by its formula', () => {
    const s = solve('What volume of 0.1 M NaOH neutralizes 25 mL of 0.2 M acetic acid?', { subject: 'chemistry' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('neutrali');
  });
  it('checks its answers itself and reads its own statement back', () => {
    const t = readTask({ raw: 'What volume of 0.250 M H2SO4 neutralizes 30.0 mL of 0.100 M NaOH?', text: 'x', subject: 'chemistry' }).task;
    expect(t?.kind).toBe('concentration');
    if (!t) return;
    expect(verifyTask(t, { kind: 'quantity', value: '6.000 mL' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '12.00 mL' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t), subject: 'chemistry' }).task).toEqual(t);
  });
});

describe('a mass concentration from a mass and a volume', () => {
  it('divides the mass by the volume, with no molar mass', () => {
    expect(value('500 mg of C9H8O4 are dissolved in 125 mL of water. What is the mass concentration (in g/L)?')).toEqual({ v: '4.00 g/L', ok: true });
    expect(value('On dissout 2,0 g de NaCl dans 250 mL d’eau. Calculer la concentration massique de la solution.', 'fr')).toEqual({ v: '8.00 g/L', ok: true });
    expect(value('On dissout 2,0 g de NaCl dans 250 mL d’eau. Calculer la concentration molaire.', 'fr').v).toBe('0.137 mol/L');
  });
});
