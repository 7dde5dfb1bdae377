import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CheckCircle2, Flame, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistorySummary } from '@contract/solve';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { needsRecentHistory, progressFigures, type Period, type StatsAnswer } from './progress';

/**
 * Problems solved and verified in the chosen period, the day streak and the favourite subject.
 * Parts the server leaves out (or all of them, when it answers nothing) show the spec's
 * fallbacks, the period's counts taken from the recent history the home page lists.
 */
export function ProgressStats() {
  const { t } = useTranslation(['home', 'subjects']);
  const [period, setPeriod] = useState<Period>('week');
  const { data, isLoading } = useQuery<StatsAnswer | null>({ queryKey: ['/api/stats'] });
  const fallback = !isLoading && needsRecentHistory(data, period);
  const recent = useQuery<HistorySummary[]>({ queryKey: ['/api/history?limit=5'], enabled: fallback });
  const figures = progressFigures(data, recent.data, period);
  const { favorite } = figures;
  const stats = [
    { key: 'solved', Icon: CheckCircle2, value: String(figures.solved) },
    { key: 'verified', Icon: BadgeCheck, value: String(figures.verified) },
    { key: 'streak', Icon: Flame, value: t('home:progress.days', { count: figures.streak }) },
    {
      key: 'favorite',
      Icon: Star,
      value: favorite === 'none' ? '—' : favorite === 'fallback' ? t('home:progress.fallbackSubject') : t(`subjects:name.${favorite.subject}`, { defaultValue: favorite.subject }),
    },
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{t('home:progress.title')}</CardTitle>
        <div role="group" aria-label={t('home:progress.period')} className="inline-flex rounded-lg bg-muted p-1">
          {(['week', 'month'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn('rounded-md px-3 py-1 text-sm font-medium', period === p ? 'bg-background shadow-sm' : 'text-muted-foreground')}
            >
              {t(`home:progress.${p}`)}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading || (fallback && recent.isLoading) ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="progress-stats">
            {stats.map(({ key, Icon, value }) => (
              <div key={key} className="rounded-lg border p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`home:progress.${key}`)}
                </dt>
                <dd
                  // A subject name (“Mathématiques”) is longer than a number: smaller and allowed to wrap rather than cut off.
                  className={cn('mt-1 font-bold', key === 'favorite' ? 'text-base leading-7 [overflow-wrap:anywhere]' : 'truncate text-xl')}
                  data-testid={`stat-${key}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
