import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuotaResponse } from '@contract/solve';
import { QUOTA_QUERY_KEY } from '@/components/plans/subscriptionQuery';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Problems used in the plan's window (spec §4 quota display; refreshed every 30 seconds). */
export function UsageCard() {
  const { t } = useTranslation('account');
  const quota = useQuery<QuotaResponse>({ queryKey: QUOTA_QUERY_KEY, refetchInterval: 30_000 });
  const q = quota.data;
  const usage = q ? (q.window === 'day' ? q.daily : q.monthly) : null;
  const fraction = usage && usage.limit > 0 ? usage.used / usage.limit : 0;
  const state = fraction >= 1 ? 'exceeded' : fraction > 0.8 ? 'warning' : 'ok';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('usage.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {quota.isLoading && <Skeleton className="h-10 w-full" />}
        {q && usage && (
          <div className="flex flex-col gap-2" data-testid="usage">
            <p className="flex items-baseline justify-between text-sm">
              <span>{t(q.window === 'day' ? 'usage.today' : 'usage.thisMonth')}</span>
              <span className="font-semibold tabular-nums" data-testid="usage-count">
                {usage.used} / {usage.limit}
              </span>
            </p>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={t('usage.title')}
              aria-valuemin={0}
              aria-valuemax={usage.limit}
              aria-valuenow={Math.min(usage.used, usage.limit)}
            >
              <div
                className={cn('h-full rounded-full', state === 'exceeded' ? 'bg-destructive' : state === 'warning' ? 'bg-yellow-500' : 'bg-primary')}
                style={{ width: `${Math.min(100, fraction * 100)}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {usage.remaining > 0
                ? t(q.window === 'day' ? 'usage.remainingDay' : 'usage.remainingMonth', { count: usage.remaining })
                : t(q.window === 'day' ? 'usage.exceededDay' : 'usage.exceededMonth')}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
