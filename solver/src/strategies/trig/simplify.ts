/**
 * Simplifying a trigonometric expression: named identities first (Pythagorean, double angle);
 * when they do not finish the job, rewrite in sine and cosine, use sin² + cos² = 1, and write the
 * result back with tan, sec … when that is shorter. The result is checked at random points.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import * as X from '../integral/sym/expr';
import type { Expr } from '../integral/sym/expr';
import { toAscii, toLatex } from '../integral/sym/print';
import { step } from '../integral/rules/tex';
import { fromSinCos, reduceCosSquares, toSinCos } from './rewrite';
import { rewriteChain } from './identity';
import { agreeEverywhere } from './numeric';
import { variables } from './read';

const size = (e: Expr): number => toAscii(e).length;

export function simplifyOutcome(e: Expr): Outcome {
  const chain = rewriteChain(e, null, 8);
  const steps: StepDraft[] = [...chain.steps];
  let best = chain.result;
  // second route: sine/cosine normal form
  const sc = X.together(toSinCos(best));
  const [n, d] = X.numDen(sc);
  const alt = fromSinCos(X.div(X.cancel(reduceCosSquares(n)), X.cancel(reduceCosSquares(d))));
  const alt2 = fromSinCos(X.cancel(sc));
  for (const cand of [alt2, alt]) {
    if (size(cand) < size(best) - 1) {
      steps.push(step('Write with sine and cosine', 'Écrire avec sinus et cosinus',
        'Rewrite with tan = sin/cos, sec = 1/cos, csc = 1/sin, cot = cos/sin, simplify the fraction (using sin² + cos² = 1), and use the quotient identities back where they shorten the result.',
        'On réécrit avec tan = sin/cos, sec = 1/cos, csc = 1/sin, cot = cos/sin, on simplifie la fraction (avec sin² + cos² = 1), puis on revient aux quotients quand cela raccourcit le résultat.',
        `${toLatex(best)} = ${toLatex(sc)} = ${toLatex(cand)}`));
      best = cand;
    }
  }
  const vars = variables(e);
  const check = agreeEverywhere(toAscii(e), toAscii(best), vars.length ? vars : ['x']);
  if (steps.length === 0) {
    steps.push(step('Already simplified', 'Déjà simplifiée',
      'No identity shortens this expression further.', 'Aucune identité ne raccourcit davantage cette expression.', toLatex(best)));
  }
  const value = toAscii(best);
  steps.push(step('Result', 'Résultat', `The simplified form is ${value}.`, `La forme simplifiée est ${value}.`, `${toLatex(e)} = ${toLatex(best)}`));
  return {
    method: 'trig.simplify',
    category: 'trig',
    steps,
    answer: { kind: 'expr', value, latex: toLatex(best), words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified: check.ok,
    verification: check.ok
      ? text('The simplified form and the original agree at several random points.', 'La forme simplifiée et l’expression de départ coïncident en plusieurs points aléatoires.')
      : text('The numeric comparison could not confirm the simplification.', 'La comparaison numérique n’a pas pu confirmer la simplification.'),
  };
}
