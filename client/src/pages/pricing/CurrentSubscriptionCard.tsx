import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SubscriptionDetails } from '@/components/plans/SubscriptionDetails';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** "Your Current Subscription" on the pricing page, signed in only. */
export function CurrentSubscriptionCard() {
  const { t } = useTranslation('pricing');
  const subscription = useSubscription(true);
  return (
    <Card className="mx-auto mt-10 w-full max-w-lg" data-testid="current-subscription">
      <CardHeader>
        <CardTitle>{t('current.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscription.isLoading && <Skeleton className="h-16 w-full" />}
        {subscription.isError && <p className="text-sm text-destructive">{t('current.error')}</p>}
        {subscription.data && <SubscriptionDetails subscription={subscription.data} />}
        <Button asChild variant="outline" className="self-start">
          <Link href="/account#billing">{t('current.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
