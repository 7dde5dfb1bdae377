import { pick, text } from '../i18n';
import { toAscii } from './ascii';
import { pretty } from './prose';
import { parseNode } from '../parse/math';
import { simplify } from '../cas';
import { substitute } from '../cas/node';
import type { Locale, Solution } from '../types';
import { splitTop } from '../parse/splitTop';
import { evaluateReal } from '../verify/numeric';

/**
 * The value of an expression at the solutions of an equation, from its verified solution set: each
 * solution put into the expression. A set not checked complete may miss a value, so none is given.
 */
export function asValueAfterSolving(solution: Solution, expr: string, variable: string, locale: Locale, refuse: (message: { en: string; fr: string }) => Solution): Solution {
  const a = solution.answer;
  if (!a || a.kind !== 'solutions' || !solution.verified) {
    return refuse({ en: 'The equation could not be solved for sure, so the value asked is not computed.', fr: "L'équation n'a pas pu être résolue avec certitude : la valeur demandée n'est pas calculée." });
  }
  const roots = splitTop(a.value.trim().replace(/^\[|\]$/g, '')).map((r) => r.trim()).filter((r) => r !== '');
  if (roots.length === 0) return refuse({ en: 'The equation has no solution: the value asked does not exist.', fr: "L'équation n'a pas de solution : la valeur demandée n'existe pas." });
  const node = parseNode(expr);
  const values = roots.map((r) => toAscii(simplify(substitute(node, variable, parseNode(r)))));
  // checked numerically: each value is the expression at its root
  const checked = values.every((v, k) => {
    const [got, want] = [evaluateReal(v), evaluateReal(expr, { [variable]: evaluateReal(roots[k]) ?? NaN })];
    return got !== null && want !== null && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want));
  });
  const shown = [...new Set(values)];
  const sentence = pick(text(`${pretty(expr)} = ${shown.map(pretty).join(' or ')}`, `${pretty(expr)} = ${shown.map(pretty).join(' ou ')}`), locale);
  return {
    ...solution,
    answer: shown.length === 1 ? { kind: 'expr', value: shown[0], latex: shown[0], words: sentence } : { kind: 'solutions', value: `[${shown.join(', ')}]`, latex: shown.join(', '), words: sentence },
    finalAnswer: sentence,
    verified: solution.verified && checked,
    steps: [...solution.steps, { title: pick(text('Put the solution into the expression', "Remplacer dans l'expression"), locale), explanation: sentence }],
    plainText: `${solution.plainText}\n${sentence}`,
  };
}
