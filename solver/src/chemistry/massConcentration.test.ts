import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('mass and molar concentrations', () => {
  it('goes from one to the other through the molar mass', () => {
    expect(value('Concentration massique 12 g/L de NaOH : concentration molaire ?', 'fr')).toEqual({ v: '0.3000 mol/L', ok: true });
    expect(value('What is the mass concentration of a 0.25 mol/L NaCl solution?')).toEqual({ v: '14.61 g/L', ok: true });
    expect(value('What is the molarity of a 12 g/L NaOH solution?')).toEqual({ v: '0.3000 mol/L', ok: true });
  });
  it('refuses without one solute, and checks answers itself', () => {
    expect(value('Concentration massique 12 g/L : concentration molaire ?', 'fr').v).toBeUndefined();
    const t = readTask({ raw: 'What is the mass concentration of a 0.25 mol/L NaCl solution?', text: 'x' }).task;
    expect(t?.kind).toBe('mass_concentration');
    if (!t) return;
    expect(verifyTask(t, { kind: 'quantity', value: '14.61 g/L' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '0.004278 g/L' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t) }).task).toEqual(t);
  });
});
