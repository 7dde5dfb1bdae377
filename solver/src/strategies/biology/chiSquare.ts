import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { ChiSquareTask } from '../../biology/task';
import { CRITICAL } from '../../biology/chiSquare';
import { sigLatex } from '../../chemistry/quantity';
import { num, outcome } from './outcome';

/**
 * Chi-square goodness of fit: the expected counts share the total in the ratio's parts,
 * χ² = Σ (O − E)² / E over k classes with k − 1 degrees of freedom, compared with the table's
 * critical value at the level chosen: above it, the deviation is significant and the ratio rejected.
 */
export function solveChiSquare(t: ChiSquareTask): Outcome | null {
  const k = t.ratio.length;
  const df = k - 1;
  const dfStep: StepDraft = {
    title: text('Degrees of freedom', 'Degrés de liberté'),
    explanation: text(`${k} classes, minus one because the total is fixed.`, `${k} classes, moins une car le total est fixé.`),
    formula: `\\mathrm{ddl} = ${k} - 1 = ${df}`,
  };
  if (t.want === 'df') return outcome('chi_square', [dfStep], 'number', String(df), String(df), text('The number of degrees of freedom is', 'Le nombre de degrés de liberté est'));
  const obs = t.observed;
  if (!obs || obs.length !== k) return null;
  const total = obs.reduce((a, b) => a + b, 0);
  const parts = t.ratio.reduce((a, b) => a + b, 0);
  const expected = t.ratio.map((r) => (total * r) / parts);
  const terms = obs.map((o, i) => (o - expected[i]) ** 2 / expected[i]);
  const chi = terms.reduce((a, b) => a + b, 0);
  const critical = CRITICAL[t.alpha][df - 1];
  if (critical === undefined) return null;
  const rejected = chi > critical;
  const steps: StepDraft[] = [{
    title: text('Expected counts', 'Effectifs attendus'),
    explanation: text(`The ${num(total)} offspring shared in the ratio ${t.ratio.join(':')} (${parts} parts).`, `Les ${num(total)} descendants répartis selon le rapport ${t.ratio.join(':')} (${parts} parts).`),
    formula: expected.map((e, i) => `E_{${i + 1}} = ${num(total)} \\times \\frac{${t.ratio[i]}}{${parts}} = ${num(e)}`).join(',\\quad '),
  }, {
    title: text('Chi-square', 'Khi-deux'),
    explanation: text('Add (O − E)² / E over the classes.', 'On additionne (O − E)² / E sur les classes.'),
    formula: `\\chi^2 = ${obs.map((o, i) => `\\frac{(${num(o)} - ${num(expected[i])})^2}{${num(expected[i])}}`).join(' + ')} = ${sigLatex(chi, 4)}`,
  }, dfStep, {
    title: text('Compare with the table', 'Comparer à la table'),
    explanation: rejected
      ? text(`χ² = ${num(Number(chi.toPrecision(4)))} is above the critical value ${critical} (α = ${t.alpha}, ${df} df): the deviation is significant, the ratio ${t.ratio.join(':')} is rejected.`, `χ² = ${num(Number(chi.toPrecision(4)))} dépasse la valeur critique ${critical} (α = ${t.alpha}, ${df} ddl) : l’écart est significatif, le rapport ${t.ratio.join(':')} est rejeté.`)
      : text(`χ² = ${num(Number(chi.toPrecision(4)))} is below the critical value ${critical} (α = ${t.alpha}, ${df} df): the deviation is not significant, the data fit the ratio ${t.ratio.join(':')}.`, `χ² = ${num(Number(chi.toPrecision(4)))} est inférieur à la valeur critique ${critical} (α = ${t.alpha}, ${df} ddl) : l’écart n’est pas significatif, les données sont conformes au rapport ${t.ratio.join(':')}.`),
    formula: `\\chi^2 = ${sigLatex(chi, 4)} ${rejected ? '>' : '\\le'} ${critical}`,
  }];
  const value = num(Number(chi.toPrecision(4)));
  return outcome('chi_square', steps, 'number', value, sigLatex(chi, 4), rejected
    ? text('The deviation is significant (ratio rejected); χ² =', 'L’écart est significatif (rapport rejeté) ; χ² =')
    : text('The deviation is not significant (ratio accepted); χ² =', 'L’écart n’est pas significatif (rapport accepté) ; χ² ='));
}
