import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { loadPayPalSdk } from './loadPayPalSdk';

interface PayPalButtonsProps {
  clientId: string;
  createOrder(): Promise<string>;
  onApprove(orderId: string): void;
}

/** PayPal's own button (JS SDK). Approve, cancel and SDK errors are only logged (spec §8). */
export function PayPalButtons({ clientId, createOrder, onApprove }: PayPalButtonsProps) {
  const { t } = useTranslation('pricing');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The SDK keeps the callbacks it was rendered with: read the latest ones through refs.
  const callbacks = useRef({ createOrder, onApprove });
  useEffect(() => {
    callbacks.current = { createOrder, onApprove };
  }, [createOrder, onApprove]);

  useEffect(() => {
    let closed = false;
    let buttons: { close(): Promise<void> } | undefined;
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (closed || !container.current) return;
        const rendered = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: 'pay' },
          createOrder: () => callbacks.current.createOrder(),
          onApprove: async ({ orderID }) => {
            console.info('PayPal payment approved', orderID);
            callbacks.current.onApprove(orderID);
          },
          onCancel: (data) => console.info('PayPal payment cancelled', data),
          onError: (error) => console.error('PayPal payment error', error),
        });
        buttons = rendered;
        await rendered.render(container.current);
        if (!closed) setState('ready');
      })
      .catch((error: unknown) => {
        console.error('PayPal SDK', error);
        if (!closed) setState('failed');
      });
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId]);

  return (
    <div>
      {state === 'loading' && <Spinner label={t('checkout.loadingProvider')} />}
      {state === 'failed' && <p className="text-sm text-destructive">{t('checkout.providerUnavailable')}</p>}
      <div ref={container} />
    </div>
  );
}
