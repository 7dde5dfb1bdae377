import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Quiz, QuizAttemptResult, Topic } from '@contract/library';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { cn } from '@/lib/utils';
import { MathText } from './MathText';
import { PROGRESS_KEY } from './queries';

/** The topic's quiz: loaded on 'Start Quiz', answered with radio options, scored by the server. */
export function QuizPanel({ topic }: { topic: Topic }) {
  const { t } = useTranslation('library');
  const [started, setStarted] = useState(false);
  if (topic.quizQuestionCount === 0) return <p className="text-muted-foreground">{t('quiz.none')}</p>;
  if (!started) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">{t('quiz.intro', { count: topic.quizQuestionCount })}</p>
        <Button onClick={() => setStarted(true)}>{t('quiz.start')}</Button>
      </div>
    );
  }
  return <QuizForm topic={topic} />;
}

function QuizForm({ topic }: { topic: Topic }) {
  const { t } = useTranslation('library');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const quizQuery = useQuery<Quiz>({ queryKey: [`/api/library/topics/${topic.id}/quiz`] });
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const submit = useMutation({
    mutationFn: (chosen: number[]) => apiJson<QuizAttemptResult>('POST', `/api/library/topics/${topic.id}/quiz/attempts`, { answers: chosen }),
    onSuccess: (data) => {
      setResult(data);
      void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    },
  });

  if (quizQuery.isLoading) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (quizQuery.error || !quizQuery.data) return <p className="text-destructive">{t('quiz.loadError')}</p>;
  const items = quizQuery.data.items;
  const allAnswered = items.every((_, i) => answers[i] !== undefined);

  const retry = () => {
    setAnswers({});
    setResult(null);
    submit.reset();
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (allAnswered) submit.mutate(items.map((_, i) => answers[i]));
      }}
    >
      {result && (
        <div role="status" className={cn('rounded-lg border p-4', result.passed ? 'border-success/50 bg-success/10' : 'border-amber-500/50 bg-amber-500/10')}>
          <p className="text-lg font-semibold" data-testid="quiz-score">
            {t('quiz.score', { score: result.score, total: result.total, percent: Math.round((100 * result.score) / result.total) })}
          </p>
          <p className="text-sm text-muted-foreground">{result.passed ? t('quiz.passed') : t('quiz.notPassed')}</p>
        </div>
      )}
      {items.map((item, i) => {
        const outcome = result?.results[i];
        return (
          <fieldset key={i} className="flex flex-col gap-2 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold text-muted-foreground">{t('quiz.question', { number: i + 1 })}</legend>
            <p className="font-medium">
              <MathText text={item.question[language]} />
            </p>
            <div className="flex flex-col gap-1.5">
              {item.options.map((option, j) => {
                const chosen = answers[i] === j;
                const isCorrect = outcome && outcome.correctIndex === j;
                return (
                  <label
                    key={j}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      chosen && !outcome && 'border-primary bg-primary/5',
                      isCorrect && 'border-success bg-success/10',
                      outcome && chosen && !outcome.correct && 'border-destructive bg-destructive/10',
                      result && 'cursor-default',
                    )}
                  >
                    <input
                      type="radio"
                      name={`question-${i}`}
                      value={j}
                      checked={chosen}
                      disabled={result !== null}
                      onChange={() => setAnswers((prev) => ({ ...prev, [i]: j }))}
                      className="size-4 accent-primary"
                    />
                    <MathText text={option[language]} />
                  </label>
                );
              })}
            </div>
            {outcome && (
              <div className="mt-1 flex gap-2 text-sm">
                {outcome.correct ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                )}
                <p>
                  <span className="font-semibold">{outcome.correct ? t('quiz.correct') : t('quiz.incorrect')} </span>
                  <MathText text={outcome.explanation[language]} />
                </p>
              </div>
            )}
          </fieldset>
        );
      })}
      {submit.error && <p className="text-sm text-destructive">{serverMessageOf(submit.error) ?? t('quiz.submitError')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {result ? (
          <Button type="button" variant="outline" onClick={retry}>
            <RotateCcw aria-hidden="true" />
            {t('quiz.retry')}
          </Button>
        ) : (
          <>
            <Button type="submit" disabled={!allAnswered || submit.isPending}>
              {submit.isPending ? t('quiz.submitting') : t('quiz.submit')}
            </Button>
            {!allAnswered && <span className="text-sm text-muted-foreground">{t('quiz.answerAll')}</span>}
          </>
        )}
      </div>
    </form>
  );
}
