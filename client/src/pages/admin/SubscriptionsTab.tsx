import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSubscriptions } from '@contract/admin';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';

export function SubscriptionsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const subscriptions = useQuery<AdminSubscriptions>({ queryKey: ['/api/admin/subscriptions'] });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  if (subscriptions.isLoading) return <Skeleton className="h-48 w-full" />;
  if (subscriptions.error) return <p className="text-destructive">{t('loadError')}</p>;
  if (!subscriptions.data?.length) return <p className="text-sm text-muted-foreground">{t('subscriptions.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {subscriptions.data.map((s) => {
        const name = [s.user.firstName, s.user.lastName].filter(Boolean).join(' ');
        return (
          <li key={s.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">{name || s.user.email}</p>
                {name && <p className="break-all text-sm text-muted-foreground">{s.user.email}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge>{t(`plans.${s.plan}`)}</Badge>
                <Badge variant={s.status === 'active' ? 'success' : 'secondary'}>{t(`subscriptions.status.${s.status}`, { defaultValue: s.status })}</Badge>
                <span className="text-muted-foreground">{t(`subscriptions.period.${s.period}`)}</span>
                {s.renewsAt && (
                  <span className="text-muted-foreground">
                    {t(s.status === 'active' && !s.cancelAtPeriodEnd ? 'subscriptions.renews' : 'subscriptions.expires', { date: date.format(new Date(s.renewsAt)) })}
                  </span>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
