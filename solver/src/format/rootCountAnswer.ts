import { pick, text } from '../i18n';
import type { Locale, Solution } from '../types';
import { splitTop } from '../parse/splitTop';

/**
 * How many solutions an equation has, answered from its solution set: the set is shown, then
 * counted. A set the verifier did not confirm complete may have lost a root, so its count is not
 * given: the question is refused rather than answered with a number that may be short.
 */
export function asRootCount(solution: Solution, complex: boolean, locale: Locale, refuse: (message: { en: string; fr: string }) => Solution): Solution {
  const a = solution.answer;
  if (!a || a.kind !== 'solutions' || !solution.verified) {
    return a && a.kind !== 'solutions' ? refuse({ en: 'The solutions of this equation are not a finite list: they cannot be counted here.', fr: "Les solutions de cette équation ne forment pas une liste finie : elles ne peuvent pas être comptées ici." })
      : refuse({ en: 'The solutions of this equation could not all be found for sure, so they are not counted.', fr: "Les solutions de cette équation n'ont pas pu être toutes trouvées avec certitude : elles ne sont pas comptées." });
  }
  const inner = a.value.trim().replace(/^\[|\]$/g, '').trim();
  const n = inner === '' ? 0 : splitTop(inner).length;
  const kind = complex ? text('complex', 'complexes') : text('real', 'réelles');
  const counted = n === 0
    ? text(`No ${kind.en} solution.`, `Aucune solution ${complex ? 'complexe' : 'réelle'}.`)
    : text(`${n} ${kind.en} solution${n > 1 ? 's' : ''}: ${solution.finalAnswer}.`, `${n} solution${n > 1 ? 's' : ''} ${n > 1 ? kind.fr : complex ? 'complexe' : 'réelle'} : ${solution.finalAnswer}.`);
  const sentence = pick(counted, locale);
  return {
    ...solution,
    answer: { kind: 'expr', value: String(n), latex: String(n), words: sentence },
    finalAnswer: sentence,
    steps: [...solution.steps, { title: pick(text('Count the solutions', 'Compter les solutions'), locale), explanation: sentence }],
    plainText: `${solution.plainText}\n${sentence}`,
  };
}
