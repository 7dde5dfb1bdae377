/**
 * Renders a solution as the markdown a reviewer reads: what the student typed, how the solver
 * read it, every step (title, explanation, formula), the final answer and whether the independent
 * check confirmed it. Golden snapshots are written in this shape so a change of what students
 * read shows up as a small diff.
 */
import type { Locale, Solution } from '../types';

export function renderSolution(input: string, locale: Locale, s: Solution): string {
  const lines: string[] = [`# ${input}`, '', `- locale: ${locale}`, `- method: ${s.method}`];
  if (s.category !== undefined) lines.push(`- category: ${s.category}`);
  lines.push('');
  if (s.interpretation) {
    lines.push('## Interpretation', '', s.interpretation.text, '', '```latex', s.interpretation.latex, '```', '');
  }
  lines.push('## Steps', '');
  s.steps.forEach((st, i) => {
    lines.push(`### ${i + 1}. ${st.title}`, '', st.explanation, '');
    if (st.formula !== undefined && st.formula !== '') lines.push('```latex', st.formula, '```', '');
  });
  lines.push('## Answer', '', s.finalAnswer, '');
  if (s.answer) lines.push('```latex', s.answer.latex, '```', '', `- value: \`${s.answer.value}\``, `- words: ${s.answer.words}`);
  if (s.error) lines.push(`- error: ${s.error.code} — ${s.error.message}`);
  lines.push(`- verified: ${s.verified}`);
  if (s.verification !== undefined) lines.push(`- check: ${s.verification}`);
  lines.push('');
  return lines.join('\n');
}
