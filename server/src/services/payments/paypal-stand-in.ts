import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

interface StandInOrder {
  id: string;
  amount: { currency_code: string; value: string };
  customId?: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  requestId?: string;
}

/**
 * A local server answering like PayPal's REST API (OAuth2 client-credentials token, Orders v2
 * create and capture, with PayPal's error bodies), for tests of the real adapter. `approve`
 * plays the buyer clicking "Pay" in PayPal's window.
 */
export async function startPayPalStandIn(credentials: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, StandInOrder>();
  const tokens = new Set<string>();
  const calls: string[] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const unprocessable = (res: http.ServerResponse, issue: string) =>
    send(res, 422, { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue }] });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = req.url ?? '';
      calls.push(`${req.method} ${url}`);
      if (req.method === 'POST' && url === '/v1/oauth2/token') {
        const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
        if (req.headers.authorization !== `Basic ${basic}` || !raw.includes('grant_type=client_credentials')) {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return send(res, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: 'n' });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(bearer)) {
        return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' });
      }
      if (req.method === 'POST' && url === '/v2/checkout/orders') {
        const body = JSON.parse(raw) as { intent: string; purchase_units: { amount: { currency_code: string; value: string }; custom_id?: string }[] };
        const requestId = req.headers['paypal-request-id'] as string | undefined;
        const existing = [...orders.values()].find((o) => requestId && o.requestId === requestId);
        if (existing) return send(res, 200, { id: existing.id, status: existing.status });
        if (body.intent !== 'CAPTURE' || !body.purchase_units?.[0]?.amount?.value) return unprocessable(res, 'INVALID_PARAMETER_VALUE');
        const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
        const unit = body.purchase_units[0];
        orders.set(id, { id, amount: unit.amount, customId: unit.custom_id, status: 'CREATED', requestId });
        return send(res, 201, {
          id,
          status: 'CREATED',
          links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' }],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
      if (req.method === 'POST' && capture) {
        const order = orders.get(capture[1]);
        if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (order.status === 'CREATED') return unprocessable(res, 'ORDER_NOT_APPROVED');
        if (order.status === 'COMPLETED') return unprocessable(res, 'ORDER_ALREADY_CAPTURED');
        order.status = 'COMPLETED';
        return send(res, 201, {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            { reference_id: 'default', payments: { captures: [{ id: `CAP${order.id}`, status: 'COMPLETED', amount: order.amount, custom_id: order.customId }] } },
          ],
        });
      }
      send(res, 404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    orders,
    approve(id: string) {
      const order = orders.get(id);
      if (order?.status === 'CREATED') order.status = 'APPROVED';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
