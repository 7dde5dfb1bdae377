/** The part of PayPal's JS SDK the checkout uses. */
export interface PayPalButtonsOptions {
  style?: Record<string, string>;
  createOrder(): Promise<string>;
  onApprove(data: { orderID: string }): Promise<void>;
  onCancel?(data: unknown): void;
  onError?(error: unknown): void;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): { render(container: HTMLElement): Promise<void>; close(): Promise<void> };
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

let loading: Promise<PayPalNamespace> | null = null;

/**
 * Loads PayPal's JS SDK from paypal.com once (the spec: the provider's script comes from its own
 * site; the server's CSP allows it only when PayPal is the provider).
 */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  loading ??= new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const params = new URLSearchParams({ 'client-id': clientId, currency: 'USD', intent: 'capture', components: 'buttons' });
    script.src = `https://www.paypal.com/sdk/js?${params.toString()}`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK did not start')));
    script.onerror = () => {
      loading = null;
      reject(new Error('PayPal SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
