import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUIZ_OPTIONS, MIN_QUIZ_OPTIONS, quizInput, type AdminQuiz, type QuizItem, type Topic } from '@contract/library';
import { messageText } from '@contract/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { topicTitle } from '@/pages/library/search';
import { useAdminError } from './useAdminError';

const emptyText = () => ({ en: '', fr: '' });
const emptyItem = (): QuizItem => ({ question: emptyText(), options: [emptyText(), emptyText(), emptyText(), emptyText()], answer: 0, explanation: emptyText() });

function BilingualInputs({ label, value, onChange }: { label: string; value: { en: string; fr: string }; onChange: (v: { en: string; fr: string }) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {(['en', 'fr'] as const).map((lang) => (
        <div key={lang} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${lang}`} className="text-xs font-medium text-muted-foreground">
            {label} ({lang.toUpperCase()})
          </label>
          <Input id={`${id}-${lang}`} value={value[lang]} onChange={(event) => onChange({ ...value, [lang]: event.target.value })} />
        </div>
      ))}
    </div>
  );
}

/** Edits a topic's quiz: questions, 2–6 options each, the correct one and an explanation, in both languages. */
export function QuizEditorDialog({ topic, onClose }: { topic: Topic; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const quiz = useQuery<AdminQuiz>({ queryKey: [`/api/admin/library/topics/${topic.id}/quiz`], staleTime: 0 });
  // Edits start from the stored quiz once it has loaded; until then `edited` is null.
  const [edited, setEdited] = useState<QuizItem[] | null>(null);
  const items = edited ?? (quiz.data ? (quiz.data.items.length ? quiz.data.items : [emptyItem()]) : null);
  const setItems = (next: QuizItem[] | ((prev: QuizItem[] | null) => QuizItem[] | null)) =>
    setEdited(typeof next === 'function' ? next(items) : next);
  const [problems, setProblems] = useState<string[]>([]);

  const save = useMutation({
    mutationFn: (body: { items: QuizItem[] }) => apiJson<AdminQuiz>('PUT', `/api/admin/library/topics/${topic.id}/quiz`, body),
    onSuccess: async () => {
      showToast({ title: t('quiz.savedTitle'), description: t('quiz.savedDescription') });
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/library/') || String(q.queryKey[0]).startsWith('/api/admin/library/') });
      onClose();
    },
    onError: (error) => onError(error, t('quiz.saveFailed')),
  });

  const update = (index: number, change: Partial<QuizItem>) => setItems((prev) => prev && prev.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const submit = () => {
    if (!items) return;
    const parsed = quizInput.safeParse({ items });
    if (!parsed.success) {
      setProblems(
        parsed.error.issues.map((issue) => {
          const question = typeof issue.path[1] === 'number' ? `${t('quiz.question', { number: issue.path[1] + 1 })}: ` : '';
          return question + messageText(issue.message, language);
        }),
      );
      return;
    }
    setProblems([]);
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('quiz.title', { title: topicTitle(topic, language) })}</DialogTitle>
          <DialogDescription>{t('quiz.description')}</DialogDescription>
        </DialogHeader>
        {!items ? (
          quiz.error ? (
            <p className="text-destructive">{t('loadError')}</p>
          ) : (
            <Skeleton className="h-48 w-full" />
          )
        ) : (
          <div className="flex flex-col gap-4">
            {items.map((item, i) => (
              <fieldset key={i} className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
                <legend className="px-1 text-sm font-semibold">{t('quiz.question', { number: i + 1 })}</legend>
                <BilingualInputs label={t('quiz.questionText')} value={item.question} onChange={(question) => update(i, { question })} />
                {item.options.map((option, j) => (
                  <div key={j} className="flex items-end gap-2">
                    <label className="flex min-h-11 items-center gap-1.5 text-xs">
                      <input
                        type="radio"
                        name={`answer-${i}`}
                        checked={item.answer === j}
                        onChange={() => update(i, { answer: j })}
                        aria-label={t('quiz.correctOption', { number: j + 1 })}
                        className="size-4 accent-primary"
                      />
                    </label>
                    <div className="flex-1">
                      <BilingualInputs
                        label={t('quiz.option', { number: j + 1 })}
                        value={option}
                        onChange={(value) => update(i, { options: item.options.map((o, k) => (k === j ? value : o)) })}
                      />
                    </div>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      disabled={item.options.length <= MIN_QUIZ_OPTIONS}
                      aria-label={t('quiz.removeOption', { number: j + 1 })}
                      onClick={() =>
                        update(i, { options: item.options.filter((_, k) => k !== j), answer: item.answer > j ? item.answer - 1 : item.answer === j ? 0 : item.answer })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                <BilingualInputs label={t('quiz.explanation')} value={item.explanation} onChange={(explanation) => update(i, { explanation })} />
                <div className="flex flex-wrap gap-2">
                  <Button type="button" size="sm" variant="outline" disabled={item.options.length >= MAX_QUIZ_OPTIONS} onClick={() => update(i, { options: [...item.options, emptyText()] })}>
                    <Plus aria-hidden="true" />
                    {t('quiz.addOption')}
                  </Button>
                  <Button type="button" size="sm" variant="outline" className="text-destructive" disabled={items.length <= 1} onClick={() => setItems(items.filter((_, k) => k !== i))}>
                    <Trash2 aria-hidden="true" />
                    {t('quiz.removeQuestion')}
                  </Button>
                </div>
              </fieldset>
            ))}
            <Button type="button" variant="outline" onClick={() => setItems([...items, emptyItem()])}>
              <Plus aria-hidden="true" />
              {t('quiz.addQuestion')}
            </Button>
            {problems.length > 0 && (
              <ul role="alert" className="list-disc pl-5 text-sm font-medium text-destructive">
                {[...new Set(problems)].map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" disabled={!items || save.isPending} onClick={submit}>
            {t('quiz.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
