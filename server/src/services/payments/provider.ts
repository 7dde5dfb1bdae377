import type { PaymentProvider } from './types';
import { createPayPalProvider } from './paypal';
import { createSandboxProvider } from './sandbox';

export interface PaymentConfig {
  /** PAYMENT_PROVIDER: "sandbox" (default) or "paypal". */
  provider?: 'sandbox' | 'paypal';
  paypalClientId?: string;
  paypalClientSecret?: string;
  /** PAYPAL_ENV: "sandbox" (default) or "live". */
  paypalEnv?: 'sandbox' | 'live';
  paypalApiBaseUrl?: string;
}

/** PayPal when it is chosen (or its credentials are set), else the offline sandbox. */
export function usesPayPal(config: PaymentConfig): boolean {
  return config.provider === 'paypal' || (config.provider === undefined && !!config.paypalClientId);
}

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (!usesPayPal(config)) return createSandboxProvider();
  if (!config.paypalClientId || !config.paypalClientSecret) {
    throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  }
  return createPayPalProvider({
    clientId: config.paypalClientId,
    clientSecret: config.paypalClientSecret,
    environment: config.paypalEnv ?? 'sandbox',
    apiBaseUrl: config.paypalApiBaseUrl,
  });
}
