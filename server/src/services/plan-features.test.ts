import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { count } from 'drizzle-orm';
import { currentPlan, effectivePlan, grantsPaidPlan, planIncludes, requireFeature } from './plan-features';

describe('effectivePlan', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const later = new Date('2026-06-01T12:00:00Z');
  const earlier = new Date('2026-04-01T12:00:00Z');
  it('is free without a subscription', () => {
    expect(effectivePlan(undefined, now)).toBe('free');
  });
  it('keeps a paid plan until its period ends, active or cancelled', () => {
    expect(effectivePlan({ plan: 'basic', status: 'active', renewsAt: later }, now)).toBe('basic');
    expect(effectivePlan({ plan: 'pro', status: 'canceled', renewsAt: later }, now)).toBe('pro');
  });
  it('falls back to free once the period is over', () => {
    expect(effectivePlan({ plan: 'pro', status: 'active', renewsAt: earlier }, now)).toBe('free');
    expect(effectivePlan({ plan: 'basic', status: 'canceled', renewsAt: now }, now)).toBe('free');
  });
  it('ignores subscriptions in any other status', () => {
    expect(effectivePlan({ plan: 'pro', status: 'past_due', renewsAt: later }, now)).toBe('free');
  });
});

describe('planIncludes', () => {
  it('follows spec §6: basic adds audio, image and pdf; pro adds export to PDF', () => {
    expect(['audio', 'image', 'pdf', 'exportPdf'].map((f) => planIncludes('free', f as 'audio'))).toEqual([false, false, false, false]);
    expect(planIncludes('basic', 'audio')).toBe(true);
    expect(planIncludes('basic', 'pdf')).toBe(true);
    expect(planIncludes('basic', 'exportPdf')).toBe(false);
    expect(planIncludes('pro', 'exportPdf')).toBe(true);
  });
});

describe('currentPlan and requireFeature on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the subscription row and refuses a feature with the plan it needs', async () => {
    const user = await registerUser(t.app);
    const { db } = t.database;
    expect(await currentPlan(db, user.id)).toBe('free');
    await expect(requireFeature(db, user.id, 'image')).rejects.toMatchObject({
      statusCode: 403,
      code: 'planRequiredBasic',
      body: { code: 'planRequired', requiredPlan: 'basic' },
    });
    await db.insert(subscriptions).values({ userId: user.id, plan: 'basic', status: 'active', period: 'month', renewsAt: new Date(Date.now() + 86_400_000) });
    expect(await currentPlan(db, user.id)).toBe('basic');
    await expect(requireFeature(db, user.id, 'image')).resolves.toBeUndefined();
    await expect(requireFeature(db, user.id, 'exportPdf')).rejects.toMatchObject({ body: { requiredPlan: 'pro' } });
  });

  it('grantsPaidPlan counts the subscriptions that give a paid plan now, as currentPlan does', async () => {
    const { db } = t.database;
    const now = new Date();
    const soon = new Date(now.getTime() + 86_400_000);
    const past = new Date(now.getTime() - 1000);
    const rows = [
      { plan: 'pro', status: 'active', renewsAt: soon },
      { plan: 'basic', status: 'canceled', renewsAt: soon },
      { plan: 'pro', status: 'active', renewsAt: past },
      { plan: 'basic', status: 'canceled', renewsAt: past },
      { plan: 'free', status: 'active', renewsAt: null },
    ] as const;
    const before = (await db.select({ n: count() }).from(subscriptions).where(grantsPaidPlan(now)))[0].n;
    let granting = 0;
    for (const row of rows) {
      const user = await registerUser(t.app);
      await db.insert(subscriptions).values({ userId: user.id, period: 'month', ...row });
      if ((await currentPlan(db, user.id, now)) !== 'free') granting += 1;
    }
    expect(granting).toBe(2);
    expect((await db.select({ n: count() }).from(subscriptions).where(grantsPaidPlan(now)))[0].n - before).toBe(granting);
  });
});
