import { useTranslation } from 'react-i18next';
import { quotaView } from '@/components/quota/quotaState';
import { UsageMeter } from '@/components/quota/UsageMeter';
import { useQuota } from '@/components/quota/useQuota';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Problems used in the plan's window (spec §4 quota display; refreshed every 30 seconds). */
export function UsageCard() {
  const { t } = useTranslation('account');
  const quota = useQuota();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('usage.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {quota.isLoading && <Skeleton className="h-10 w-full" />}
        {quota.data && <UsageMeter view={quotaView(quota.data)} label={t('usage.title')} />}
      </CardContent>
    </Card>
  );
}
