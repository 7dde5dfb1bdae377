import { and, eq, gte, sql } from 'drizzle-orm';
import { ANALYTICS_CSV_HEADER, ANALYTICS_DAYS } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { events, solutions, users } from '../../db/schema';
import { startOfUtcDay } from './stats';

export interface DayFigures {
  date: string;
  solves: number;
  verified: number;
  signUps: number;
  upgrades: number;
}

const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Solves, verified solves, sign-ups and upgrades per UTC day, for the last `days` days (today included). */
export async function dailyFigures(db: Db, now: Date = new Date(), days = ANALYTICS_DAYS): Promise<DayFigures[]> {
  const from = new Date(startOfUtcDay(now).getTime() - (days - 1) * 86_400_000);
  const solveDay = day(solutions.createdAt);
  const userDay = day(users.createdAt);
  const eventDay = day(events.createdAt);
  const [solveRows, signUpRows, upgradeRows] = await Promise.all([
    db
      .select({ date: solveDay, solves: sql<number>`count(*)::int`, verified: sql<number>`count(*) filter (where ${solutions.verified})::int` })
      .from(solutions)
      .where(gte(solutions.createdAt, from))
      .groupBy(solveDay),
    db.select({ date: userDay, n: sql<number>`count(*)::int` }).from(users).where(gte(users.createdAt, from)).groupBy(userDay),
    db
      .select({ date: eventDay, n: sql<number>`count(*)::int` })
      .from(events)
      .where(and(eq(events.type, 'upgrade'), gte(events.createdAt, from)))
      .groupBy(eventDay),
  ]);
  const solvesBy = new Map(solveRows.map((r) => [r.date, r]));
  const signUpsBy = new Map(signUpRows.map((r) => [r.date, r.n]));
  const upgradesBy = new Map(upgradeRows.map((r) => [r.date, r.n]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      solves: solvesBy.get(date)?.solves ?? 0,
      verified: solvesBy.get(date)?.verified ?? 0,
      signUps: signUpsBy.get(date) ?? 0,
      upgrades: upgradesBy.get(date) ?? 0,
    };
  });
}

/** The CSV report: a header row, then one row per day; the verified rate is a percentage with one decimal (empty without solves). */
export function analyticsCsv(figures: DayFigures[]): string {
  const rows = figures.map((f) =>
    [f.date, f.solves, f.solves ? ((100 * f.verified) / f.solves).toFixed(1) : '', f.signUps, f.upgrades].join(','),
  );
  return `${[ANALYTICS_CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
