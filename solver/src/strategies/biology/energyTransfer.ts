import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { EnergyTransferTask } from '../../biology/task';
import { TROPHIC_LEVELS } from '../../biology/describeCells';
import { num, outcome } from './outcome';

/**
 * Energy up (or back down) a food chain: each step up keeps the same share of the energy of the
 * level below, so k steps multiply it by that share k times; asked below the known level, divide.
 */
export function solveEnergyTransfer(t: EnergyTransferTask): Outcome | null {
  const steps = t.to - t.from;
  if (steps === 0) return null;
  const value = t.energy * t.efficiency ** steps;
  const pct = num(t.efficiency * 100);
  const [fromEn, fromFr] = TROPHIC_LEVELS[t.from];
  const [toEn, toFr] = TROPHIC_LEVELS[t.to];
  const k = Math.abs(steps);
  const plan: StepDraft[] = [{
    title: text('Count the steps', 'Compter les étapes'),
    explanation: steps > 0
      ? text(`From the ${fromEn} to the ${toEn} the energy goes up ${k} level${k > 1 ? 's' : ''}; at each step only ${pct} % is passed on, the rest is used or lost as heat.`, `Des ${fromFr} aux ${toFr}, l’énergie monte de ${k} niveau${k > 1 ? 'x' : ''} ; à chaque étape seuls ${pct} % sont transmis, le reste est utilisé ou perdu en chaleur.`)
      : text(`The ${toEn} are ${k} level${k > 1 ? 's' : ''} below the ${fromEn}: they must hold the known energy divided by ${num(t.efficiency)} for each step.`, `Les ${toFr} sont ${k} niveau${k > 1 ? 'x' : ''} sous les ${fromFr} : ils doivent contenir l’énergie connue divisée par ${num(t.efficiency)} à chaque étape.`),
    formula: steps > 0 ? `E = ${num(t.energy)} \\times ${num(t.efficiency)}^{${k}}` : `E = \\frac{${num(t.energy)}}{${num(t.efficiency)}^{${k}}}`,
  }, {
    title: text('Energy at the level asked', 'Énergie au niveau demandé'),
    explanation: steps > 0 ? text(`The ${toEn} receive ${num(value)} ${t.unit}.`, `Les ${toFr} reçoivent ${num(value)} ${t.unit}.`) : text(`The ${toEn} must hold ${num(value)} ${t.unit}.`, `Les ${toFr} doivent contenir ${num(value)} ${t.unit}.`),
    formula: `E = ${num(value)}\\ \\mathrm{${t.unit}}`,
  }];
  const words = steps > 0 ? text(`The energy reaching the ${toEn} is`, `L’énergie reçue par les ${toFr} est`) : text(`The energy the ${toEn} must hold is`, `L’énergie que doivent contenir les ${toFr} est`);
  return outcome('energy_transfer', plan, 'quantity', `${num(value)} ${t.unit}`, `${num(value)}\\ \\mathrm{${t.unit}}`, words);
}
