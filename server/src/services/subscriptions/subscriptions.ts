import { eq } from 'drizzle-orm';
import type { PlanId, Subscription, SubscriptionPeriod } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { HttpError } from '../../http-error';
import { effectivePlan } from '../plan-features';
import { periodEnd } from './period';

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const FREE: Subscription = { plan: 'free', status: 'active', renewsAt: null, period: null, cancelAtPeriodEnd: false };

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What GET /api/subscription answers: an expired or missing subscription reads as the free plan. */
export function toSubscriptionView(row: SubscriptionRow | undefined, now: Date = new Date()): Subscription {
  if (!row || effectivePlan(row, now) === 'free') return FREE;
  return {
    plan: row.plan,
    status: row.status === 'canceled' ? 'canceled' : 'active',
    renewsAt: row.renewsAt ? row.renewsAt.toISOString() : null,
    period: row.period,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function findSubscriptionRow(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export async function getSubscription(db: DbOrTx, userId: string, now: Date = new Date()): Promise<Subscription> {
  return toSubscriptionView(await findSubscriptionRow(db, userId), now);
}

/**
 * Starts a paid period from `paidAt` (a capture): the plan and period of the order, renewing a
 * month or a year later. An upgrade while a period is running starts a new one from now, and a
 * cancelled subscription that is paid again is active again.
 */
export async function activateSubscription(
  db: DbOrTx,
  userId: string,
  plan: Exclude<PlanId, 'free'>,
  period: SubscriptionPeriod,
  paidAt: Date,
): Promise<SubscriptionRow> {
  const values = { plan, period, status: 'active', renewsAt: periodEnd(paidAt, period), cancelAtPeriodEnd: false, updatedAt: paidAt };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  return row;
}

/**
 * Cancel: access stays until renewsAt ("Expires on"), then the plan reads as free. Resume: a
 * cancelled subscription whose period is still running renews again. Anything else (free plan,
 * expired period) has nothing to change: 409.
 */
export async function changeSubscription(db: Db, userId: string, action: 'cancel' | 'resume', now: Date = new Date()): Promise<Subscription> {
  const row = await findSubscriptionRow(db, userId);
  if (!row || effectivePlan(row, now) === 'free') throw new HttpError(409, 'noActiveSubscription');
  const changes =
    action === 'cancel' ? { status: 'canceled', cancelAtPeriodEnd: true, updatedAt: now } : { status: 'active', cancelAtPeriodEnd: false, updatedAt: now };
  const [updated] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, row.id)).returning();
  return toSubscriptionView(updated, now);
}
