import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_TYPES, type AdminActivity, type AdminStats } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { events, libraryTopics, solutions, subscriptions, users } from '../../db/schema';

export function startOfUtcDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const count = sql<number>`count(*)::int`;

export async function adminStats(db: Db, now: Date = new Date()): Promise<AdminStats> {
  const [[u], [s], [p], [l]] = await Promise.all([
    db.select({ n: count }).from(users),
    db
      .select({ n: count })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), inArray(subscriptions.plan, ['basic', 'pro']))),
    db.select({ n: count }).from(solutions).where(gte(solutions.createdAt, startOfUtcDay(now))),
    db.select({ n: count }).from(libraryTopics),
  ]);
  return { totalUsers: u.n, activeSubscriptions: s.n, problemsSolvedToday: p.n, libraryTopics: l.n };
}

export const ACTIVITY_LIMIT = 15;

/** The latest sign-ups, solves and upgrades from the events log, newest first. */
export async function recentActivity(db: Db, limit = ACTIVITY_LIMIT): Promise<AdminActivity> {
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      data: events.data,
      createdAt: events.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.userId))
    .where(inArray(events.type, [...ACTIVITY_TYPES]))
    .orderBy(desc(events.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as AdminActivity[number]['type'],
    createdAt: r.createdAt.toISOString(),
    user: r.email === null ? null : { email: r.email, firstName: r.firstName, lastName: r.lastName },
    plan: typeof r.data.plan === 'string' ? r.data.plan : null,
    verified: typeof r.data.verified === 'boolean' ? r.data.verified : null,
  }));
}
