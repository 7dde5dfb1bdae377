import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { massStep, molarMass } from './strategy';

/** Mass and molar concentrations of one solution: Cm = c × M, each litre holding c moles of mass M each. */
export function solveMassConcentration(t: TaskOf<'mass_concentration'>): Outcome | null {
  const M = molarMass(t.solute).total;
  if (!(M > 0) || t.given.unit === t.want) return null;
  const toMolar = t.want === 'mol/L';
  const x = toMolar ? t.given.value / M : t.given.value * M;
  const steps: StepDraft[] = [massStep(t.solute), {
    title: text(toMolar ? 'Molar concentration' : 'Mass concentration', toMolar ? 'Concentration molaire' : 'Concentration massique'),
    explanation: text('Each litre holds c moles of solute, each of mass M: Cm = c × M.', 'Chaque litre contient c moles de soluté, chacune de masse M : Cm = c × M.'),
    formula: toMolar
      ? `c = \\frac{C_m}{M} = \\frac{${sigLatex(t.given.value)}\\ \\mathrm{g/L}}{${sigLatex(M, 5)}\\ \\mathrm{g/mol}} = ${sigLatex(x)}\\ \\mathrm{mol/L}`
      : `C_m = c \\times M = ${sigLatex(t.given.value)}\\ \\mathrm{mol/L} \\times ${sigLatex(M, 5)}\\ \\mathrm{g/mol} = ${sigLatex(x)}\\ \\mathrm{g/L}`,
  }];
  const v = `${sig(x)} ${t.want}`;
  const words = toMolar ? text(`The molar concentration is ${v}.`, `La concentration molaire est ${v}.`) : text(`The mass concentration is ${v}.`, `La concentration massique est ${v}.`);
  return { method: 'chemistry.concentration', category: 'concentration', steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(x)}\\ \\mathrm{${t.want}}`, words }, finalAnswer: words, verified: true };
}
