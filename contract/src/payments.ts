import { z } from 'zod';
import { CURRENCY, PAYMENT_INTENT, PLAN_IDS } from './plans';

/**
 * Payments and subscriptions. The browser names a plan and a billing period; the server computes
 * the price from plans.ts. `amount`, `currency` and `intent` are accepted because the spec's
 * checkout sends them, but an amount that differs from the plan's price is refused (tampering).
 */
export const SUBSCRIPTION_PERIODS = ['month', 'year'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const paymentSetup = z.object({
  clientToken: z.string(),
  provider: z.enum(['sandbox', 'paypal']),
  mode: z.enum(['sandbox', 'live']),
  /** PayPal's client id for its JS SDK ("sandbox" with the offline provider). */
  clientId: z.string(),
});
export type PaymentSetup = z.infer<typeof paymentSetup>;

export const orderBody = z.object({
  plan: z.enum(PLAN_IDS, { error: 'invalidRequest' }),
  period: z.enum(SUBSCRIPTION_PERIODS, { error: 'invalidRequest' }),
  amount: z.string({ error: 'amountMismatch' }).max(20, { error: 'amountMismatch' }).optional(),
  currency: z.literal(CURRENCY, { error: 'amountMismatch' }).optional(),
  intent: z.literal(PAYMENT_INTENT, { error: 'invalidRequest' }).optional(),
});
export type OrderBody = z.infer<typeof orderBody>;

/** The provider's order id: what the buyer approves and the capture call names. */
export const createdOrder = z.object({ id: z.string() });
export type CreatedOrderResponse = z.infer<typeof createdOrder>;

export const orderParams = z.object({ id: z.string().min(1).max(100) });

export const SUBSCRIPTION_STATUSES = ['active', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscription = z.object({
  plan: z.enum(PLAN_IDS),
  /** 'active' renews at renewsAt; 'canceled' keeps access until renewsAt, then the plan is free. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO 8601; null on the free plan. */
  renewsAt: z.string().nullable(),
  period: z.enum(SUBSCRIPTION_PERIODS).nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptionAction = z.object({ action: z.enum(['cancel', 'resume'], { error: 'invalidRequest' }) });
export type SubscriptionAction = z.infer<typeof subscriptionAction>;

export const capturedOrder = z.object({
  id: z.string(),
  status: z.literal('COMPLETED'),
  subscription,
});
export type CapturedOrderResponse = z.infer<typeof capturedOrder>;

export const ORDER_STATUSES = ['created', 'capturing', 'captured', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const paymentOrder = z.object({
  id: z.string(),
  provider: z.string(),
  plan: z.enum(PLAN_IDS),
  period: z.enum(SUBSCRIPTION_PERIODS),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;
export const paymentOrderList = z.array(paymentOrder);
