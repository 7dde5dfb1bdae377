import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { fromSI, unitOf } from '../../physics/units';

/**
 * Connected and stacked bodies, as taught: first the whole system (the external forces over the
 * total mass give the common acceleration), then one body alone for the force between them. For
 * stacked blocks the common motion is assumed first and kept only if the friction it needs stays
 * within μ·m·g; otherwise the blocks slide and each moves under kinetic friction.
 */
type Bodies = TaskOf<'connected_bodies'>;
const N = (x: number): string => `${sigLatex(x)}\\ \\mathrm{N}`;
const KG = (x: number): string => `${sigLatex(x)}\\ \\mathrm{kg}`;
const ACC = (x: number): string => `${sigLatex(x)}\\ \\mathrm{m/s^2}`;

interface Result { a: number; a0: number; a1: number; between: number; steps: StepDraft[] }

function system(t: Bodies): Result | null {
  const [m0, m1] = t.masses;
  const { g } = t;
  const mu = t.mu ?? 0;
  const M = m0 + m1;
  const steps: StepDraft[] = [];
  const total = (drive: string, driveText: Text, net: number): number => {
    const a = net / M;
    steps.push({
      title: text('The whole system', 'Le système entier'),
      explanation: text(`Both bodies move with one acceleration; the forces between them cancel in pairs, so only ${driveText.en} counts: a = F_net / (m₁ + m₂).`, `Les deux corps ont la même accélération ; les forces entre eux se compensent deux à deux, on ne garde que ${driveText.fr} : a = F_net / (m₁ + m₂).`),
      formula: `a = \\frac{${drive}}{${KG(m0)} + ${KG(m1)}} = ${ACC(a)}`,
    });
    return a;
  };
  switch (t.arrangement) {
    case 'side_by_side': {
      const F = t.force;
      if (F === undefined) return null;
      const net = F - mu * M * g;
      if (net <= 0) return null;
      const a = total(mu ? `${N(F)} - ${sig(mu)} \\times ${KG(M)} \\times ${ACC(g)}` : N(F), text(mu ? 'the applied force and the friction of the floor' : 'the applied force', mu ? 'la force appliquée et le frottement du sol' : 'la force appliquée'), net);
      const between = m1 * (a + mu * g);
      steps.push({
        title: text('The second body alone', 'Le second corps seul'),
        explanation: text(`Only the force from the first body${mu ? ' and its own friction' : ''} act${mu ? '' : 's'} on it along the motion.`, `Seule la force exercée par le premier corps${mu ? ' et son propre frottement' : ''} agi${mu ? 'ssent' : 't'} sur lui selon le mouvement.`),
        formula: mu ? `F_{12} = m_2 (a + \\mu g) = ${KG(m1)} \\times (${ACC(a)} + ${sig(mu)} \\times ${ACC(g)}) = ${N(between)}` : `F_{12} = m_2\\, a = ${KG(m1)} \\times ${ACC(a)} = ${N(between)}`,
      });
      return { a, a0: a, a1: a, between, steps };
    }
    case 'atwood': {
      if (m0 === m1) return null;
      const [heavy, light] = m0 > m1 ? [m0, m1] : [m1, m0];
      const a = total(`(${KG(heavy)} - ${KG(light)}) \\times ${ACC(g)}`, text('the difference of the weights', 'la différence des poids'), (heavy - light) * g);
      const between = light * (g + a);
      steps.push({
        title: text('The lighter mass alone', 'La masse la plus légère seule'),
        explanation: text('It rises: the tension minus its weight gives its acceleration, T = m(g + a).', 'Elle monte : la tension moins son poids donne son accélération, T = m(g + a).'),
        formula: `T = ${KG(light)} \\times (${ACC(g)} + ${ACC(a)}) = ${N(between)}`,
      });
      return { a, a0: a, a1: a, between, steps };
    }
    case 'table_pulley': {
      const net = m1 * g - mu * m0 * g;
      if (net <= 0) return null;
      const a = total(mu ? `${KG(m1)} \\times ${ACC(g)} - ${sig(mu)} \\times ${KG(m0)} \\times ${ACC(g)}` : `${KG(m1)} \\times ${ACC(g)}`, text(mu ? 'the hanging weight and the friction on the table' : 'the hanging weight', mu ? 'le poids suspendu et le frottement sur la table' : 'le poids suspendu'), net);
      const between = m1 * (g - a);
      steps.push({
        title: text('The hanging mass alone', 'La masse suspendue seule'),
        explanation: text('Its weight minus the tension gives its acceleration: T = m(g − a).', 'Son poids moins la tension donne son accélération : T = m(g − a).'),
        formula: `T = ${KG(m1)} \\times (${ACC(g)} - ${ACC(a)}) = ${N(between)}`,
      });
      return { a, a0: a, a1: a, between, steps };
    }
    case 'stacked':
      return stacked(t);
  }
}

