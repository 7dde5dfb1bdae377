import { useQuery } from '@tanstack/react-query';
import { CalendarDays, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LIBRARY_SUBJECTS } from '@contract/library-catalog';
import type { StudyPlan, StudyPlanResponse } from '@contract/study-plan';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { PlanForm } from './PlanForm';
import { PlanItemRow } from './PlanItemRow';
import { STUDY_PLAN_QUERY_KEY, formatDay, todayUtc } from './queries';

/** /study-plan: Pro students build and follow a plan; other plans are offered the upgrade. */
export default function StudyPlanPage() {
  const { t } = useTranslation('studyPlan');
  const subscription = useSubscription(true);
  const isPro = subscription.data?.plan === 'pro';
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      {subscription.isLoading && <Skeleton className="h-40 w-full" />}
      {subscription.data && !isPro && <UpgradeCard />}
      {isPro && <PlanView />}
    </PageContainer>
  );
}

function UpgradeCard() {
  const { t } = useTranslation('studyPlan');
  return (
    <Card data-testid="study-plan-upgrade">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {t('upgradeTitle')}
        </CardTitle>
        <CardDescription>{t('upgradeText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/pricing">{t('upgrade')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PlanView() {
  const plan = useQuery<StudyPlanResponse>({ queryKey: STUDY_PLAN_QUERY_KEY });
  const [rebuilding, setRebuilding] = useState(false);
  if (plan.isLoading) return <Skeleton className="h-40 w-full" />;
  if (!plan.data?.plan) return <PlanForm />;
  return (
    <div className="flex flex-col gap-6">
      {rebuilding ? <PlanForm current={plan.data.plan} onCancel={() => setRebuilding(false)} /> : <PlanSummary plan={plan.data.plan} onRebuild={() => setRebuilding(true)} />}
      <DayList plan={plan.data.plan} />
    </div>
  );
}

function PlanSummary({ plan, onRebuild }: { plan: StudyPlan; onRebuild: () => void }) {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const subject = LIBRARY_SUBJECTS.find((s) => s.level === plan.level && s.code === plan.subject);
  const { done, total, quizzesTaken, quizScore, quizTotal } = plan.progress;
  const percent = total ? Math.round((100 * done) / total) : 0;
  return (
    <Card data-testid="plan-summary">
      <CardHeader>
        <CardTitle>{plan.goal || `${t(`levels.${plan.level}`)} · ${subject?.name[language] ?? plan.subject}`}</CardTitle>
        <CardDescription className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('summary.dates', { start: formatDay(plan.startDate, language), end: formatDay(plan.endDate, language) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium" data-testid="plan-progress">
            {t('summary.progress', { done, total })}
          </p>
          <div role="progressbar" aria-label={t('summary.progressLabel')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted-foreground" data-testid="plan-quizzes">
            {quizzesTaken ? t('summary.quizzes', { count: quizzesTaken, score: quizScore, total: quizTotal }) : t('summary.noQuizzes')}
          </p>
        </div>
        <Button variant="outline" className="self-start" onClick={onRebuild}>
          <RefreshCw aria-hidden="true" />
          {t('summary.regenerate')}
        </Button>
      </CardContent>
    </Card>
  );
}

function DayList({ plan }: { plan: StudyPlan }) {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const today = todayUtc();
  const days = [...new Set(plan.items.map((i) => i.day))];
  return (
    <ol className="flex flex-col gap-4" aria-label={t('title')}>
      {days.map((day) => {
        const items = plan.items.filter((i) => i.day === day);
        const isToday = day === today;
        return (
          <li key={day}>
            <section aria-labelledby={`day-${day}`} data-testid={isToday ? 'plan-today' : undefined} className={isToday ? 'rounded-xl border-2 border-primary/40 p-3' : ''}>
              <h2 id={`day-${day}`} className="mb-2 flex items-center gap-2 text-lg font-semibold capitalize">
                {formatDay(day, language)}
                {isToday && <Badge>{t('day.today')}</Badge>}
              </h2>
              <ul className="flex flex-col gap-2">
                {items.map((item) => (
                  <PlanItemRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
