import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { ATOMIC_WEIGHTS } from '../../chemistry/elements';
import { parseSpecies, speciesLatex } from '../../chemistry/formula';
import { sig, sigLatex } from '../../chemistry/quantity';
import { SolverError } from '../../errors';
import { molarMass } from './strategy';

/** How far from a whole number a mole ratio may fall and still be read as one (measured data). */
const WHOLE = 0.1;
/** The largest factor tried to clear ratios like 1.5 or 1.33 ("multiply every ratio by 2, 3 …"). */
const MAX_FACTOR = 6;
/** How far the molar mass given may be from a whole multiple of the empirical formula's. */
const MULTIPLE = 0.03;

/** The formula written in the order the elements were given, counts of 1 left out. */
export const formulaOf = (elements: string[], counts: number[]): string => elements.map((e, k) => `${e}${counts[k] === 1 ? '' : counts[k]}`).join('');

/** Whole-number counts from mole amounts: divide by the smallest, then the least factor clearing the fractions. */
export function wholeRatio(moles: number[]): { ratios: number[]; factor: number; counts: number[] } | null {
  const least = Math.min(...moles);
  const ratios = moles.map((n) => n / least);
  for (let k = 1; k <= MAX_FACTOR; k++) {
    if (ratios.every((r) => Math.abs(r * k - Math.round(r * k)) <= WHOLE)) return { ratios, factor: k, counts: ratios.map((r) => Math.round(r * k)) };
  }
  return null;
}

/**
 * Empirical formula: amounts of each element (in a 100 g sample when percentages are given), their
 * ratio to the smallest, cleared to whole numbers; with a molar mass, the molecular formula is the
 * empirical one times M / M(empirical).
 */
export function solveEmpiricalFormula(t: TaskOf<'empirical_formula'>): Outcome {
  const elements = t.parts.map((p) => p.element);
  const moles = t.parts.map((p) => p.value / ATOMIC_WEIGHTS[p.element]);
  const whole = wholeRatio(moles);
  if (!whole) {
    throw new SolverError('unsupported', text(
      `The mole ratios ${moles.map((n) => sig(n / Math.min(...moles), 3)).join(' : ')} do not come close to whole numbers: check the composition given.`,
      `Les rapports de quantités ${moles.map((n) => sig(n / Math.min(...moles), 3)).join(' : ')} ne sont proches d’aucun nombre entier : vérifiez la composition donnée.`,
    ));
  }
  const percent = t.unit === '%';
  const steps: StepDraft[] = [{
    title: text('Amount of each element', 'Quantité de chaque élément'),
    explanation: percent
      ? text('Take a 100 g sample: each percentage is a mass in grams; divide it by the element’s molar mass, n = m / M.', 'On prend un échantillon de 100 g : chaque pourcentage est une masse en grammes ; on la divise par la masse molaire de l’élément, n = m / M.')
      : text('Divide each mass by the element’s molar mass, n = m / M.', 'On divise chaque masse par la masse molaire de l’élément, n = m / M.'),
    formula: t.parts.map((p, k) => `n(\\mathrm{${p.element}}) = \\frac{${sigLatex(p.value)}}{${ATOMIC_WEIGHTS[p.element]}} = ${sigLatex(moles[k])}\\ \\mathrm{mol}`).join(',\\quad '),
  }, {
    title: text('Divide by the smallest amount', 'Diviser par la plus petite quantité'),
    explanation: text('The ratios of the amounts are the ratios of the numbers of atoms.', 'Les rapports des quantités sont les rapports des nombres d’atomes.'),
    formula: elements.map((e, k) => `\\mathrm{${e}} : ${sig(whole.ratios[k], 3)}`).join(',\\quad '),
  }];
  if (whole.factor > 1) {
    steps.push({
      title: text('Clear the fractions', 'Se ramener à des entiers'),
      explanation: text(`Multiply every ratio by ${whole.factor} to reach whole numbers.`, `On multiplie chaque rapport par ${whole.factor} pour obtenir des entiers.`),
      formula: elements.map((e, k) => `\\mathrm{${e}} : ${sig(whole.ratios[k], 3)} \\times ${whole.factor} \\approx ${whole.counts[k]}`).join(',\\quad '),
    });
  }
  const empirical = formulaOf(elements, whole.counts);
  steps.push({
    title: text('Empirical formula', 'Formule empirique'),
    explanation: text('The whole numbers are the subscripts.', 'Les entiers obtenus sont les indices.'),
    formula: speciesLatex(parseSpecies(empirical)),
  });
  let answer = empirical;
  if (t.molarMass !== undefined) {
    const me = molarMass(empirical).total;
    const x = t.molarMass / me;
    const n = Math.round(x);
    if (n < 1 || Math.abs(x - n) > MULTIPLE * n) {
      throw new SolverError('unsupported', text(
        `The molar mass given, ${sig(t.molarMass)} g/mol, is no whole multiple of that of ${empirical} (${sig(me, 5)} g/mol): check the data.`,
        `La masse molaire donnée, ${sig(t.molarMass)} g/mol, n’est pas un multiple entier de celle de ${empirical} (${sig(me, 5)} g/mol) : vérifiez les données.`,
      ));
    }
    answer = formulaOf(elements, whole.counts.map((c) => c * n));
    steps.push({
      title: text('Molecular formula', 'Formule moléculaire'),
      explanation: text(`The molecule holds M / M(${empirical}) empirical units; multiply every subscript by ${n}.`, `La molécule contient M / M(${empirical}) motifs ; on multiplie chaque indice par ${n}.`),
      formula: `\\frac{${sigLatex(t.molarMass)}}{${sigLatex(me, 5)}} = ${sig(x, 3)} \\approx ${n} \\Rightarrow ${speciesLatex(parseSpecies(answer))}`,
    });
  }
  const words = t.molarMass !== undefined
    ? text(`The empirical formula is ${empirical} and the molecular formula is ${answer}.`, `La formule empirique est ${empirical} et la formule moléculaire est ${answer}.`)
    : text(`The empirical formula is ${answer}.`, `La formule empirique est ${answer}.`);
  return {
    method: 'chemistry.empirical_formula',
    category: 'empirical_formula',
    steps,
    answer: { kind: 'text', value: answer, latex: speciesLatex(parseSpecies(answer)), words },
    finalAnswer: words,
    verified: true,
  };
}
