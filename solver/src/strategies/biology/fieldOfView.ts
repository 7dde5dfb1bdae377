import { text } from '../../i18n';
import type { Outcome } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sigLatex } from '../../chemistry/quantity';
import { num, outcome } from './outcome';

/**
 * A microscope's field of view: its diameter is inversely proportional to the magnification
 * (×10 more magnified, 10 times narrower), and cells lined up across it share its diameter.
 */
const UNIT_M: Record<string, number> = { m: 1, cm: 1e-2, mm: 1e-3, um: 1e-6, nm: 1e-9 };
const unitTex = (u: string): string => (u === 'um' ? '\\mu m' : `\\mathrm{${u}}`);

export function solveFieldOfView(t: TaskOf<'magnification'>): Outcome | null {
  const u = t.unit ?? 'mm';
  const inUnit = (x: number): string => sigLatex(x / UNIT_M[u], 6);
  if (!t.field) return null;
  if (t.want === 'cell_size') {
    if (!t.count) return null;
    const size = t.field / t.count;
    const v = size / UNIT_M[u];
    return outcome('magnification', [{
      title: text('Share the diameter', 'Partager le diamètre'),
      explanation: text(`${t.count} cells span the field of view, so one cell is the diameter divided by ${t.count}.`, `${t.count} cellules occupent le diamètre du champ : une cellule mesure le diamètre divisé par ${t.count}.`),
      formula: `\\frac{${inUnit(t.field)}\\ ${unitTex(u)}}{${t.count}} = ${sigLatex(v, 6)}\\ ${unitTex(u)}`,
    }], 'quantity', `${num(v)} ${u}`, `${sigLatex(v, 6)}\\ ${unitTex(u)}`, text('One cell measures about', 'Une cellule mesure environ'));
  }
  if (t.want !== 'field' || !t.magnification || !t.to) return null;
  const d = (t.field * t.magnification) / t.to;
  const v = d / UNIT_M[u];
  return outcome('magnification', [{
    title: text('Field of view and magnification', 'Champ et grossissement'),
    explanation: text(`The field's diameter is inversely proportional to the magnification: going from ×${num(t.magnification)} to ×${num(t.to)} multiplies it by ${num(t.magnification)}/${num(t.to)}.`, `Le diamètre du champ est inversement proportionnel au grossissement : passer de ×${num(t.magnification)} à ×${num(t.to)} le multiplie par ${num(t.magnification)}/${num(t.to)}.`),
    formula: `d_2 = d_1 \\times \\frac{M_1}{M_2} = ${inUnit(t.field)}\\ ${unitTex(u)} \\times \\frac{${num(t.magnification)}}{${num(t.to)}} = ${sigLatex(v, 6)}\\ ${unitTex(u)}`,
  }], 'quantity', `${num(v)} ${u}`, `${sigLatex(v, 6)}\\ ${unitTex(u)}`, text('The field of view is', 'Le diamètre du champ est'));
}
