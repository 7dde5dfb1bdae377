import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/auth';
import { formatLongDate } from '@/components/plans/formatDate';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import type { StatsAnswer } from '@/lib/stats';

/** Solved, verified and this week's problems from the user's own history, and the member-since date. */
export function AccountStats({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const stats = useQuery<StatsAnswer | null>({ queryKey: ['/api/stats'] });
  // A part the server left out shows as a dash rather than breaking the card.
  const items = stats.data
    ? [
        { id: 'solved', label: t('stats.solved'), value: stats.data.totalSolved ?? '—' },
        { id: 'verified', label: t('stats.verified'), value: stats.data.verifiedSolutions ?? '—' },
        { id: 'week', label: t('stats.thisWeek'), value: stats.data.week?.solved ?? '—' },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('stats.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {stats.isLoading && <Skeleton className="h-16 w-full" />}
        {stats.isError && <p className="text-sm text-muted-foreground">{t('stats.error')}</p>}
        {items.length > 0 && (
          <dl className="grid grid-cols-3 gap-2 text-center">
            {items.map((item) => (
              <div key={item.id} className="flex flex-col-reverse rounded-lg bg-muted/60 p-2">
                <dt className="text-xs text-muted-foreground">{item.label}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`stat-${item.id}`}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-sm text-muted-foreground">
          {t('stats.memberSince')} <span className="font-medium text-foreground">{formatLongDate(user.createdAt, language)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
