import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { fromSI, unitOf } from '../../physics/units';

/**
 * A fixed amount of gas from one state to another: P·V/T is the same in both (the ideal gas law
 * with n and R fixed), the quantities kept constant cancel — Boyle (T constant), Charles (P
 * constant), Gay-Lussac (V constant) — and temperatures are absolute.
 */
type GasChange = TaskOf<'gas_change'>;
const LAW = (t: GasChange): { en: string; fr: string; tex: string } => {
  const has = (k: 'p' | 'v' | 't'): boolean => t[`${k}1`] !== undefined;
  if (!has('t')) return { en: "Boyle's law (temperature constant)", fr: 'loi de Boyle-Mariotte (température constante)', tex: 'P_1 V_1 = P_2 V_2' };
  if (!has('p')) return { en: "Charles's law (pressure constant)", fr: 'loi de Charles (pression constante)', tex: '\\frac{V_1}{T_1} = \\frac{V_2}{T_2}' };
  if (!has('v')) return { en: "Gay-Lussac's law (volume constant)", fr: 'loi de Gay-Lussac (volume constant)', tex: '\\frac{P_1}{T_1} = \\frac{P_2}{T_2}' };
  return { en: 'combined gas law', fr: 'loi des gaz combinée', tex: '\\frac{P_1 V_1}{T_1} = \\frac{P_2 V_2}{T_2}' };
};

export function solveGasChange(t: GasChange): Outcome | null {
  const unit = unitOf(t.unit);
  if (!unit) return null;
  // P·V/T in each state, a constant quantity counted as 1
  const state = (k: '1' | '2'): number => (t[`p${k}`] ?? 1) * (t[`v${k}`] ?? 1) / (t[`t${k}`] ?? 1);
  const one = state('1');
  const w = t.want;
  const others = (['p2', 'v2', 't2'] as const).filter((k) => k !== w).reduce((a, k) => (k === 't2' ? a / (t[k] ?? 1) : a * (t[k] ?? 1)), 1);
  const x = w === 't2' ? others / one : one / others;
  if (!(x > 0) || !Number.isFinite(x)) return null;
  const law = LAW(t);
  const shown = fromSI(x, unit);
  const steps: StepDraft[] = [];
  if (t.t1 !== undefined) {
    steps.push({
      title: text('Absolute temperatures', 'Températures absolues'),
      explanation: text('The gas laws use kelvins: T(K) = θ(°C) + 273.15.', 'Les lois des gaz utilisent le kelvin : T(K) = θ(°C) + 273,15.'),
      formula: `T_1 = ${sigLatex(t.t1, 5)}\\ \\mathrm{K}${t.t2 !== undefined ? `,\\quad T_2 = ${sigLatex(t.t2, 5)}\\ \\mathrm{K}` : ''}`,
    });
  }
  // the French words with their article: « le nouveau volume », « la nouvelle pression »
  const name = { p2: ['P_2', 'pressure', 'La nouvelle pression'], v2: ['V_2', 'volume', 'Le nouveau volume'], t2: ['T_2', 'temperature', 'La nouvelle température'] }[w];
  steps.push({
    title: text(`The ${law.en}`, `La ${law.fr}`),
    explanation: text('For a fixed amount of gas, P·V/T keeps its value; solve for the unknown of state 2.', 'Pour une quantité de gaz fixée, P·V/T garde sa valeur ; on isole l’inconnue de l’état 2.'),
    formula: `${law.tex} \\;\\Rightarrow\\; ${name[0]} = ${sigLatex(x)}\\ \\mathrm{${w === 'p2' ? 'Pa' : w === 'v2' ? 'm^3' : 'K'}}${t.unit !== (w === 'p2' ? 'Pa' : w === 'v2' ? 'm^3' : 'K') ? ` = ${sigLatex(shown)}\\ \\mathrm{${t.unit.replace('°', '^\\circ ')}}` : ''}`,
  });
  const v = `${sig(shown)} ${t.unit}`;
  const words = text(`The new ${name[1]} is ${v}.`, `${name[2]} est ${v}.`);
  return { method: 'chemistry.gas_change', category: 'gas_law', steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(shown)}\\ \\mathrm{${t.unit.replace('°', '^\\circ ')}}`, words }, finalAnswer: words, verified: true };
}
