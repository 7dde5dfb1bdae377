import { SolverError } from '../errors';
import { text } from '../i18n';
import { barred, repeatingBlock, repeatingFraction } from '../parse/repeatingDecimal';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * "Write 0.363636… as a fraction", « Écrire 0,1666… sous forme de fraction irréductible », or the
 * repeating decimal alone: the fraction it is. The marked forms (0.\overline{36}, 0.(36), "0.3
 * recurring") reach here written out, so one reading serves them all.
 */
const VERB = String.raw`(?:(?:please\s+)?(?:write|express|convert|change|turn|rewrite|what\s+is|find|give|ecrire|exprimer|convertir|mettre|donner|transformer|trouver)\s+)?`;
const NOUN = String.raw`(?:the\s+(?:repeating|recurring)\s+decimal\s+|le\s+(?:nombre\s+)?(?:decimal\s+)?(?:periodique\s+)?|the\s+number\s+)?`;
const FRACTION = String.raw`(?:(?:simplified|irreducible|common|reduced|proper|improper)\s+)?(?:fraction|rational(?:\s+number)?|(?:quotient|ratio)\s+of\s+(?:two\s+)?integers|nombre\s+rationnel)(?:\s+irreductible)?`;
const AS = String.raw`(?:as|into|to|in|in\s+the\s+form\s+of|en|comme|sous\s+(?:la\s+)?forme\s+(?:de\s+|d['’]\s*)?(?:une?\s+)?)\s*(?:an?\s+|une?\s+)?`;
const ASKED = new RegExp(String.raw`^\s*${VERB}${NOUN}(-?)(\d+)[.,](\d+)\s*(?:\.\.\.|…)\s*(?:${AS}${FRACTION}(?:\s+in\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?)?\s*[.?!]?\s*$`, 'i');

export function readRepeatingDecimal(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const m = ASKED.exec(t);
  if (!m) return null;
  const r = repeatingBlock(m[1] === '-', m[2], m[3]);
  if (!r) {
    throw new SolverError('unsupported', text(
      `We could not tell which digits repeat in ${m[1]}${m[2]}.${m[3]}…: write the repeating block with a bar or in brackets, for example 0.(36) for 0.363636….`,
      `Nous n'avons pas pu savoir quels chiffres se répètent dans ${m[1]}${m[2]},${m[3]}… : écrivez la période avec une barre ou entre parenthèses, par exemple 0,(36) pour 0,363636….`,
    ));
  }
  const f = repeatingFraction(r);
  return { kind: 'evaluate', expr: `${f.numerator}/${f.denominator}`, quantity: 'repeating_decimal', of: barred(r), repeating: r };
}
