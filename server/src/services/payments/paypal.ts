import http from 'node:http';
import net from 'node:net';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
} from '@paypal/paypal-server-sdk';
import type { CapturedOrder, PaymentProvider } from './types';
import { PaymentProviderError } from './types';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /**
   * Sends the SDK's requests to another host (a test double or an egress proxy speaking plain
   * HTTP) instead of api-m.paypal.com. The SDK has no base-URL setting, so this is done at the
   * connection level with an agent.
   */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** An agent that connects every "https" request to a plain-HTTP host of our choosing. */
function redirectingAgent(target: URL): http.Agent {
  const agent = new http.Agent({ keepAlive: false });
  // Node checks the agent's protocol against the request's; the connection itself is plain TCP.
  (agent as unknown as { protocol: string }).protocol = 'https:';
  agent.createConnection = () => net.connect(Number(target.port || 80), target.hostname);
  return agent;
}

/** PayPal Orders v2 through the official server SDK (OAuth client credentials, create, capture). */
export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  const client = new Client({
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: config.timeoutMs ?? 30_000,
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    httpClientOptions: config.apiBaseUrl ? { httpsAgent: redirectingAgent(new URL(config.apiBaseUrl)) } : undefined,
  });
  const orders = new OrdersController(client);

  const describe = (error: unknown): PaymentProviderError => {
    if (error instanceof ApiError) {
      const body = (typeof error.result === 'object' && error.result) as { name?: string; details?: { issue?: string }[] } | false;
      const issue = body ? (body.details?.[0]?.issue ?? body.name ?? '') : '';
      return new PaymentProviderError(`PayPal answered ${error.statusCode}${issue ? `: ${issue}` : ''}`, issue === 'ORDER_NOT_APPROVED');
    }
    return new PaymentProviderError(`PayPal could not be reached: ${(error as Error).message}`);
  };

  return {
    name: 'paypal',
    mode: config.environment,
    clientId: config.clientId,
    async clientToken() {
      // The JS SDK's buttons only need the client id; it doubles as the setup token.
      return config.clientId;
    },
    async createOrder(request) {
      try {
        const { result } = await orders.createOrder({
          paypalRequestId: request.requestId,
          prefer: 'return=minimal',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                amount: { currencyCode: request.currency, value: request.amount },
                description: request.description,
                customId: request.reference,
              },
            ],
          },
        });
        if (!result.id) throw new PaymentProviderError('PayPal returned no order id');
        return { id: result.id };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : describe(error);
      }
    },
    async captureOrder(id): Promise<CapturedOrder> {
      try {
        const { result } = await orders.captureOrder({ id, prefer: 'return=representation' });
        const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
        const status = result.status === 'COMPLETED' && capture?.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING';
        return {
          status: capture?.status === 'DECLINED' ? 'DECLINED' : status,
          amount: capture?.amount?.value ?? '0',
          currency: capture?.amount?.currencyCode ?? '',
          captureId: capture?.id,
        };
      } catch (error) {
        throw describe(error);
      }
    },
  };
}
