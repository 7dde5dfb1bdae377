import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { readTask } from '.';
import { taskText } from '../task/text';

const balanced = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { subject: 'chemistry', locale });
  return [s.answer?.value, s.verified];
};

describe('redox equations balanced in a medium', () => {
  it('adds H⁺ and H₂O in acidic solution, each on the side that balances', () => {
    expect(balanced('Balance Cr2O7^2- + Fe^2+ -> Cr^3+ + Fe^3+ in acidic solution')).toEqual(['Cr2O7^2- + 6Fe^2+ + 14H^+ → 2Cr^3+ + 6Fe^3+ + 7H2O', true]);
    expect(balanced('Équilibrer en milieu acide : MnO4- + Fe2+ → Mn2+ + Fe3+', 'fr')).toEqual(['MnO4^- + 5Fe^2+ + 8H^+ → Mn^2+ + 5Fe^3+ + 4H2O', true]);
    expect(balanced('Balance the redox equation (acidic): Cu + NO3^- → Cu^2+ + NO')).toEqual(['3Cu + 2NO3^- + 8H^+ → 3Cu^2+ + 2NO + 4H2O', true]);
  });
  it('adds OH⁻ and H₂O in basic solution', () => {
    expect(balanced('Balance in basic solution: MnO4^- + I^- -> MnO2 + I2')).toEqual(['2MnO4^- + 6I^- + 4H2O → 2MnO2 + 3I2 + 8OH^-', true]);
    expect(balanced("Équilibrer l'équation en milieu basique : Cr(OH)3 + ClO3^- → CrO4^2- + Cl^-", 'fr')).toEqual(['2Cr(OH)3 + ClO3^- + 4OH^- → 2CrO4^2- + Cl^- + 5H2O', true]);
  });
  it('reads an equation typed in LaTeX', () => {
    expect(balanced('Balance $\\mathrm{MnO_4^- + SO_3^{2-} \\rightarrow Mn^{2+} + SO_4^{2-}}$ in acid')).toEqual(['2MnO4^- + 5SO3^2- + 6H^+ → 2Mn^2+ + 5SO4^2- + 3H2O', true]);
  });
  it('keeps the species the student wrote, and reads its canonical text back', () => {
    expect(balanced('Équilibrer : MnO4- + Fe2+ + H+ → Mn2+ + Fe3+ + H2O', 'fr')).toEqual(['MnO4^- + 5Fe^2+ + 8H^+ → Mn^2+ + 5Fe^3+ + 4H2O', true]);
    const t = readTask(normalize('Balance Cr2O7^2- + Fe^2+ -> Cr^3+ + Fe^3+ in acidic solution')).task;
    expect(t).toMatchObject({ kind: 'balance', medium: 'acidic' });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });
});
