import { failedSolution, type Solution } from '../../../solver/src/index';

/**
 * The most text one solution may hold. The longest worked solutions run to a few thousand
 * characters; some inputs (a chain rule through 150 nested functions) make a solution that
 * repeats the whole expression in every step and grows to tens of megabytes. Such an answer helps
 * no student, and saving and sending it takes seconds of the main thread, past the time limit and
 * at the cost of every other request. 200,000 characters is dozens of times the longest real
 * solution and still saves in a few milliseconds.
 */
export const MAX_SOLUTION_CHARS = 200_000;

const TOO_LONG = {
  en: 'The worked solution to this problem is too long to show. Try a smaller form of it.',
  fr: 'La solution détaillée de ce problème est trop longue pour être affichée. Essayez-en une forme plus petite.',
};

/** Characters of text in a solution, counted field by field (cheaper than serialising a huge one). */
export function solutionChars(solution: Solution): number {
  let chars = solution.finalAnswer.length + solution.plainText.length + (solution.verification?.length ?? 0);
  if (solution.interpretation) chars += solution.interpretation.text.length + solution.interpretation.latex.length;
  if (solution.answer) chars += solution.answer.value.length + solution.answer.latex.length + solution.answer.words.length;
  for (const step of solution.steps) {
    chars += step.title.length + step.explanation.length + (step.formula?.length ?? 0);
    if (step.table) for (const cell of [...step.table.header, ...step.table.rows.flat()]) chars += cell.length;
  }
  return chars;
}

/** The solution, or in its place the solver's kind of refusal when it is too long to save and send. */
export function withinOutputLimit(solution: Solution): Solution {
  if (solutionChars(solution) <= MAX_SOLUTION_CHARS) return solution;
  return failedSolution('too_large', TOO_LONG, solution.locale);
}
