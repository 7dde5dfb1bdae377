import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentSetup } from '@contract/payments';
import { PLANS } from '@contract/plans';
import { formatPrice } from '@/components/plans/formatPrice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { PayPalButtons } from './PayPalButtons';
import { SandboxApproval } from './SandboxApproval';
import { useCheckout, type CheckoutChoice } from './useCheckout';

interface CheckoutBlockProps {
  choice: CheckoutChoice;
  onClose(): void;
}

/** The inline "Complete Payment" block: what is bought, then the provider's approval. */
export function CheckoutBlock({ choice, onClose }: CheckoutBlockProps) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const setup = useQuery<PaymentSetup>({ queryKey: ['/api/payments/setup'] });
  const { createOrder, capture } = useCheckout(choice, onClose);
  const heading = useRef<HTMLHeadingElement>(null);
  const plan = PLANS[choice.plan];
  const price = formatPrice(plan.price[choice.period], language);

  // Opened below the cards: bring it into view and give it focus for keyboard and screen readers.
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [choice.plan, choice.period]);

  return (
    <Card className="mx-auto mt-8 w-full max-w-lg border-primary" aria-labelledby="checkout-title" role="region">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id="checkout-title" ref={heading} tabIndex={-1} className="outline-none">
            {t('checkout.title')}
          </CardTitle>
          <CardDescription className="mt-1">
            {t(choice.period === 'annual' ? 'checkout.summaryAnnual' : 'checkout.summaryMonthly', { plan: plan.name[language], price })}
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('checkout.close')} disabled={capture.isPending}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>
        {setup.isLoading && <Skeleton className="h-24 w-full" />}
        {setup.isError && <p className="text-sm text-destructive">{t('checkout.providerUnavailable')}</p>}
        {setup.data?.provider === 'sandbox' && (
          <SandboxApproval amount={price} createOrder={createOrder} onApprove={(id) => capture.mutate(id)} onCancel={onClose} busy={capture.isPending} />
        )}
        {setup.data?.provider === 'paypal' && (
          <PayPalButtons clientId={setup.data.clientId} createOrder={createOrder} onApprove={(id) => capture.mutate(id)} />
        )}
        <p className="mt-4 text-xs text-muted-foreground">{t('checkout.terms')}</p>
      </CardContent>
    </Card>
  );
}
