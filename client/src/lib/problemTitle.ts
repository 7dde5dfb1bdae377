import type { HistorySummary } from '@contract/solve';

/**
 * A problem's title, or the first `max` characters of what was typed (spec §9: 50 on home, 60 in
 * history). `excerpt` is the input or its start (a history summary's, longer than any `max`).
 */
export function problemTitle(problem: Pick<HistorySummary, 'title' | 'excerpt'>, max: number): string {
  if (problem.title?.trim()) return problem.title.trim();
  const text = problem.excerpt.trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
