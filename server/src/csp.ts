/**
 * Content-Security-Policy of the app. The SPA loads only its own scripts; KaTeX needs inline
 * style attributes and its fonts; pdf.js runs workers from self or blob: URLs; audio plays from
 * our API or blob: URLs. Features that talk to a third party (a payment provider's script and
 * frames) add its origin to the lists here.
 */
import { usesPayPal, type PaymentConfig } from './services/payments/provider';

export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'data:', 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * PayPal's JS SDK (the checkout button) loads its script from paypal.com, draws its buttons and
 * the buyer's window in frames, and calls home; allowed only when the PayPal provider is on.
 */
const PAYPAL_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://www.paypalobjects.com'],
  'frame-src': ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  'img-src': ['https://www.paypalobjects.com', 'https://*.paypal.com'],
  'connect-src': ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://*.paypal.com'],
};

export function cspDirectives(payments: PaymentConfig): Record<string, string[]> {
  const extra = usesPayPal(payments) ? PAYPAL_SOURCES : {};
  return Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources, ...(extra[name] ?? [])]]));
}
