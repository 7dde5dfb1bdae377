import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { events, paymentOrders, subscriptions } from '../db/schema';
import { startPayPalStandIn } from '../services/payments/paypal-stand-in';

const DAY = 86_400_000;

describe('payments and subscriptions (sandbox provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: RegisteredUser, options: Omit<InjectOptions, 'headers'>) => t.app.inject({ ...options, headers: { cookie: user.cookie } });
  const order = async (user: RegisteredUser, payload: Record<string, unknown>) => call(user, { method: 'POST', url: '/api/payments/order', payload });
  const capture = (user: RegisteredUser, id: string) => call(user, { method: 'POST', url: `/api/payments/order/${id}/capture` });
  const subscriptionOf = async (user: RegisteredUser) => (await call(user, { method: 'GET', url: '/api/subscription' })).json();
  const orderRow = async (providerOrderId: string) =>
    (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0];

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/setup' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/order', payload: { plan: 'basic', period: 'month' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  });

  it('describes the sandbox checkout', async () => {
    const user = await registerUser(t.app);
    const setup = await call(user, { method: 'GET', url: '/api/payments/setup' });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({ provider: 'sandbox', mode: 'sandbox', clientId: 'sandbox' });
    expect(setup.json().clientToken).toMatch(/^sandbox-/);
  });

  it('starts on the free plan', async () => {
    const user = await registerUser(t.app);
    expect(await subscriptionOf(user)).toEqual({ plan: 'free', status: 'active', renewsAt: null, period: null, cancelAtPeriodEnd: false });
  });

  it('computes the amount on the server and records the order', async () => {
    const user = await registerUser(t.app);
    const response = await order(user, { plan: 'basic', period: 'year' });
    expect(response.statusCode).toBe(200);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({ userId: user.id, plan: 'basic', period: 'year', amount: '99.99', currency: 'USD', status: 'created', provider: 'sandbox' });
    // The spec's checkout sends the amount too: the same price is accepted.
    expect((await order(user, { plan: 'pro', period: 'month', amount: '19.99', currency: 'USD', intent: 'subscription' })).statusCode).toBe(200);
  });

  it('refuses a tampered amount, another currency and the free plan', async () => {
    const user = await registerUser(t.app);
    const tampered = await order(user, { plan: 'pro', period: 'year', amount: '0.01' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'amountMismatch', message: 'The amount does not match the price of this plan' });
    expect((await order(user, { plan: 'pro', period: 'year', amount: '199.98' })).statusCode).toBe(400);
    expect((await order(user, { plan: 'pro', period: 'year', amount: 'abc' })).statusCode).toBe(400);
    expect((await order(user, { plan: 'basic', period: 'month', currency: 'EUR' })).statusCode).toBe(400);
    expect((await order(user, { plan: 'free', period: 'month' })).json()).toMatchObject({ code: 'freePlanNotForSale' });
    expect((await order(user, { plan: 'gold', period: 'month' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))).toHaveLength(0);
  });

  it('upgrades after capture: plan, a year from now, the new quota, an upgrade event', async () => {
    const user = await registerUser(t.app);
    const { id } = (await order(user, { plan: 'basic', period: 'year' })).json();
    const before = Date.now();
    const captured = await capture(user, id);
    expect(captured.statusCode).toBe(200);
    const body = captured.json();
    expect(body).toMatchObject({ id, status: 'COMPLETED', subscription: { plan: 'basic', status: 'active', period: 'year', cancelAtPeriodEnd: false } });
    const renews = new Date(body.subscription.renewsAt).getTime();
    expect(renews - before).toBeGreaterThanOrEqual(365 * DAY - 1000);
    expect(renews - before).toBeLessThanOrEqual(366 * DAY + 1000);
    expect(await subscriptionOf(user)).toEqual(body.subscription);
    expect(await orderRow(id)).toMatchObject({ status: 'captured' });
    const upgrades = await t.database.db.select().from(events).where(and(eq(events.userId, user.id), eq(events.type, 'upgrade')));
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0].data).toMatchObject({ plan: 'basic', period: 'year', amount: '99.99', currency: 'USD' });
    const quota = await call(user, { method: 'GET', url: '/api/quota' });
    if (quota.statusCode !== 404) expect(quota.json()).toMatchObject({ plan: 'basic', daily: { limit: 50 } });
  });

  it('answers a repeated capture with the same result, without extending anything', async () => {
    const user = await registerUser(t.app);
    const { id } = (await order(user, { plan: 'pro', period: 'month' })).json();
    const first = (await capture(user, id)).json();
    const again = await capture(user, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await t.database.db.select().from(events).where(and(eq(events.userId, user.id), eq(events.type, 'upgrade')))).toHaveLength(1);
  });

  it('applies concurrent captures of one order once', async () => {
    const user = await registerUser(t.app);
    const { id } = (await order(user, { plan: 'basic', period: 'month' })).json();
    const answers = await Promise.all([capture(user, id), capture(user, id), capture(user, id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const bodies = answers.map((a) => a.json());
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await t.database.db.select().from(events).where(and(eq(events.userId, user.id), eq(events.type, 'upgrade')))).toHaveLength(1);
  });

  it("refuses someone else's order and an order that does not exist", async () => {
    const owner = await registerUser(t.app);
    const thief = await registerUser(t.app);
    const { id } = (await order(owner, { plan: 'pro', period: 'year' })).json();
    expect((await capture(thief, id)).statusCode).toBe(404);
    expect((await capture(thief, 'SBX-NOPE')).statusCode).toBe(404);
    expect((await subscriptionOf(thief)).plan).toBe('free');
    expect(await orderRow(id)).toMatchObject({ status: 'created' });
    expect((await subscriptionOf(owner)).plan).toBe('free');
  });

  it('an upgrade while active starts a new period from now', async () => {
    const user = await registerUser(t.app);
    const first = (await order(user, { plan: 'basic', period: 'year' })).json();
    await capture(user, first.id);
    const second = (await order(user, { plan: 'pro', period: 'month' })).json();
    const sub = (await capture(user, second.id)).json().subscription;
    expect(sub).toMatchObject({ plan: 'pro', period: 'month', status: 'active' });
    const days = (new Date(sub.renewsAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('cancelling keeps access until the period ends; resume renews again', async () => {
    const user = await registerUser(t.app);
    const { id } = (await order(user, { plan: 'basic', period: 'month' })).json();
    const active = (await capture(user, id)).json().subscription;
    const canceled = await call(user, { method: 'POST', url: '/api/subscription', payload: { action: 'cancel' } });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({ ...active, status: 'canceled', cancelAtPeriodEnd: true });
    expect((await subscriptionOf(user)).plan).toBe('basic');
    const resumed = await call(user, { method: 'POST', url: '/api/subscription', payload: { action: 'resume' } });
    expect(resumed.json()).toEqual(active);
    expect((await call(user, { method: 'POST', url: '/api/subscription', payload: { action: 'pause' } })).statusCode).toBe(400);
  });

  it('falls back to free when the period has ended, everywhere', async () => {
    const user = await registerUser(t.app);
    const { id } = (await order(user, { plan: 'pro', period: 'month' })).json();
    await capture(user, id);
    await t.database.db.update(subscriptions).set({ status: 'canceled', renewsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, user.id));
    expect(await subscriptionOf(user)).toMatchObject({ plan: 'free', renewsAt: null });
    const quota = await call(user, { method: 'GET', url: '/api/quota' });
    if (quota.statusCode !== 404) expect(quota.json()).toMatchObject({ plan: 'free' });
    const resume = await call(user, { method: 'POST', url: '/api/subscription', payload: { action: 'resume' } });
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({ code: 'noActiveSubscription' });
  });

  it("lists the caller's orders only, newest first", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await order(other, { plan: 'pro', period: 'year' });
    const a = (await order(user, { plan: 'basic', period: 'month' })).json().id;
    const b = (await order(user, { plan: 'pro', period: 'year' })).json().id;
    await capture(user, b);
    const list = (await call(user, { method: 'GET', url: '/api/payments/orders' })).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([b, a]);
    expect(list[0]).toMatchObject({ plan: 'pro', period: 'year', amount: '199.99', currency: 'USD', status: 'captured' });
    expect(list[1]).toMatchObject({ status: 'created', capturedAt: null });
  });
});

describe('payments through PayPal (against the local stand-in)', () => {
  const credentials = { clientId: 'client-route', clientSecret: 'secret-route' };
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startPayPalStandIn>>;
  beforeAll(async () => {
    standIn = await startPayPalStandIn(credentials);
    t = await createTestApp({
      payments: { provider: 'paypal', paypalClientId: credentials.clientId, paypalClientSecret: credentials.clientSecret, paypalEnv: 'sandbox', paypalApiBaseUrl: standIn.baseUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const call = (user: RegisteredUser, options: Omit<InjectOptions, 'headers'>) => t.app.inject({ ...options, headers: { cookie: user.cookie } });

  it('hands out the client id, creates the order at PayPal for our price, captures only once approved', async () => {
    const user = await registerUser(t.app);
    expect((await call(user, { method: 'GET', url: '/api/payments/setup' })).json()).toMatchObject({ provider: 'paypal', mode: 'sandbox', clientId: 'client-route' });
    const { id } = (await call(user, { method: 'POST', url: '/api/payments/order', payload: { plan: 'pro', period: 'year' } })).json();
    expect(standIn.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '199.99' });

    const early = await call(user, { method: 'POST', url: `/api/payments/order/${id}/capture` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'paymentNotApproved' });
    expect((await call(user, { method: 'GET', url: '/api/subscription' })).json().plan).toBe('free');

    standIn.approve(id);
    const captured = await call(user, { method: 'POST', url: `/api/payments/order/${id}/capture` });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ id, status: 'COMPLETED', subscription: { plan: 'pro', period: 'year', status: 'active' } });

    // A repeat does not reach PayPal again (it would answer ORDER_ALREADY_CAPTURED) and changes nothing.
    const captureCalls = standIn.calls.filter((c) => c.endsWith('/capture')).length;
    const again = await call(user, { method: 'POST', url: `/api/payments/order/${id}/capture` });
    expect(again.json()).toEqual(captured.json());
    expect(standIn.calls.filter((c) => c.endsWith('/capture')).length).toBe(captureCalls);
  });

  it('allows PayPal in the content security policy only when it is the provider', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain('https://www.paypal.com');
    const sandbox = await createTestApp();
    try {
      const plain = await sandbox.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(plain.headers['content-security-policy'])).not.toContain('paypal');
    } finally {
      await sandbox.close();
    }
  });
});
