import { latexToPlain } from '@contract/math-text';
import type { SolutionStep } from '@contract/solve';
import { stepTableLines } from '@contract/step-table-text';
import { readableProse } from './prose-math';

/**
 * Spec §5: these fragments are removed from solution text before display and copy, whitespace
 * collapsed; LaTeX quoted in the prose is made readable.
 */
const NOISE = ['404 Page Not Found', 'Did you forget to add the page to the router?'];

export function cleanSolutionText(text: string): string {
  let out = text;
  for (const fragment of NOISE) out = out.split(fragment).join('');
  return readableProse(out).replace(/\s+/g, ' ').trim();
}

/**
 * The answer shown on the solve screen (spec §4): the step whose title contains "answer" (any
 * case) and has an explanation; else finalAnswer; else the last step's explanation; else the
 * fallback text.
 */
export function displayedAnswer(steps: readonly SolutionStep[], finalAnswer: string | null, fallback: string): string {
  const answerStep = steps.find((s) => /answer/i.test(s.title) && s.explanation.trim() !== '');
  const chosen = answerStep?.explanation ?? (finalAnswer?.trim() ? finalAnswer : undefined) ?? steps.at(-1)?.explanation;
  const cleaned = chosen ? cleanSolutionText(chosen) : '';
  return cleaned || fallback;
}

/** The history dialog's answer (spec §4): a step titled with "ANSWER" in capitals, else the fallback. */
export function historyAnswer(steps: readonly SolutionStep[], fallback: string): string {
  const step = steps.find((s) => s.title.includes('ANSWER') && s.explanation.trim() !== '');
  return step ? cleanSolutionText(step.explanation) : fallback;
}

/** A table cell's LaTeX as text (`\\|`, an undefined sign, has no plain form of its own). */
const cellText = (latex: string): string => latexToPlain(latex).replace(/\\\|/g, '‖');

/** A step's formula as text lines: its table laid out in columns when it has one, else the LaTeX. */
function formulaLines(step: SolutionStep): string[] {
  if (step.table) return stepTableLines(step.table, cellText).map((line) => `   ${line}`);
  return step.formula ? [`   ${step.formula}`] : [];
}

/** Steps as plain text, for Copy Steps and Share. */
export function stepsAsText(steps: readonly SolutionStep[]): string {
  return steps
    .map((s) => [`${s.number}. ${cleanSolutionText(s.title)}`, cleanSolutionText(s.explanation), ...formulaLines(s)].filter(Boolean).join('\n'))
    .join('\n\n');
}
