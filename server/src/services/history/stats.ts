import { and, desc, eq, sql } from 'drizzle-orm';
import type { StatsResponse } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { problems, solutions } from '../../db/schema';
import { solvedDays } from './history';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Consecutive UTC days with a solved problem, ending today — or yesterday, so a streak is not
 * shown as broken in the morning before the day's first problem.
 */
export function dayStreak(days: readonly string[], now: Date): number {
  const set = new Set(days);
  const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
  let cursor = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!set.has(dayOf(cursor))) cursor -= DAY_MS;
  let streak = 0;
  while (set.has(dayOf(cursor))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}

/** A problem solved without a subject chosen is a mathematics problem (the solver does math). */
const subjectOrMath = sql<string>`coalesce(${problems.subject}, 'mathematics')`;

export async function userStats(db: Db, userId: string, now: Date = new Date()): Promise<StatsResponse> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      verified: sql<number>`count(*) filter (where ${solutions.verified})::int`,
      weekSolved: sql<number>`count(*) filter (where ${problems.createdAt} >= ${weekAgo})::int`,
      weekVerified: sql<number>`count(*) filter (where ${problems.createdAt} >= ${weekAgo} and ${solutions.verified})::int`,
      monthSolved: sql<number>`count(*) filter (where ${problems.createdAt} >= ${monthAgo})::int`,
      monthVerified: sql<number>`count(*) filter (where ${problems.createdAt} >= ${monthAgo} and ${solutions.verified})::int`,
    })
    .from(problems)
    .innerJoin(solutions, eq(solutions.problemId, problems.id))
    .where(eq(problems.userId, userId));
  const [favorite] = await db
    .select({ subject: subjectOrMath, n: sql<number>`count(*)::int` })
    .from(problems)
    .innerJoin(solutions, eq(solutions.problemId, problems.id))
    .where(and(eq(problems.userId, userId)))
    .groupBy(subjectOrMath)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${problems.createdAt})`))
    .limit(1);
  return {
    totalSolved: Number(totals?.total ?? 0),
    verifiedSolutions: Number(totals?.verified ?? 0),
    weeklyStreak: dayStreak(await solvedDays(db, userId), now),
    favoriteSubject: favorite?.subject ?? null,
    week: { solved: Number(totals?.weekSolved ?? 0), verified: Number(totals?.weekVerified ?? 0) },
    month: { solved: Number(totals?.monthSolved ?? 0), verified: Number(totals?.monthVerified ?? 0) },
  };
}
