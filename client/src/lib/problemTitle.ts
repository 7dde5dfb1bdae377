import type { Problem } from '@contract/solve';

/** A problem's title, or the first `max` characters of what was typed (spec §9: 50 on home, 60 in history). */
export function problemTitle(problem: Pick<Problem, 'title' | 'rawInput'>, max: number): string {
  if (problem.title?.trim()) return problem.title.trim();
  const raw = problem.rawInput.trim();
  return raw.length > max ? `${raw.slice(0, max)}…` : raw;
}
