import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { toAscii, toLatex } from '../derivative/print';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { asciiToWords } from '../../format/words';
import type { FittedParameter } from './fitParameter';

/**
 * "y(0) = 100, y(5) = 50, find k": the equation's constant, found from the condition left over
 * (the steps already hold the solution with it), given as the answer with its decimal value.
 */
export function constantAnswer(asked: string, fitted: FittedParameter | null, steps: StepDraft[], verified: boolean): Outcome {
  if (!fitted || fitted.name !== asked) {
    throw new SolverError('unsupported', text(
      `We could not isolate the equation's constant ${asked} from the last condition here.`,
      `Nous n'avons pas pu isoler ici la constante ${asked} de l'équation à partir de la dernière condition.`,
    ));
  }
  // −ln(1/2)/5 as a teacher writes it, ln(2)/5
  const exact = toAscii(fitted.value).replace(/^-ln\(1\/(\d+)\)/, 'ln($1)');
  const latex = exact === toAscii(fitted.value) ? toLatex(fitted.value) : toLatex(fromMathJson(parseCalc(exact)));
  const approx = evaluateReal(exact);
  if (approx === null || !Number.isFinite(approx)) throw new SolverError('unsupported', text(`No real value of ${asked} meets the conditions.`, `Aucune valeur réelle de ${asked} ne vérifie les conditions.`));
  const decimal = String(Number(approx.toPrecision(6)));
  const shown = decimal === exact ? exact : `${exact} ≈ ${decimal}`;
  return {
    method: 'ode.constant',
    category: 'ode',
    steps,
    answer: { kind: 'expr', value: exact, latex, words: asciiToWords(exact) },
    finalAnswer: text(`${asked} = ${shown}`, `${asked} = ${shown}`),
    verified,
    verification: text(
      `The solution with this ${asked}, substituted into the equation and into every condition, satisfies them.`,
      `La solution avec cette valeur de ${asked}, substituée dans l'équation et dans chaque condition, les vérifie.`,
    ),
  };
}
