import { BookOpen, CheckCircle2, Clock, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LibraryProgress } from '@contract/library';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { topicTitle } from './search';

interface Props {
  progress: LibraryProgress | undefined;
  onOpenRecent: (level: string, slug: string) => void;
}

/** Total topics, the user's completed / in-progress counts and recently viewed topics, all from real data. */
export function LibrarySidebar({ progress, onOpenRecent }: Props) {
  const { t } = useTranslation('library');
  const language = useLanguage();
  const stats = [
    { key: 'total', icon: BookOpen, value: progress?.totalTopics },
    { key: 'completed', icon: CheckCircle2, value: progress?.completed },
    { key: 'inProgress', icon: Clock, value: progress?.inProgress },
  ] as const;
  return (
    <aside className="flex flex-col gap-6" aria-label={t('sidebar.label')}>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('sidebar.stats')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3">
            {stats.map(({ key, icon: Icon, value }) => (
              <div key={key} className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`sidebar.${key}`)}
                </dt>
                <dd className="text-lg font-semibold" data-testid={`stat-${key}`}>
                  {value === undefined ? <Skeleton className="h-6 w-8" /> : value}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <History aria-hidden="true" className="size-4" />
            {t('sidebar.recent')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {progress && progress.recentlyViewed.length === 0 && <p className="text-sm text-muted-foreground">{t('sidebar.noRecent')}</p>}
          <ul className="flex flex-col gap-1">
            {progress?.recentlyViewed.map((recent) => (
              <li key={recent.topicId}>
                <button
                  type="button"
                  onClick={() => onOpenRecent(recent.level, recent.topicSlug)}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="line-clamp-2">{topicTitle(recent, language)}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{recent.level}</span>
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  );
}
