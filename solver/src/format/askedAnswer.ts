import { pick, text } from '../i18n';
import type { Locale, Solution } from '../types';
import { pretty } from './prose';

/**
 * A word problem solved for every unknown but asking only some ("How old is the son now?", "How
 * many liters of the 25% solution …?"): the system's one solution is found whole, and the answer
 * is the value asked, said in a last step; a lone unknown's one value is answered as a number,
 * not as a set. Several solutions, or an asked unknown missing from the answer, leave the solution
 * as the method gave it.
 */
export function onlyAsked(solution: Solution, asked: string[], locale: Locale): Solution {
  const a = solution.answer;
  if (!a || a.kind !== 'solutions') return solution;
  // a system's one solution [{x: 1, y: 2}], or the one value [3/2] of the lone unknown asked
  const one = /^\[\{([^{}]*)\}\]$/.exec(a.value.trim());
  const lone = /^\[([^[\],{}]+)\]$/.exec(a.value.trim());
  if (lone && asked.length === 1) return { ...solution, answer: { ...a, kind: 'expr', value: lone[1].trim() } };
  if (!one) return solution;
  const values = new Map(one[1].split(',').map((p) => p.split(':').map((s) => s.trim()) as [string, string]));
  if (!asked.every((v) => values.has(v)) || asked.length >= values.size) return solution;
  const value = asked.length === 1 ? (values.get(asked[0]) ?? '') : `[{${asked.map((v) => `${v}: ${values.get(v) ?? ''}`).join(', ')}}]`;
  const finalAnswer = asked.map((v) => `${v} = ${pretty(values.get(v) ?? '')}`).join(', ');
  const step = {
    title: pick(text('Answer the question', 'Répondre à la question'), locale),
    explanation: pick(text(`The question asks for ${asked.join(', ')}: ${finalAnswer}.`, `La question porte sur ${asked.join(', ')} : ${finalAnswer}.`), locale),
  };
  return {
    ...solution,
    answer: { ...a, kind: asked.length === 1 ? 'expr' : 'solutions', value, latex: asked.map((v) => `${v} = ${values.get(v) ?? ''}`).join(',\\ ') },
    finalAnswer,
    steps: [...solution.steps, step],
    plainText: `${solution.plainText}\n${step.explanation}`,
  };
}
