import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalProvider } from './paypal';
import { startPayPalStandIn } from './paypal-stand-in';
import { createPaymentProvider } from './provider';

describe('PayPal adapter (Orders v2 through the server SDK)', () => {
  const credentials = { clientId: 'client-abc', clientSecret: 'secret-xyz' };
  let standIn: Awaited<ReturnType<typeof startPayPalStandIn>>;
  beforeAll(async () => {
    standIn = await startPayPalStandIn(credentials);
  });
  afterAll(() => standIn.close());

  const provider = () => createPayPalProvider({ ...credentials, environment: 'sandbox', apiBaseUrl: standIn.baseUrl });
  const order = { amount: '99.99', currency: 'USD' as const, description: 'Stepwise Basic, 1 year', reference: 'basic:year', requestId: 'req-1' };

  it('gets a token, creates an order for the amount we computed, and captures it once approved', async () => {
    const paypal = provider();
    const { id } = await paypal.createOrder(order);
    expect(standIn.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '99.99' });
    expect(standIn.calls.slice(0, 2)).toEqual(['POST /v1/oauth2/token', 'POST /v2/checkout/orders']);

    standIn.approve(id);
    const captured = await paypal.captureOrder(id, { amount: '99.99', currency: 'USD' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amount: '99.99', currency: 'USD', captureId: `CAP${id}` });
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const paypal = provider();
    const { id } = await paypal.createOrder({ ...order, requestId: 'req-2' });
    await expect(paypal.captureOrder(id, { amount: '99.99', currency: 'USD' })).rejects.toMatchObject({
      notApproved: true,
      message: 'PayPal answered 422: ORDER_NOT_APPROVED',
    });
  });

  it('reports a second capture of the same order as an error, not a second payment', async () => {
    const paypal = provider();
    const { id } = await paypal.createOrder({ ...order, requestId: 'req-3' });
    standIn.approve(id);
    await paypal.captureOrder(id, { amount: '99.99', currency: 'USD' });
    await expect(paypal.captureOrder(id, { amount: '99.99', currency: 'USD' })).rejects.toThrow('ORDER_ALREADY_CAPTURED');
  });

  it('fails clearly with wrong credentials', async () => {
    const paypal = createPayPalProvider({ clientId: 'client-abc', clientSecret: 'nope', environment: 'sandbox', apiBaseUrl: standIn.baseUrl });
    await expect(paypal.createOrder({ ...order, requestId: 'req-4' })).rejects.toThrow(/PayPal/);
  });
});

describe('choosing the provider', () => {
  it('is the offline sandbox by default', () => {
    expect(createPaymentProvider({})).toMatchObject({ name: 'sandbox', mode: 'sandbox' });
  });
  it('is PayPal when configured, live or sandbox', () => {
    expect(createPaymentProvider({ provider: 'paypal', paypalClientId: 'a', paypalClientSecret: 'b', paypalEnv: 'live' })).toMatchObject({ name: 'paypal', mode: 'live' });
  });
  it('refuses PayPal without credentials', () => {
    expect(() => createPaymentProvider({ provider: 'paypal' })).toThrow('PAYPAL_CLIENT_ID');
  });
  it('captures a sandbox order for the recorded amount', async () => {
    const sandbox = createPaymentProvider({});
    const { id } = await sandbox.createOrder({ amount: '9.99', currency: 'USD', description: 'x', reference: 'basic:month', requestId: 'r' });
    expect(await sandbox.captureOrder(id, { amount: '9.99', currency: 'USD' })).toMatchObject({ status: 'COMPLETED', amount: '9.99' });
  });
});
