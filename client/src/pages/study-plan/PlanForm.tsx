import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVELS, LIBRARY_SUBJECTS, type Level } from '@contract/library-catalog';
import { messageText } from '@contract/messages';
import { STUDY_PLAN_DEFAULT_DAYS, STUDY_PLAN_MAX_DAYS, studyPlanBody, type StudyPlan, type StudyPlanResponse } from '@contract/study-plan';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { storePlan, todayUtc } from './queries';

const selectClass = 'flex h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-10 sm:text-sm';

/** Goal, level, subject and horizon (a number of days or the exam date); builds or rebuilds the plan. */
export function PlanForm({ current, onCancel }: { current?: StudyPlan; onCancel?: () => void }) {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const ids = { goal: useId(), level: useId(), subject: useId(), days: useId(), date: useId(), error: useId() };
  const [goal, setGoal] = useState(current?.goal ?? '');
  const [level, setLevel] = useState<Level>(current?.level ?? 'L1');
  const [subject, setSubject] = useState(current?.subject ?? LIBRARY_SUBJECTS.find((s) => s.level === (current?.level ?? 'L1'))?.code ?? '');
  const [horizon, setHorizon] = useState<'days' | 'date'>('days');
  const [days, setDays] = useState(String(STUDY_PLAN_DEFAULT_DAYS));
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subjects = LIBRARY_SUBJECTS.filter((s) => s.level === level);

  const build = useMutation({
    mutationFn: (body: unknown) => apiJson<StudyPlanResponse>('POST', '/api/study-plan', body),
    onSuccess: (data) => {
      storePlan(queryClient, data.plan);
      onCancel?.();
    },
    onError: (err) => showToast({ title: t('form.failed'), description: serverMessageOf(err), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...(goal.trim() ? { goal: goal.trim() } : {}), level, subject, ...(horizon === 'days' ? { days: Number(days) } : { endDate }) };
    const parsed = studyPlanBody.safeParse(body);
    if (!parsed.success) {
      setError(messageText(parsed.error.issues[0]?.message ?? 'invalidRequest', language));
      return;
    }
    setError(null);
    build.mutate(body);
  };

  const [{ today, lastDay }] = useState(() => {
    const start = todayUtc();
    return { today: start, lastDay: new Date(Date.parse(`${start}T00:00:00Z`) + (STUDY_PLAN_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10) };
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{current ? t('form.regenerateTitle') : t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.goal}>{t('form.goal')}</Label>
            <Input id={ids.goal} value={goal} maxLength={120} placeholder={t('form.goalPlaceholder')} onChange={(e) => setGoal(e.target.value)} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.level}>{t('form.level')}</Label>
              <select
                id={ids.level}
                className={selectClass}
                value={level}
                onChange={(e) => {
                  const next = e.target.value as Level;
                  setLevel(next);
                  setSubject(LIBRARY_SUBJECTS.find((s) => s.level === next)?.code ?? '');
                }}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`levels.${l}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.subject}>{t('form.subject')}</Label>
              <select id={ids.subject} className={selectClass} value={subject} onChange={(e) => setSubject(e.target.value)}>
                {subjects.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name[language]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('form.horizon')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['days', 'date'] as const).map((h) => (
                <label key={h} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" name="horizon" value={h} checked={horizon === h} onChange={() => setHorizon(h)} className="size-4 accent-primary" />
                  {h === 'days' ? t('form.byDays') : t('form.byDate')}
                </label>
              ))}
            </div>
            {horizon === 'days' ? (
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.days}>{t('form.days')}</Label>
                <Input id={ids.days} type="number" inputMode="numeric" min={1} max={STUDY_PLAN_MAX_DAYS} value={days} onChange={(e) => setDays(e.target.value)} className="sm:w-40" />
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.date}>{t('form.endDate')}</Label>
                <Input id={ids.date} type="date" min={today} max={lastDay} value={endDate} onChange={(e) => setEndDate(e.target.value)} className="sm:w-48" />
              </div>
            )}
          </fieldset>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={build.isPending}>
              {build.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {t('form.submit')}
            </Button>
            {onCancel && (
              <Button type="button" variant="outline" onClick={onCancel} disabled={build.isPending}>
                {t('form.cancel')}
              </Button>
            )}
          </div>
          {build.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              {t('form.building')}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
