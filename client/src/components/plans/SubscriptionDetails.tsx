import { useTranslation } from 'react-i18next';
import type { Subscription } from '@contract/payments';
import { PLANS } from '@contract/plans';
import { Badge } from '@/components/ui/badge';
import { useLanguage } from '@/hooks/useLanguage';
import { formatLongDate } from './formatDate';

/**
 * Plan, status and the date line of a subscription (spec §4: active shows "Renews on", any other
 * status "Expires on"), shared by the pricing and account pages.
 */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const active = subscription.status === 'active';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{t('plan')}</dt>
      <dd className="font-semibold" data-testid="subscription-plan">
        {PLANS[subscription.plan].name[language]}
        {subscription.period && (
          <span className="font-normal text-muted-foreground"> · {t(subscription.period === 'year' ? 'annual' : 'monthly')}</span>
        )}
      </dd>
      <dt className="text-muted-foreground">{t('status')}</dt>
      <dd>
        <Badge variant={active ? 'success' : 'secondary'} data-testid="subscription-status">
          {t(active ? 'active' : 'canceled')}
        </Badge>
      </dd>
      {subscription.renewsAt && (
        <>
          <dt className="text-muted-foreground">{t(active ? 'renewsOn' : 'expiresOn')}</dt>
          <dd data-testid="subscription-date">{formatLongDate(subscription.renewsAt, language)}</dd>
        </>
      )}
    </dl>
  );
}
