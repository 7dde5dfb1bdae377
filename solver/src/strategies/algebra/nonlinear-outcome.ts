import type { MathNode } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { completeByScanNodes, rootsSatisfy } from '../../verify/roots';
import type { Domain } from '../../parse/command';
import { restrictToDomain, solutionsAnswer, step, type Relation } from './common';
import { sortRoots } from './roots';

/** The outcome of a non-polynomial equation: roots substituted back, plus a numeric root scan. */
export function nonlinearOutcome(x: string, rel: Relation, roots: MathNode[], steps: StepDraft[], method: string, domain?: Domain): Outcome {
  const all = sortRoots(roots);
  const complete = completeByScanNodes(rel.lhs, rel.rhs, x, all.map(toAscii));
  const sorted = restrictToDomain(x, all, domain, steps);
  const { answer, finalAnswer } = solutionsAnswer(x, sorted);
  steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
  const lhs = toAscii(rel.lhs);
  const rhs = toAscii(rel.rhs);
  const ascii = sorted.map(toAscii);
  const verified = rootsSatisfy(lhs, rhs, x, ascii) && complete;
  return {
    method,
    category: 'nonlinear_eq',
    steps,
    answer,
    finalAnswer,
    verified,
    verification: text(
      'Each solution was substituted back into the equation, and a numeric scan finds no other solution.',
      "Chaque solution a été remplacée dans l'équation, et un balayage numérique ne trouve aucune autre solution.",
    ),
  };
}
