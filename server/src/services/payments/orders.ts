import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  CURRENCY,
  planAmount,
  PLANS,
  type CapturedOrderResponse,
  type OrderBody,
  type OrderStatus,
  type PaymentOrder,
  type SubscriptionPeriod,
} from '../../../../contract/src';
import type { Db } from '../../db/client';
import { events, paymentOrders } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http-error';
import { activateSubscription, getSubscription } from '../subscriptions/subscriptions';
import { PaymentProviderError, type PaymentProvider } from './types';

type OrderRow = typeof paymentOrders.$inferSelect;

const BILLING: Record<SubscriptionPeriod, 'monthly' | 'annual'> = { month: 'monthly', year: 'annual' };

/** The price of a plan for a period, from plans.ts ("99.99"). */
export function priceOf(plan: OrderBody['plan'], period: SubscriptionPeriod): string {
  return planAmount(plan, BILLING[period]);
}

/** Same amount in cents? ("9.99" = "9.990"); anything that is not a plain decimal never matches. */
export function sameAmount(a: string, b: string): boolean {
  const cents = (value: string) => (/^\d{1,8}(\.\d{1,3})?$/.test(value.trim()) ? Math.round(Number(value) * 100) : NaN);
  const x = cents(a);
  return !Number.isNaN(x) && x === cents(b);
}

/**
 * Creates an order at the provider for the plan's price and records it. The browser's `amount`
 * is only compared, never used: a different one is refused as tampering.
 */
export async function createPlanOrder(db: Db, provider: PaymentProvider, userId: string, body: OrderBody): Promise<{ id: string }> {
  if (body.plan === 'free') throw badRequest('freePlanNotForSale');
  const amount = priceOf(body.plan, body.period);
  if (body.amount !== undefined && !sameAmount(body.amount, amount)) throw badRequest('amountMismatch');
  const requestId = randomUUID();
  let created;
  try {
    created = await provider.createOrder({
      amount,
      currency: CURRENCY,
      description: `Stepwise ${PLANS[body.plan].name.en}, ${body.period === 'year' ? '1 year' : '1 month'}`,
      reference: `${body.plan}:${body.period}`,
      requestId,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, 'paymentProviderError');
    throw error;
  }
  await db.insert(paymentOrders).values({
    provider: provider.name,
    providerOrderId: created.id,
    userId,
    plan: body.plan,
    period: body.period,
    amount,
    currency: CURRENCY,
    status: 'created',
  });
  return { id: created.id };
}

async function findOwnOrder(db: Db, providerName: string, providerOrderId: string, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, providerName), eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.userId, userId)))
    .limit(1);
  return row;
}

/** Moves the order from one status to another only if it is still in `from`: the claim two captures race for. */
async function transition(db: Db, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: to })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, from)))
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CaptureOptions {
  /** How long a second capture waits for a concurrent one of the same order to finish. */
  waitForConcurrentMs?: number;
}

/**
 * Captures the caller's own order (anyone else's reads as 404) and starts the paid period, only
 * after the provider reports a COMPLETED capture of exactly the recorded amount and currency.
 * The order row is claimed with a conditional update (created → capturing), so of two concurrent
 * captures only one reaches the provider; the other waits and answers the same result. A repeat
 * after success answers the same result without extending anything. The claim is never taken
 * over by another request (a slow first capture could still complete), so an order left in
 * 'capturing' by a process that died mid-capture stays there and answers 409 until it is settled
 * by hand against the provider's records.
 */
export async function capturePlanOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  providerOrderId: string,
  options: CaptureOptions = {},
): Promise<CapturedOrderResponse> {
  const order = await findOwnOrder(db, provider.name, providerOrderId, userId);
  if (!order) throw notFound();
  const done = async (): Promise<CapturedOrderResponse> => ({
    id: order.providerOrderId,
    status: 'COMPLETED',
    subscription: await getSubscription(db, userId),
  });

  if (!(await transition(db, order.id, 'created', 'capturing'))) {
    const deadline = Date.now() + (options.waitForConcurrentMs ?? 15_000);
    for (;;) {
      const current = await findOwnOrder(db, provider.name, providerOrderId, userId);
      if (current?.status === 'captured') return done();
      if (current?.status === 'failed') throw badRequest('paymentNotCompleted');
      if (current?.status === 'created' && (await transition(db, order.id, 'created', 'capturing'))) break;
      if (Date.now() > deadline) throw new HttpError(409, 'paymentProviderError');
      await sleep(50);
    }
  }

  let captured;
  try {
    captured = await provider.captureOrder(order.providerOrderId, { amount: order.amount, currency: order.currency });
  } catch (error) {
    // Nothing was charged: the buyer may still approve, or the provider may come back.
    await transition(db, order.id, 'capturing', 'created');
    if (error instanceof PaymentProviderError) throw new HttpError(error.notApproved ? 409 : 502, error.notApproved ? 'paymentNotApproved' : 'paymentProviderError');
    throw error;
  }
  if (captured.status !== 'COMPLETED' || captured.currency !== order.currency || !sameAmount(captured.amount, order.amount)) {
    await transition(db, order.id, 'capturing', 'failed');
    throw badRequest('paymentNotCompleted');
  }

  const paidAt = new Date();
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(paymentOrders)
      .set({ status: 'captured', capturedAt: paidAt })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'capturing')))
      .returning({ id: paymentOrders.id });
    if (claimed.length !== 1) return;
    if (order.plan === 'free') return;
    await activateSubscription(tx, userId, order.plan, order.period, paidAt);
    // In the same transaction: the admin's activity list shows every upgrade exactly once.
    await tx.insert(events).values({ type: 'upgrade', userId, data: {
      plan: order.plan,
      period: order.period,
      amount: order.amount,
      currency: order.currency,
      provider: order.provider,
      orderId: order.providerOrderId,
      captureId: captured.captureId ?? null,
    } });
  });
  return done();
}

export function toPaymentOrder(row: OrderRow): PaymentOrder {
  return {
    id: row.providerOrderId,
    provider: row.provider,
    plan: row.plan,
    period: row.period,
    amount: row.amount,
    currency: row.currency,
    status: (['created', 'capturing', 'captured', 'failed'] as const).find((s) => s === row.status) ?? 'failed',
    createdAt: row.createdAt.toISOString(),
    capturedAt: row.capturedAt ? row.capturedAt.toISOString() : null,
  };
}

/** The caller's orders, newest first (the billing view's history). */
export async function listOrders(db: Db, userId: string): Promise<PaymentOrder[]> {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(desc(paymentOrders.createdAt)).limit(100);
  return rows.map(toPaymentOrder);
}
