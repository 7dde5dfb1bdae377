import { AlertTriangle, Gauge, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { quotaView } from './quotaState';
import { UsageMeter } from './UsageMeter';
import { useQuota } from './useQuota';

/**
 * Usage against the plan's quota (spec §4): a skeleton while loading, nothing without data, a
 * yellow warning above 80 % and a red exceeded panel at 100 %, with a link to the plans.
 */
export function QuotaWidget({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('quota');
  const { data, isLoading } = useQuota();
  if (isLoading) return <Skeleton className={cn('h-40 w-full', className)} />;
  if (!data) return null;
  const view = quotaView(data);
  const { usage, level } = view;
  const resetAt = new Date(usage.resetAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Card className={className} data-testid="quota-widget" data-level={level}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Gauge className="size-4" aria-hidden="true" />
          {t('title')}
          <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium capitalize">{t(`plan.${data.plan}`)}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <UsageMeter view={view} label={t('title')} />
        <p className="text-xs text-muted-foreground">{t('resets', { date: resetAt })}</p>
        {level === 'warning' && (
          <div className="rounded-md border border-yellow-500/40 bg-yellow-500/10 p-3 text-sm" role="status">
            <p className="flex items-center gap-2 font-semibold text-yellow-800 dark:text-yellow-300">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {t('warningTitle')}
            </p>
            <p className="mt-1 text-muted-foreground">{t('warningText')}</p>
            <Button asChild size="sm" variant="outline" className="mt-2">
              <Link href="/pricing">{t('viewPlans')}</Link>
            </Button>
          </div>
        )}
        {level === 'exceeded' && (
          <div className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" role="alert">
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <XCircle className="size-4" aria-hidden="true" />
              {t('exceededTitle')}
            </p>
            <p className="mt-1 text-muted-foreground">{t('exceededText')}</p>
            <Button asChild size="sm" className="mt-2">
              <Link href="/pricing">{t('upgradeNow')}</Link>
            </Button>
          </div>
        )}
        {level === 'ok' && data.plan !== 'pro' && (
          <Button asChild size="sm" variant="outline" className="w-full">
            <Link href="/pricing">{t('upgrade')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
