import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types';

/**
 * The default provider: no money moves and no network is needed. The checkout shows a simulated
 * buyer approval instead of PayPal's window, then captures; capture completes for the amount we
 * recorded when the order was created, which is exactly what PayPal does for an approved order.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    clientId: 'sandbox',
    async clientToken() {
      return `sandbox-${randomBytes(12).toString('hex')}`;
    },
    async createOrder() {
      return { id: `SBX-${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    async captureOrder(id, expected) {
      return { status: 'COMPLETED', amount: expected.amount, currency: expected.currency, captureId: `CAP-${id.slice(4)}` };
    },
  };
}
