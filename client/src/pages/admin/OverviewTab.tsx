import { useQuery } from '@tanstack/react-query';
import { BookOpen, CreditCard, Sigma, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminActivity, AdminStats } from '@contract/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { ACTIVITY_KEY, STATS_KEY } from './queries';

const ICONS = { 'user.registered': UserPlus, 'problem.solved': Sigma, upgrade: CreditCard } as const;

export function OverviewTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const stats = useQuery<AdminStats>({ queryKey: STATS_KEY });
  const activity = useQuery<AdminActivity>({ queryKey: ACTIVITY_KEY });
  const cards = [
    { key: 'totalUsers', icon: Users },
    { key: 'activeSubscriptions', icon: CreditCard },
    { key: 'problemsSolvedToday', icon: Sigma },
    { key: 'libraryTopics', icon: BookOpen },
  ] as const;
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon }) => (
          <Card key={key} className="p-4">
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>{t(`overview.${key}`)}</span>
              <Icon aria-hidden="true" className="size-4" />
            </div>
            <p className="mt-2 text-2xl font-bold" data-testid={`admin-stat-${key}`}>
              {stats.data ? stats.data[key] : <Skeleton className="h-8 w-12" />}
            </p>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('overview.recentActivity')}</CardTitle>
        </CardHeader>
        <CardContent>
          {activity.isLoading && <Skeleton className="h-24 w-full" />}
          {activity.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('overview.noActivity')}</p>}
          <ul className="flex flex-col divide-y">
            {activity.data?.map((event) => {
              const Icon = ICONS[event.type];
              const who = event.user ? [event.user.firstName, event.user.lastName].filter(Boolean).join(' ') || event.user.email : t('overview.deletedUser');
              return (
                <li key={event.id} className="flex items-start gap-3 py-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      {t(`overview.event.${event.type}`, {
                        who,
                        plan: event.plan ? t(`plans.${event.plan}`, { defaultValue: event.plan }) : '',
                        context: event.type === 'problem.solved' && event.verified ? 'verified' : undefined,
                      })}
                    </p>
                    <p className="text-xs text-muted-foreground">{dateTime.format(new Date(event.createdAt))}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
