import { expect, type APIRequestContext } from '@playwright/test';

/** A paid plan through the payments API (the sandbox provider approves the simulated buyer). */
export async function buyPlan(request: APIRequestContext, plan: 'basic' | 'pro'): Promise<void> {
  const order = await request.post('/api/payments/order', { data: { plan, period: 'month' } });
  expect(order.status(), await order.text()).toBe(200);
  const { id } = (await order.json()) as { id: string };
  const capture = await request.post(`/api/payments/order/${id}/capture`);
  expect(capture.status(), await capture.text()).toBe(200);
}
