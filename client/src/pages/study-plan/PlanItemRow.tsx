import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, Circle, ClipboardCheck, PenLine } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Quiz } from '@contract/library';
import type { StudyPlanItem, StudyPlanItemDoneResponse, StudyPlanResponse } from '@contract/study-plan';
import { Formula } from '@/components/math/Formula';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { MathText } from '@/pages/library/MathText';
import { STUDY_PLAN_QUERY_KEY } from './queries';

const ICONS = { read: BookOpen, quiz: ClipboardCheck, practice: PenLine } as const;

/** Completes an item and puts the answer into the cached plan (item and progress). */
function useCompleteItem(itemId: string) {
  const { t } = useTranslation('studyPlan');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answer?: string; quizAnswers?: number[] }) => apiJson<StudyPlanItemDoneResponse>('POST', `/api/study-plan/items/${itemId}/done`, body),
    onSuccess: (done) => {
      queryClient.setQueryData<StudyPlanResponse>(STUDY_PLAN_QUERY_KEY, (old) =>
        old?.plan ? { plan: { ...old.plan, progress: done.progress, items: old.plan.items.map((i) => (i.id === done.item.id ? done.item : i)) } } : old,
      );
    },
    onError: (error) => showToast({ title: t('item.failed'), description: serverMessageOf(error), variant: 'destructive' }),
  });
}

/** One item of a day: a lesson to read, the topic's quiz, or a practice problem. */
export function PlanItemRow({ item }: { item: StudyPlanItem }) {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const title = item.topic ? item.topic.title[language] : '';
  const Icon = ICONS[item.kind];
  const done = item.doneAt !== null;
  return (
    <li className={cn('flex flex-col gap-3 rounded-lg border p-3', done && 'bg-muted/40')} data-testid={`plan-item-${item.kind}`} data-done={done}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium">{t(`item.${item.kind}`, { title })}</p>
          <div className="flex flex-wrap items-center gap-2">
            {item.reason !== 'goal' && <Badge variant="secondary">{t(`reason.${item.reason}`)}</Badge>}
            {item.kind === 'quiz' && item.score !== null && item.total !== null && <Badge variant="outline">{t('item.score', { score: item.score, total: item.total })}</Badge>}
          </div>
        </div>
        {done ? (
          <CheckCircle2 role="img" aria-label={t('day.done')} className="size-5 shrink-0 text-success" />
        ) : (
          <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        )}
      </div>
      {item.kind === 'read' && <ReadActions item={item} />}
      {item.kind === 'quiz' && <QuizActions item={item} />}
      {item.kind === 'practice' && <PracticeActions item={item} />}
    </li>
  );
}

function ReadActions({ item }: { item: StudyPlanItem }) {
  const { t } = useTranslation('studyPlan');
  const complete = useCompleteItem(item.id);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {item.topic && (
        <Button asChild variant="outline" size="sm">
          <Link href={`/library?level=${item.topic.level}&topic=${item.topic.topicSlug}`}>{t('item.openTopic')}</Link>
        </Button>
      )}
      {item.doneAt === null && (
        <Button size="sm" disabled={complete.isPending} onClick={() => complete.mutate({})}>
          {t('item.markRead')}
        </Button>
      )}
    </div>
  );
}

function QuizActions({ item }: { item: StudyPlanItem }) {
  const { t } = useTranslation('studyPlan');
  const [open, setOpen] = useState(false);
  if (!item.topic) return null;
  if (!open) {
    return (
      <Button size="sm" variant={item.doneAt ? 'outline' : 'default'} className="self-start" onClick={() => setOpen(true)}>
        {item.doneAt ? t('item.retakeQuiz') : t('item.takeQuiz')}
      </Button>
    );
  }
  return <PlanQuiz item={item} topicId={item.topic.id} onClose={() => setOpen(false)} />;
}

/** The topic's library quiz, answered here: the attempt is recorded and the item keeps the score. */
function PlanQuiz({ item, topicId, onClose }: { item: StudyPlanItem; topicId: string; onClose: () => void }) {
  const { t } = useTranslation('studyPlan');
  const language = useLanguage();
  const quiz = useQuery<Quiz>({ queryKey: [`/api/library/topics/${topicId}/quiz`] });
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const complete = useCompleteItem(item.id);
  const name = useId();
  if (quiz.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!quiz.data) return null;
  const items = quiz.data.items;
  const result = complete.data?.quiz;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (items.every((_, i) => answers[i] !== undefined)) complete.mutate({ quizAnswers: items.map((_, i) => answers[i]) });
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      {items.map((q, i) => {
        const outcome = result?.results[i];
        return (
          <fieldset key={i} className="flex flex-col gap-2 rounded-md border p-3">
            <legend className="px-1 text-xs font-semibold text-muted-foreground">{t('item.question', { number: i + 1 })}</legend>
            <p className="text-sm font-medium">
              <MathText text={q.question[language]} />
            </p>
            {q.options.map((option, j) => (
              <label
                key={j}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm',
                  outcome && outcome.correctIndex === j && 'border-success bg-success/10',
                  outcome && answers[i] === j && !outcome.correct && 'border-destructive bg-destructive/10',
                )}
              >
                <input
                  type="radio"
                  name={`${name}-${i}`}
                  checked={answers[i] === j}
                  disabled={result !== undefined}
                  onChange={() => setAnswers((prev) => ({ ...prev, [i]: j }))}
                  className="size-4 accent-primary"
                />
                <MathText text={option[language]} />
              </label>
            ))}
          </fieldset>
        );
      })}
      {result ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="font-semibold" data-testid="plan-quiz-result">
            {t('item.quizResult', { score: result.score, total: result.total })}
          </p>
          <Button type="button" size="sm" variant="outline" className="self-start" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" className="self-start" disabled={complete.isPending || !items.every((_, i) => answers[i] !== undefined)}>
          {t('item.submitQuiz')}
        </Button>
      )}
    </form>
  );
}

function PracticeActions({ item }: { item: StudyPlanItem }) {
  const { t } = useTranslation('studyPlan');
  const [answer, setAnswer] = useState('');
  const complete = useCompleteItem(item.id);
  const inputId = useId();
  const feedbackId = useId();
  if (!item.practice) return null;
  const problem = item.practice.problem;
  const verdict = complete.data?.correct;
  return (
    <div className="flex flex-col gap-3">
      <p className="break-words rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="practice-problem">
        {problem}
      </p>
      {item.doneAt !== null && item.practice.answerLatex ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('item.expected')}</span>
          <Formula latex={item.practice.answerLatex} />
        </p>
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim()) complete.mutate({ answer: answer.trim() });
          }}
        >
          <Label htmlFor={inputId}>{t('item.answer')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={inputId} value={answer} placeholder={t('item.answerPlaceholder')} onChange={(e) => setAnswer(e.target.value)} aria-describedby={verdict === false ? feedbackId : undefined} autoComplete="off" />
            <Button type="submit" disabled={complete.isPending || answer.trim() === ''}>
              {t('item.check')}
            </Button>
          </div>
          {verdict === false && (
            <p id={feedbackId} role="status" className="text-sm text-destructive">
              {t('item.incorrect')}
            </p>
          )}
        </form>
      )}
      {verdict === true && (
        <p role="status" className="text-sm text-success">
          {t('item.correct')}
        </p>
      )}
      <Link href={`/solve?problem=${encodeURIComponent(problem)}`} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('item.solveIt')}
      </Link>
    </div>
  );
}
