/** What the provider must charge: always computed on the server from the plan and period. */
export interface OrderRequest {
  /** Decimal string, e.g. "99.99". */
  amount: string;
  currency: 'USD';
  /** Shown to the buyer by the provider. */
  description: string;
  /** Our own reference (the plan and period), echoed back by the provider. */
  reference: string;
  /** Makes a retried create idempotent at the provider. */
  requestId: string;
}

export interface CreatedOrder {
  /** The provider's order id, the one the browser approves and the capture names. */
  id: string;
}

export interface CapturedOrder {
  /** COMPLETED only when the money moved. */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED';
  amount: string;
  currency: string;
  captureId?: string;
}

/** A payment provider the checkout talks to; `sandbox` runs offline, `paypal` is real. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  /** "sandbox" or "live": shown in admin settings and on the checkout. */
  readonly mode: 'sandbox' | 'live';
  /** What the browser needs to draw the provider's button (PayPal's client id). */
  readonly clientId: string;
  /** The spec's `clientToken` for GET /payments/setup. */
  clientToken(): Promise<string>;
  createOrder(request: OrderRequest): Promise<CreatedOrder>;
  /**
   * Captures the buyer-approved order. `expected` is our record of the order, so a provider that
   * keeps no state (the sandbox) can answer, and so repeated captures can be told apart.
   */
  captureOrder(id: string, expected: { amount: string; currency: string }): Promise<CapturedOrder>;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** True when the provider refused because the order is not (yet) approved by the buyer. */
    readonly notApproved = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
