import type { StudyPlan, StudyPlanResponse } from '@contract/study-plan';
import type { QueryClient } from '@tanstack/react-query';

export const STUDY_PLAN_QUERY_KEY = ['/api/study-plan'] as const;

/** The UTC day the server plans in (YYYY-MM-DD). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Replaces the cached plan (after building it or completing an item). */
export function storePlan(queryClient: QueryClient, plan: StudyPlan | null): void {
  queryClient.setQueryData<StudyPlanResponse>(STUDY_PLAN_QUERY_KEY, { plan });
}

/** "Monday 3 March" in the UI language, for a YYYY-MM-DD day (read as UTC, like the plan). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
