import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { sig, sigLatex } from '../../chemistry/quantity';
import { combinations, infix, resistance, shares, type Tree } from '../../physics/network';

/**
 * A series–parallel network reduced from the innermost group out, one step per group, then one
 * resistor's share of the supply: a series chain carries the same current, a parallel group sits
 * under the same voltage.
 */
const ohms = (r: number): string => `${sigLatex(r)}\\ \\Omega`;

export function networkSteps(tree: Tree): { steps: StepDraft[]; R: number } {
  const groups = combinations(tree);
  const steps: StepDraft[] = [{
    title: text('The network', 'Le montage'),
    explanation: text(`Series groups add, parallel groups (∥) add their conductances: ${infix(tree, (r) => `${sig(r)} Ω`)}.`, `En série les résistances s’ajoutent, en parallèle (∥) les conductances s’ajoutent : ${infix(tree, (r) => `${sig(r)} Ω`)}.`),
    formula: `R_{eq} = ${infix(tree, (r) => sigLatex(r), ' \\parallel ')}`,
  }];
  groups.forEach((g, k) => {
    const last = k === groups.length - 1;
    const name = last ? 'R_{eq}' : `R_{${String.fromCharCode(97 + k)}}`;
    const series = g.connection === 'series';
    steps.push({
      title: text(series ? 'Resistors in series' : 'Resistors in parallel', series ? 'Résistances en série' : 'Résistances en parallèle'),
      explanation: text(
        `${series ? 'In series the resistances add' : 'In parallel the conductances 1/R add'}: ${infix(g.tree, (r) => `${sig(r)} Ω`)}${last ? '' : ` is replaced by one resistor ${name.replace(/[_{}]/g, '')}`}.`,
        `${series ? 'En série, les résistances s’ajoutent' : 'En parallèle, les conductances 1/R s’ajoutent'} : ${infix(g.tree, (r) => `${sig(r)} Ω`)}${last ? '' : ` est remplacé par une seule résistance ${name.replace(/[_{}]/g, '')}`}.`,
      ),
      formula: series
        ? `${name} = ${g.parts.map((r) => sigLatex(r)).join(' + ')} = ${ohms(g.r)}`
        : `\\frac{1}{${name}} = ${g.parts.map((r) => `\\frac{1}{${sigLatex(r)}}`).join(' + ')} \\Rightarrow ${name} = ${ohms(g.r)}`,
    });
  });
  return { steps, R: resistance(tree) };
}

/** One resistor's current, voltage or power when the supply drives current I through the network. */
export function elementStep(tree: Tree, element: number, current: number, want: 'Ib' | 'Vb' | 'Pb'): { step: StepDraft; value: number } | null {
  const share = shares(tree, current)[element];
  if (!share) return null;
  const r = share.V / share.I;
  const value = want === 'Ib' ? share.I : want === 'Vb' ? share.V : share.V * share.I;
  const formula = want === 'Ib' ? `I_k = ${sigLatex(share.I)}\\ \\mathrm{A}` : want === 'Vb' ? `U_k = R_k I_k = ${sigLatex(r)} \\times ${sigLatex(share.I)} = ${sigLatex(share.V)}\\ \\mathrm{V}` : `P_k = R_k I_k^2 = ${sigLatex(r)} \\times ${sigLatex(share.I)}^2 = ${sigLatex(value)}\\ \\mathrm{W}`;
  return {
    value,
    step: {
      title: text(`The ${sig(r)} Ω resistor`, `La résistance de ${sig(r)} Ω`),
      explanation: text(
        `The supply current ${sig(current)} A is shared down the network: a series chain carries the whole current of its group, a parallel branch takes the group's voltage over its own resistance. The ${sig(r)} Ω resistor carries ${sig(share.I)} A under ${sig(share.V)} V.`,
        `Le courant débité ${sig(current)} A se partage dans le montage : une chaîne en série porte tout le courant de son groupe, une branche en parallèle reçoit la tension du groupe divisée par sa propre résistance. La résistance de ${sig(r)} Ω est parcourue par ${sig(share.I)} A sous ${sig(share.V)} V.`,
      ),
      formula,
    },
  };
}
