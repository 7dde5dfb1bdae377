import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { PopulationGrowthTask } from '../../biology/task';
import { sigLatex } from '../../chemistry/quantity';
import { num, outcome } from './outcome';

/**
 * A population's balance over one period: it gains its births and immigrants and loses its deaths
 * and emigrants. The change B − D + I − E in individuals, divided by the size at the start, is the
 * per capita growth rate; added to it, the size at the end.
 */
export function solveBalance(t: PopulationGrowthTask): Outcome | null {
  const [b, d, i, e] = [t.births ?? 0, t.deaths ?? 0, t.immigrants ?? 0, t.emigrants ?? 0];
  const change = b - d + i - e;
  const terms = `${b} - ${d}${t.immigrants !== undefined ? ` + ${i}` : ''}${t.emigrants !== undefined ? ` - ${e}` : ''}`;
  const steps: StepDraft[] = [{
    title: text('Change in numbers', 'Variation d’effectif'),
    explanation: text('The population gains its births and immigrants and loses its deaths and emigrants.', 'La population gagne ses naissances et ses immigrants, et perd ses morts et ses émigrants.'),
    formula: `\\Delta N = B - D${t.immigrants !== undefined ? ' + I' : ''}${t.emigrants !== undefined ? ' - E' : ''} = ${terms} = ${change}`,
  }];
  if (t.want === 'net') return outcome('population_growth', steps, 'number', num(change), String(change), text('The change in numbers is', 'La variation d’effectif est'));
  if (t.n0 === undefined || t.n0 <= 0) return null;
  if (t.want === 'n') {
    const n = t.n0 + change;
    steps.push({ title: text('Size at the end', 'Effectif final'), explanation: text('Add the change to the size at the start.', 'On ajoute la variation à l’effectif de départ.'), formula: `N = ${t.n0} + ${change} = ${n}`.replace('+ -', '- ') });
    return outcome('population_growth', steps, 'number', num(n), String(n), text('The population at the end is', 'L’effectif final est'));
  }
  if (t.want !== 'per_capita') return null;
  const r = change / t.n0;
  steps.push({
    title: text('Per capita rate', 'Taux par individu'),
    explanation: text(`Divide the change by the size at the start: r = ${num(r)}, that is ${num(r * 100)} % per period.`, `On divise la variation par l’effectif de départ : r = ${num(r)}, soit ${num(r * 100)} % par période.`),
    formula: `r = \\frac{\\Delta N}{N} = \\frac{${change}}{${t.n0}} = ${sigLatex(r, 6)}`,
  });
  return outcome('population_growth', steps, 'number', num(r), sigLatex(r, 6), text('The per capita growth rate is', 'Le taux de croissance par individu est'));
}
