import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SubscriptionDetails } from '@/components/plans/SubscriptionDetails';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface SubscriptionCardProps {
  billingOpen: boolean;
  onToggleBilling(): void;
}

/** Plan, status and date; Upgrade Plan (not for pro) and Manage Billing (paid plans). */
export function SubscriptionCard({ billingOpen, onToggleBilling }: SubscriptionCardProps) {
  const { t } = useTranslation('account');
  const subscription = useSubscription(true);
  const plan = subscription.data?.plan;
  return (
    <Card data-testid="account-subscription">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-primary" />
          {t('subscription.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscription.isLoading && <Skeleton className="h-16 w-full" />}
        {subscription.isError && <p className="text-sm text-destructive">{t('subscription.error')}</p>}
        {subscription.data && <SubscriptionDetails subscription={subscription.data} />}
        <div className="flex flex-col gap-2 sm:flex-row">
          {plan && plan !== 'pro' && (
            <Button asChild>
              <Link href="/pricing">{t('subscription.upgrade')}</Link>
            </Button>
          )}
          {plan && plan !== 'free' && (
            <Button variant="outline" aria-expanded={billingOpen} aria-controls="billing" onClick={onToggleBilling}>
              {t('subscription.manage')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
