import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sigLatex } from '../../chemistry/quantity';

/**
 * Does a body at rest start to slide? As taught: the force that pulls it along (the push on a level
 * floor, the weight's component m g sin α down an incline) against the greatest static friction
 * μs N (N = m g on the floor, m g cos α on the incline). It slides when the pull is larger; on an
 * incline the mass cancels, so tan α against μs decides. A pull within 1 % of μs N is too close to
 * call from rounded data (or from g) and is left unanswered.
 */
type Slide = TaskOf<'slide_check'>;
const N = (x: number): string => `${sigLatex(x)}\\ \\mathrm{N}`;
const MARGIN = 0.01;

export function solveSlide(t: Slide): Outcome | null {
  const steps: StepDraft[] = [];
  let pull: number;
  let hold: number;
  if (t.incline !== undefined) {
    if (t.push !== undefined) return null;
    const a = t.incline;
    const deg = sigLatex((a * 180) / Math.PI);
    if (t.mass !== undefined) {
      const m = t.mass;
      pull = m * t.g * Math.sin(a);
      hold = t.mus * m * t.g * Math.cos(a);
      steps.push({
        title: text('The pull down the slope', 'La composante du poids le long de la pente'),
        explanation: text('Along the incline the weight pulls the body down with m g sin α.', 'Le long du plan incliné, le poids tire le corps vers le bas avec m g sin α.'),
        formula: `m g \\sin\\alpha = ${sigLatex(m)} \\times ${sigLatex(t.g)} \\times \\sin ${deg}^\\circ = ${N(pull)}`,
      }, {
        title: text('The greatest static friction', 'Le frottement statique maximal'),
        explanation: text('The normal force is m g cos α; static friction can hold at most μs times it.', 'La réaction normale vaut m g cos α ; le frottement statique peut retenir au plus μs fois cette valeur.'),
        formula: `f_{max} = \\mu_s m g \\cos\\alpha = ${sigLatex(t.mus)} \\times ${sigLatex(m)} \\times ${sigLatex(t.g)} \\times \\cos ${deg}^\\circ = ${N(hold)}`,
      });
    } else {
      pull = Math.tan(a);
      hold = t.mus;
      steps.push({
        title: text('Compare tan α with μs', 'Comparer tan α à μs'),
        explanation: text('The body slides when m g sin α exceeds μs m g cos α: the mass and g cancel, leaving tan α > μs.', 'Le corps glisse si m g sin α dépasse μs m g cos α : la masse et g se simplifient, il reste tan α > μs.'),
        formula: `\\tan ${deg}^\\circ = ${sigLatex(pull)} \\quad\\text{and}\\quad \\mu_s = ${sigLatex(hold)}`,
      });
    }
  } else {
    if (t.push === undefined || t.mass === undefined) return null;
    const m = t.mass;
    pull = t.push;
    hold = t.mus * m * t.g;
    steps.push({
      title: text('The greatest static friction', 'Le frottement statique maximal'),
      explanation: text('On a level floor the normal force is the weight m g; static friction can hold at most μs N.', 'Sur un sol horizontal la réaction normale est le poids m g ; le frottement statique retient au plus μs N.'),
      formula: `f_{max} = \\mu_s m g = ${sigLatex(t.mus)} \\times ${sigLatex(m)} \\times ${sigLatex(t.g)} = ${N(hold)}`,
    });
  }
  if (!Number.isFinite(pull) || !Number.isFinite(hold) || Math.abs(pull - hold) <= MARGIN * Math.max(pull, hold)) return null;
  const slides = pull > hold;
  const onFloor = t.incline === undefined;
  steps.push({
    title: text('Compare', 'Comparer'),
    explanation: slides
      ? text(onFloor ? 'The push is larger than the greatest static friction: friction cannot hold the body, it starts to slide.' : 'The pull down the slope is larger than what static friction can hold: the body slides.', onFloor ? 'La poussée dépasse le frottement statique maximal : le frottement ne peut pas retenir le corps, il se met à glisser.' : 'La composante du poids dépasse ce que le frottement statique peut retenir : le corps glisse.')
      : text(onFloor ? 'The push is smaller than the greatest static friction: friction matches it and the body stays at rest.' : 'Static friction can hold the pull down the slope: the body stays at rest.', onFloor ? 'La poussée est inférieure au frottement statique maximal : le frottement la compense et le corps reste immobile.' : 'Le frottement statique peut compenser la composante du poids : le corps reste immobile.'),
    formula: onFloor || t.mass !== undefined ? `${N(pull)} ${slides ? '>' : '<'} ${N(hold)}` : `${sigLatex(pull)} ${slides ? '>' : '<'} ${sigLatex(hold)}`,
  });
  // "does it stay at rest?" is answered the other way round
  const yes = t.rest ? !slides : slides;
  const value = yes ? 'True' : 'False';
  const words = slides
    ? text(`${yes ? 'Yes' : 'No'}: the body slides.`, `${yes ? 'Oui' : 'Non'} : le corps glisse.`)
    : text(`${yes ? 'Yes' : 'No'}: the body stays at rest.`, `${yes ? 'Oui' : 'Non'} : le corps reste immobile.`);
  return { method: 'physics.slide_check', category: 'dynamics', steps, answer: { kind: 'bool', value, latex: `\\text{${value}}`, words }, finalAnswer: words, verified: true };
}
