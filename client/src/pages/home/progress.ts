import type { HistorySummary } from '@contract/solve';
import type { StatsAnswer, StatsPeriod as Period } from '@/lib/stats';

export type { Period, StatsAnswer };

/** Spec §3 and §9: the streak shown when the server says nothing. */
export const FALLBACK_STREAK = 3;

export interface ProgressFigures {
  solved: number;
  verified: number;
  streak: number;
  /** A subject id; `none` before the first problem (the server said null); `fallback` when the server said nothing (spec: Calculus). */
  favorite: { subject: string } | 'none' | 'fallback';
}

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Whether the period's figures are missing, so the recent history has to stand in for them. */
export function needsRecentHistory(stats: StatsAnswer | null | undefined, period: Period): boolean {
  const part = stats?.[period];
  return count(part?.solved) === undefined || count(part?.verified) === undefined;
}

/**
 * The home page's figures for `period`, each part read safely. What the server left out takes
 * the spec's fallbacks: the number of recent history items and of those verified, a streak of
 * 3 and Calculus.
 */
export function progressFigures(
  stats: StatsAnswer | null | undefined,
  recent: ReadonlyArray<Pick<HistorySummary, 'verified'>> | undefined,
  period: Period,
): ProgressFigures {
  const part = stats?.[period];
  const subject = stats?.favoriteSubject;
  return {
    solved: count(part?.solved) ?? recent?.length ?? 0,
    verified: count(part?.verified) ?? recent?.filter((item) => item.verified).length ?? 0,
    streak: count(stats?.weeklyStreak) ?? FALLBACK_STREAK,
    // null is an answer (no problem solved yet); only a missing field falls back.
    favorite: typeof subject === 'string' && subject !== '' ? { subject } : subject === null ? 'none' : 'fallback',
  };
}
