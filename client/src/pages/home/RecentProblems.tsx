import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HistorySummary } from '@contract/solve';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { problemTitle } from '@/lib/problemTitle';

/** The 5 most recent problems (title or the first 50 characters), with a Verified mark. */
export function RecentProblems() {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading } = useQuery<HistorySummary[]>({ queryKey: ['/api/history?limit=5'] });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle className="text-lg">{t('recent.title')}</CardTitle>
        <Button variant="link" asChild className="px-0">
          <Link href="/history">{t('recent.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : !data || data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>
            <Button asChild>
              <Link href="/solve">{t('recent.first')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y" data-testid="recent-problems">
            {data.slice(0, 5).map((item) => (
              <li key={item.problemId} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-mono text-sm font-medium">{problemTitle(item, 50)}</p>
                  <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
                    {new Date(item.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
                  </time>
                </div>
                {item.verified && (
                  <span className="flex items-center gap-1 text-xs font-medium text-success">
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    {t('recent.verified')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
