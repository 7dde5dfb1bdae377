import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { numericRank, type NumMat } from '../../verify/linalg';
import type { Mat } from './matrix';

export type MapProperty = 'injective' | 'surjective' | 'bijective';

const NAMES: Record<MapProperty, Text> = {
  injective: text('injective', 'injective'),
  surjective: text('surjective', 'surjective'),
  bijective: text('bijective', 'bijective'),
};

/**
 * Whether the map x ↦ Ax (A of size m×n, rank r) is injective (r = n: the kernel is {0}),
 * surjective (r = m: the image is all of ℝᵐ) or bijective (both). The rank comes from the
 * echelon form shown; the floating-point rank checks it.
 */
export function mapPropertyOutcome(which: MapProperty, a: Mat, na: NumMat, steps: StepDraft[], r: number): Outcome {
  const [m, n] = [a.length, a[0].length];
  const holds = (rank: number): boolean => (which === 'injective' ? rank === n : which === 'surjective' ? rank === m : rank === n && rank === m);
  const yes = holds(r);
  const criterion: Record<MapProperty, Text> = {
    injective: text(`Injective exactly when the kernel is {0}, that is rank = number of columns = ${n}.`, `Injective si et seulement si le noyau est {0}, c'est-à-dire rang = nombre de colonnes = ${n}.`),
    surjective: text(`Surjective exactly when the image is all of ℝ^${m}, that is rank = number of rows = ${m}.`, `Surjective si et seulement si l'image est ℝ^${m} tout entier, c'est-à-dire rang = nombre de lignes = ${m}.`),
    bijective: text(`Bijective exactly when rank = number of columns = number of rows (here ${n} and ${m}).`, `Bijective si et seulement si rang = nombre de colonnes = nombre de lignes (ici ${n} et ${m}).`),
  };
  const target = which === 'surjective' ? m : n;
  const name = NAMES[which];
  const verified = holds(numericRank(na)) === yes;
  return {
    method: `matrix.${which}`,
    category: 'matrix',
    steps: [
      ...steps,
      {
        title: text('Compare the rank', 'Comparer le rang'),
        explanation: criterion[which],
        formula: `\\operatorname{rank} A = ${r} ${yes ? '=' : '\\neq'} ${which === 'bijective' && !yes && r === n ? m : target}`,
      },
    ],
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: yes
      ? text(`Yes, the map is ${name.en} (rank ${r}).`, `Oui, l'application est ${name.fr} (rang ${r}).`)
      : text(`No, the map is not ${name.en} (rank ${r}).`, `Non, l'application n'est pas ${name.fr} (rang ${r}).`),
    verified,
    verification: verified ? text('Checked: the rank computed in floating point gives the same conclusion.', 'Vérifié : le rang calculé en virgule flottante mène à la même conclusion.') : undefined,
  };
}
