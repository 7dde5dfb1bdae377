import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { topicInput, type Topic } from '@contract/library';
import { LEVELS, LIBRARY_SUBJECTS } from '@contract/library-catalog';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/hooks/useLanguage';
import { ApiError, apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { STATS_KEY } from './queries';
import { useAdminError } from './useAdminError';

type FormInput = z.input<typeof topicInput>;
type FormOutput = z.output<typeof topicInput>;

/** A URL-friendly slug from a title: "Limits of Functions" → "limits-of-functions". */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-10 sm:text-sm';

function TextAreaField({ label, error, registration, rows = 6 }: { label: string; error?: string; registration: UseFormRegisterReturn; rows?: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface Props {
  /** The topic to edit; null creates a new one. */
  topic: Topic | null;
  onClose: () => void;
}

/** Create or edit a topic; validated by the contract's schema here and again on the server. */
export function TopicFormDialog({ topic, onClose }: Props) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const levelId = useId();
  const subjectId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(topicInput),
    defaultValues: topic
      ? {
          level: topic.level,
          subject: topic.subject,
          topicSlug: topic.topicSlug,
          titleEn: topic.titleEn,
          titleFr: topic.titleFr,
          contentEn: topic.contentEn,
          contentFr: topic.contentFr,
          prerequisites: topic.prerequisites,
        }
      : { level: 'HS', subject: 'algebra', topicSlug: '', titleEn: '', titleFr: '', contentEn: '', contentFr: '', prerequisites: [] },
  });
  const { errors, dirtyFields } = form.formState;
  const level = useWatch({ control: form.control, name: 'level' });
  const subjects = LIBRARY_SUBJECTS.filter((s) => s.level === level);
  const err = (code: string | undefined) => fieldErrorText(code, language);

  const save = useMutation({
    mutationFn: (body: FormOutput) =>
      topic ? apiJson<Topic>('PUT', `/api/admin/library/topics/${topic.id}`, body) : apiJson<Topic>('POST', '/api/admin/library/topics', body),
    onSuccess: async () => {
      showToast(topic ? { title: t('library.updatedTitle'), description: t('library.updatedDescription') } : { title: t('library.createdTitle'), description: t('library.createdDescription') });
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/library/') || q.queryKey[0] === STATS_KEY[0] });
      form.reset();
      onClose();
    },
    onError: (error) => {
      // Show the server's reason on the field too (e.g. a slug another topic has).
      if (error instanceof ApiError && error.code === 'slugTaken') form.setError('topicSlug', { message: 'slugTaken' });
      if (error instanceof ApiError && error.code === 'prerequisiteUnknown') form.setError('prerequisites', { message: 'prerequisiteUnknown' });
      onError(error, topic ? t('library.updateFailed') : t('library.createFailed'));
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{topic ? t('library.editTitle') : t('library.createTitle')}</DialogTitle>
          <DialogDescription>{t('library.formDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={levelId}>{t('library.level')}</Label>
              <select
                id={levelId}
                className={selectClass}
                {...form.register('level', {
                  onChange: (event: { target: { value: string } }) => {
                    const first = LIBRARY_SUBJECTS.find((s) => s.level === event.target.value);
                    if (first) form.setValue('subject', first.code);
                  },
                })}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`levels.${l}`)}
                  </option>
                ))}
              </select>
              {errors.level && <p className="text-sm font-medium text-destructive">{err(errors.level.message)}</p>}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={subjectId}>{t('library.subject')}</Label>
              <select id={subjectId} className={selectClass} aria-invalid={errors.subject ? true : undefined} {...form.register('subject')}>
                {subjects.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name[language]}
                  </option>
                ))}
              </select>
              {errors.subject && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {err(errors.subject.message)}
                </p>
              )}
            </div>
          </div>
          <FormField
            label={t('library.titleEn')}
            error={err(errors.titleEn?.message)}
            {...form.register('titleEn', {
              onChange: (event: { target: { value: string } }) => {
                if (!topic && !dirtyFields.topicSlug) form.setValue('topicSlug', slugify(event.target.value));
              },
            })}
          />
          <FormField label={t('library.titleFr')} error={err(errors.titleFr?.message)} {...form.register('titleFr')} />
          <FormField label={t('library.slug')} hint={t('library.slugHint')} error={err(errors.topicSlug?.message)} autoCapitalize="none" spellCheck={false} {...form.register('topicSlug')} />
          <TextAreaField label={t('library.contentEn')} error={err(errors.contentEn?.message)} registration={form.register('contentEn')} />
          <TextAreaField label={t('library.contentFr')} error={err(errors.contentFr?.message)} registration={form.register('contentFr')} />
          <Controller
            control={form.control}
            name="prerequisites"
            render={({ field, fieldState }) => (
              <FormField
                label={t('library.prerequisites')}
                hint={t('library.prerequisitesHint')}
                error={err(fieldState.error?.message ?? (Array.isArray(fieldState.error) ? 'prerequisiteUnknown' : undefined))}
                autoCapitalize="none"
                spellCheck={false}
                defaultValue={(field.value ?? []).join(', ')}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.value
                      .split(',')
                      .map((s) => s.trim())
                      .filter(Boolean),
                  )
                }
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {topic ? t('library.saveChanges') : t('library.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
