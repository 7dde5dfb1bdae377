import { desc, eq } from 'drizzle-orm';
import type { AdminSubscriptions } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

/** Every subscription with its user, most recently changed first. */
export async function listSubscriptions(db: Db, limit = 200): Promise<AdminSubscriptions> {
  const rows = await db
    .select({
      id: subscriptions.id,
      plan: subscriptions.plan,
      status: subscriptions.status,
      period: subscriptions.period,
      renewsAt: subscriptions.renewsAt,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    user: { email: r.email, firstName: r.firstName, lastName: r.lastName },
    plan: r.plan,
    status: r.status,
    period: r.period,
    renewsAt: r.renewsAt ? r.renewsAt.toISOString() : null,
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
  }));
}