function stacked(t: Bodies): Result | null {
  const [top, bottom] = t.masses;
  const F = t.force;
  const mu = t.mu;
  const pushed = t.pushed ?? 0;
  if (F === undefined || mu === undefined || F <= 0) return null;
  const M = top + bottom;
  const fmax = mu * top * t.g;
  const aTogether = F / M;
  const dragged = pushed === 0 ? bottom : top;
  const needed = dragged * aTogether;
  const steps: StepDraft[] = [
    {
      title: text('Suppose the blocks move together', 'Supposons que les blocs avancent ensemble'),
      explanation: text('On a smooth table the only horizontal external force is F.', 'Sur une table lisse, la seule force extérieure horizontale est F.'),
      formula: `a = \\frac{F}{m_1 + m_2} = \\frac{${N(F)}}{${KG(M)}} = ${ACC(aTogether)}`,
    },
    {
      title: text('Friction needed, friction available', 'Frottement nécessaire, frottement disponible'),
      explanation: text(`Friction alone drags the ${pushed === 0 ? 'lower' : 'upper'} block; it can give at most μ·m_top·g.`, `Seul le frottement entraîne le bloc ${pushed === 0 ? 'du dessous' : 'du dessus'} ; il vaut au plus μ·m_haut·g.`),
      formula: `f = ${KG(dragged)} \\times ${ACC(aTogether)} = ${N(needed)} \\quad ${needed <= fmax ? '\\le' : '>'} \\quad \\mu\\, m_1 g = ${sig(mu)} \\times ${KG(top)} \\times ${ACC(t.g)} = ${N(fmax)}`,
    },
  ];
  if (needed <= fmax) {
    steps.push({ title: text('They move together', 'Ils avancent ensemble'), explanation: text('The friction needed is available: one acceleration for both blocks.', 'Le frottement nécessaire est disponible : une seule accélération pour les deux blocs.') });
    return { a: aTogether, a0: aTogether, a1: aTogether, between: needed, steps };
  }
  const aTop = pushed === 0 ? (F - fmax) / top : fmax / top;
  const aBottom = pushed === 0 ? fmax / bottom : (F - fmax) / bottom;
  steps.push({
    title: text('The blocks slide on each other', 'Les blocs glissent l’un sur l’autre'),
    explanation: text('Kinetic friction μ·m_top·g acts on each block, forward on the dragged one and backward on the pulled one.', 'Le frottement de glissement μ·m_haut·g agit sur chaque bloc, vers l’avant sur le bloc entraîné, vers l’arrière sur le bloc tiré.'),
    formula: pushed === 0
      ? `a_{haut} = \\frac{${N(F)} - ${N(fmax)}}{${KG(top)}} = ${ACC(aTop)},\\quad a_{bas} = \\frac{${N(fmax)}}{${KG(bottom)}} = ${ACC(aBottom)}`
      : `a_{haut} = \\frac{${N(fmax)}}{${KG(top)}} = ${ACC(aTop)},\\quad a_{bas} = \\frac{${N(F)} - ${N(fmax)}}{${KG(bottom)}} = ${ACC(aBottom)}`,
  });
  return { a: NaN, a0: aTop, a1: aBottom, between: fmax, steps };
}

const WHAT: Record<Bodies['want'], Text> = {
  a: text('acceleration', 'accélération'),
  a0: text('acceleration of the first body', 'accélération du premier corps'),
  a1: text('acceleration of the second body', 'accélération du second corps'),
  between: text('force between the bodies', 'force entre les corps'),
};

export function solveConnectedBodies(t: Bodies): Outcome | null {
  const r = system(t);
  const unit = unitOf(t.unit);
  if (!r || !unit) return null;
  const x = r[t.want];
  if (!Number.isFinite(x) || x <= 0) return null;
  const shown = fromSI(x, unit);
  const v = `${sig(shown)} ${t.unit}`;
  const what = t.want === 'between' && t.arrangement !== 'side_by_side' && t.arrangement !== 'stacked' ? text('tension in the string', 'tension du fil') : t.want === 'between' && t.arrangement === 'stacked' ? text('friction between the blocks', 'force de frottement entre les blocs') : WHAT[t.want];
  const words = text(`The ${what.en} is ${v}.`, `${what.fr.charAt(0).toUpperCase()}${what.fr.slice(1)} : ${v}.`);
  return { method: 'physics.connected_bodies', category: 'dynamics', steps: r.steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(shown)}\\ \\mathrm{${t.unit}}`, words }, finalAnswer: words, verified: true };
}
