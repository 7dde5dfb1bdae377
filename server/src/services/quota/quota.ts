import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLANS, type PlanId, type QuotaResponse } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { usage, type QuotaWindow } from '../../db/schema';
import { daysInMonth, windowBounds, type WindowBounds } from './windows';

/**
 * Solves are counted per user in both a day and a month row of `usage`; the plan's own window
 * (month for free, day for paid plans) carries the limit. A solve first reserves one unit with a
 * single conditional upsert, so concurrent requests can never spend more than the limit, and
 * gives it back when the solver fails.
 */
export interface Reservation {
  userId: string;
  day: string;
  month: string;
}

const OTHER: Readonly<Record<QuotaWindow, QuotaWindow>> = { day: 'month', month: 'day' };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Takes one unit of the plan's quota, or answers null when nothing is left. */
export async function reserveSolve(db: Db, userId: string, plan: PlanId, now: Date = new Date()): Promise<Reservation | null> {
  const { window, limit } = PLANS[plan].quota;
  const governing = windowBounds(window, now);
  const other = windowBounds(OTHER[window], now);
  // One statement: the conditional upsert either takes a unit (row lock, re-checked against the
  // latest count under concurrency) or returns nothing; the other window counts only if it did.
  const result = await db.execute(sql`
    WITH taken AS (
      INSERT INTO usage (user_id, "window", window_start, count)
      VALUES (${userId}, ${governing.window}, ${governing.start}, 1)
      ON CONFLICT (user_id, "window", window_start)
      DO UPDATE SET count = usage.count + 1, updated_at = now()
      WHERE usage.count < ${limit}
      RETURNING count
    ), also AS (
      INSERT INTO usage (user_id, "window", window_start, count)
      SELECT ${userId}, ${other.window}, ${other.start}, 1 WHERE EXISTS (SELECT 1 FROM taken)
      ON CONFLICT (user_id, "window", window_start)
      DO UPDATE SET count = usage.count + 1, updated_at = now()
      RETURNING count
    )
    SELECT (SELECT count FROM taken) AS used, (SELECT count FROM also) AS other_used`);
  const [row] = rowsOf<{ used: number | null }>(result);
  if (row?.used === null || row?.used === undefined || Number(row.used) > limit) return null;
  const day = window === 'day' ? governing.start : other.start;
  const month = window === 'month' ? governing.start : other.start;
  return { userId, day, month };
}

/** Gives back a reserved unit (the solver failed or timed out). */
export async function refundSolve(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(usage)
    .set({ count: sql`${usage.count} - 1`, updatedAt: new Date() })
    .where(
      and(
        eq(usage.userId, reservation.userId),
        sql`${usage.count} > 0`,
        sql`((${usage.window} = 'day' AND ${usage.windowStart} = ${reservation.day}) OR (${usage.window} = 'month' AND ${usage.windowStart} = ${reservation.month}))`,
      ),
    );
}

async function usedIn(db: Db, userId: string, bounds: WindowBounds[]): Promise<Record<QuotaWindow, number>> {
  const rows = await db
    .select({ window: usage.window, windowStart: usage.windowStart, count: usage.count })
    .from(usage)
    .where(and(eq(usage.userId, userId), inArray(usage.windowStart, bounds.map((b) => b.start))));
  const used: Record<QuotaWindow, number> = { day: 0, month: 0 };
  for (const b of bounds) used[b.window] = rows.find((r) => r.window === b.window && r.windowStart === b.start)?.count ?? 0;
  return used;
}

/** GET /api/quota: both windows, the plan's one carrying its limit. */
export async function quotaStatus(db: Db, userId: string, plan: PlanId, now: Date = new Date()): Promise<QuotaResponse> {
  const { window, limit } = PLANS[plan].quota;
  const day = windowBounds('day', now);
  const month = windowBounds('month', now);
  const used = await usedIn(db, userId, [day, month]);
  // The window a plan is not limited by shows what the other one allows: a free user can use
  // the month's remainder today; a paid user at most the daily limit on each day of the month.
  const dayLimit = limit;
  const monthLimit = window === 'month' ? limit : limit * daysInMonth(now);
  const monthRemaining = Math.max(0, monthLimit - used.month);
  const dayRemaining = Math.min(Math.max(0, dayLimit - used.day), window === 'month' ? monthRemaining : Number.POSITIVE_INFINITY);
  const governingRemaining = window === 'day' ? dayRemaining : monthRemaining;
  return {
    plan,
    canUse: governingRemaining > 0,
    window,
    daily: { used: used.day, limit: dayLimit, remaining: dayRemaining, resetAt: day.resetAt.toISOString() },
    monthly: { used: used.month, limit: monthLimit, remaining: monthRemaining, resetAt: month.resetAt.toISOString() },
  };
}
