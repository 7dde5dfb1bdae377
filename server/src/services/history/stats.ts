import { and, desc, eq, sql } from 'drizzle-orm';
import type { StatsResponse, SubjectId } from '../../../../contract/src';
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

/**
 * The subject of the solver's method families outside mathematics (the part of `method` before
 * the first dot). A balancing solved with Mathematics picked, or with no subject, is chemistry.
 */
export const METHOD_SUBJECTS: Readonly<Record<string, SubjectId>> = {
  chemistry: 'chemistry',
  physics: 'physics',
  engineering: 'engineering',
  biology: 'biology',
  cs: 'computer-science',
};

/**
 * The subject a solved problem counts for: the subject of the method that solved it when that is
 * not mathematics; else the subject the student picked (a maths step of a physics exercise stays
 * physics); else mathematics.
 */
const solvedSubject = sql<string>`case split_part(coalesce(${solutions.method}, ''), '.', 1) ${sql.join(
  // Literals, not parameters: the same expression is selected and grouped by, and Postgres matches
  // the two only when they are written alike (the values are this module's constants).
  Object.entries(METHOD_SUBJECTS).map(([family, subject]) => sql.raw(`when '${family}' then '${subject}'`)),
  sql` `,
)} else coalesce(${problems.subject}, 'mathematics') end`;

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
    .select({ subject: solvedSubject, n: sql<number>`count(*)::int` })
    .from(problems)
    .innerJoin(solutions, eq(solutions.problemId, problems.id))
    .where(and(eq(problems.userId, userId)))
    .groupBy(solvedSubject)
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
