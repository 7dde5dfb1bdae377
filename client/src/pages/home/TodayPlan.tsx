import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { StudyPlanResponse } from '@contract/study-plan';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLanguage } from '@/hooks/useLanguage';
import { STUDY_PLAN_QUERY_KEY, todayUtc } from '@/pages/study-plan/queries';

/** Today's items of a Pro student's study plan (or a way to build one); nothing for other plans. */
export function TodayPlan() {
  const subscription = useSubscription(true);
  const isPro = subscription.data?.plan === 'pro';
  return isPro ? <TodayPlanCard /> : null;
}

function TodayPlanCard() {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const plan = useQuery<StudyPlanResponse>({ queryKey: STUDY_PLAN_QUERY_KEY });
  if (!plan.data) return null;
  const today = todayUtc();
  const items = plan.data.plan?.items.filter((i) => i.day === today) ?? [];
  return (
    <Card data-testid="today-plan">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarCheck className="size-4" aria-hidden="true" />
          {t('home.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!plan.data.plan ? (
          <p className="text-sm text-muted-foreground">{t('home.createText')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('home.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-2 text-sm">
                {item.doneAt ? (
                  <CheckCircle2 role="img" aria-label={t('day.done')} className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <span>{t(`item.${item.kind}`, { title: item.topic?.title[language] ?? '' })}</span>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && items.every((i) => i.doneAt) && <p className="text-sm text-success">{t('home.allDone')}</p>}
        <Link href="/study-plan" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {plan.data.plan ? t('home.open') : t('home.create')}
        </Link>
      </CardContent>
    </Card>
  );
}
