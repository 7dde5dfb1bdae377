import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PlanId } from '../../../contract/src';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import { HttpError } from '../http-error';

/** Features of spec §6 that the server gates by plan. */
export const PLAN_FEATURES = ['audio', 'image', 'pdf', 'exportPdf', 'apiAccess', 'studyPlan', 'advancedVerification', 'whiteLabel'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The cheapest plan that includes each feature (spec §6: Basic adds audio, OCR, PDF; Pro adds export to PDF, API access, study plans, advanced verification and white-label). */
export const FEATURE_MIN_PLAN: Readonly<Record<PlanFeature, Exclude<PlanId, 'free'>>> = {
  audio: 'basic',
  image: 'basic',
  pdf: 'basic',
  exportPdf: 'pro',
  apiAccess: 'pro',
  studyPlan: 'pro',
  advancedVerification: 'pro',
  whiteLabel: 'pro',
};

const PLAN_RANK: Readonly<Record<PlanId, number>> = { free: 0, basic: 1, pro: 2 };

export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[FEATURE_MIN_PLAN[feature]];
}

export interface SubscriptionState {
  plan: PlanId;
  status: string;
  renewsAt: Date | null;
}

/**
 * The plan a subscription grants right now. A paid plan counts until its period ends, whether it
 * renews or was cancelled; after renewsAt it is free again. Computed at read time so nothing has
 * to run at the end of a period.
 */
export function effectivePlan(subscription: SubscriptionState | undefined, now: Date = new Date()): PlanId {
  if (!subscription || subscription.plan === 'free') return 'free';
  if (subscription.status !== 'active' && subscription.status !== 'canceled') return 'free';
  if (subscription.renewsAt && subscription.renewsAt.getTime() <= now.getTime()) return 'free';
  return subscription.plan;
}

/**
 * The same rule as effectivePlan as a SQL condition on the subscriptions table, for counting or
 * listing the subscriptions that grant a paid plan right now (admin statistics).
 */
export function grantsPaidPlan(now: Date = new Date()): SQL {
  return and(
    inArray(subscriptions.plan, ['basic', 'pro']),
    inArray(subscriptions.status, ['active', 'canceled']),
    or(isNull(subscriptions.renewsAt), gt(subscriptions.renewsAt, now)),
  ) as SQL;
}

/** The plan the user has now: the one answer quota, plan features and the pages all use. */
export async function currentPlan(db: Db, userId: string, now: Date = new Date()): Promise<PlanId> {
  const [row] = await db
    .select({ plan: subscriptions.plan, status: subscriptions.status, renewsAt: subscriptions.renewsAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return effectivePlan(row, now);
}

/** 403 `{message, code: 'planRequired', requiredPlan}`, the message (en/fr) naming the plan needed. */
export class PlanRequiredError extends HttpError {
  constructor(readonly requiredPlan: Exclude<PlanId, 'free'>) {
    super(403, requiredPlan === 'pro' ? 'planRequiredPro' : 'planRequiredBasic', { code: 'planRequired', requiredPlan });
    this.name = 'PlanRequiredError';
  }
}

/** Throws PlanRequiredError unless the user's current plan includes the feature. */
export async function requireFeature(db: Db, userId: string, feature: PlanFeature): Promise<void> {
  const plan = await currentPlan(db, userId);
  if (!planIncludes(plan, feature)) throw new PlanRequiredError(FEATURE_MIN_PLAN[feature]);
}
