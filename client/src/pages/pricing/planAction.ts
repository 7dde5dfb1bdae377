import type { PlanId } from '@contract/plans';

/** What a plan card's button does for this visitor (spec §2 Pricing). */
export type PlanAction =
  | { kind: 'current' }
  | { kind: 'getStarted'; href: string }
  | { kind: 'signInToUpgrade' }
  | { kind: 'upgrade' }
  | { kind: 'switch' };

const RANK: Record<PlanId, number> = { free: 0, basic: 1, pro: 2 };

/**
 * Signed out: free → Get Started (/login), paid → Upgrade (through /api/login). Signed in: the plan
 * held now is a disabled "Current Plan"; free starts solving; a higher plan is an upgrade, a lower
 * paid plan a switch (both pay for a new period from today).
 */
export function planAction(plan: PlanId, currentPlan: PlanId | null): PlanAction {
  if (currentPlan === null) return plan === 'free' ? { kind: 'getStarted', href: '/login' } : { kind: 'signInToUpgrade' };
  if (plan === currentPlan) return { kind: 'current' };
  if (plan === 'free') return { kind: 'getStarted', href: '/solve' };
  return RANK[plan] > RANK[currentPlan] ? { kind: 'upgrade' } : { kind: 'switch' };
}
