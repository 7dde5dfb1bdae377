import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/library';
import { excerpt } from '@contract/math-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiRequest } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { subjectName, topicContent, topicTitle } from '@/pages/library/search';
import { ConfirmDialog } from './ConfirmDialog';
import { QuizEditorDialog } from './QuizEditorDialog';
import { ALL_TOPICS_KEY, STATS_KEY } from './queries';
import { TopicFormDialog } from './TopicFormDialog';
import { useAdminError } from './useAdminError';

export const ADMIN_EXCERPT_LENGTH = 150;
const SKELETONS = 3;
const PAGE = 20;

type Editing = { kind: 'form'; topic: Topic | null } | { kind: 'quiz'; topic: Topic } | { kind: 'delete'; topic: Topic } | null;

export function LibraryTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const topics = useQuery<Topic[]>({ queryKey: ALL_TOPICS_KEY });
  const [editing, setEditing] = useState<Editing>(null);
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(PAGE);

  const remove = useMutation({
    mutationFn: (topic: Topic) => apiRequest('DELETE', `/api/admin/library/topics/${topic.id}`),
    onSuccess: async () => {
      showToast({ title: t('library.deletedTitle'), description: t('library.deletedDescription') });
      setEditing(null);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/library/') });
      await queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
    onError: (error) => onError(error, t('library.deleteFailed')),
  });

  const needle = filter.trim().toLowerCase();
  const list = (topics.data ?? []).filter(
    (topic) => !needle || topic.topicSlug.includes(needle) || topicTitle(topic, language).toLowerCase().includes(needle),
  );
  // Newest first: what an admin just created is at the top.
  const ordered = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('library.filterPlaceholder')}
          aria-label={t('library.filterLabel')}
          className="sm:max-w-xs"
        />
        <Button onClick={() => setEditing({ kind: 'form', topic: null })}>
          <Plus aria-hidden="true" />
          {t('library.createButton')}
        </Button>
      </div>
      {topics.isLoading ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Card key={i} className="flex flex-col gap-2 p-4" data-testid="admin-topic-skeleton">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
            </Card>
          ))}
        </div>
      ) : topics.error ? (
        <p className="text-destructive">{t('loadError')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('library.count', { count: list.length })}</p>
          <ul className="flex flex-col gap-3">
            {ordered.slice(0, shown).map((topic) => (
              <li key={topic.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1.5">
                    <h3 className="font-semibold">{topicTitle(topic, language)}</h3>
                    <div className="flex flex-wrap items-center gap-2 text-xs">
                      <Badge variant="outline">{topic.level}</Badge>
                      <Badge variant="secondary">{subjectName(topic.subject, language)}</Badge>
                      <code className="break-all text-muted-foreground">{topic.topicSlug}</code>
                      <span className="text-muted-foreground">{t('library.questions', { count: topic.quizQuestionCount })}</span>
                    </div>
                    <p className="text-sm text-muted-foreground">{excerpt(topicContent(topic, language), ADMIN_EXCERPT_LENGTH)}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'form', topic })} aria-label={t('library.editLabel', { title: topicTitle(topic, language) })}>
                      <Pencil aria-hidden="true" />
                      <span className="sm:sr-only lg:not-sr-only">{t('library.edit')}</span>
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'quiz', topic })} aria-label={t('library.quizLabel', { title: topicTitle(topic, language) })}>
                      <ListChecks aria-hidden="true" />
                      <span className="sm:sr-only lg:not-sr-only">{t('library.quiz')}</span>
                    </Button>
                    <Button size="sm" variant="outline" className="text-destructive" onClick={() => setEditing({ kind: 'delete', topic })} aria-label={t('library.deleteLabel', { title: topicTitle(topic, language) })}>
                      <Trash2 aria-hidden="true" />
                      <span className="sm:sr-only lg:not-sr-only">{t('library.delete')}</span>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {ordered.length > shown && (
            <Button variant="outline" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
              {t('library.showMore')}
            </Button>
          )}
        </>
      )}
      {editing?.kind === 'form' && <TopicFormDialog topic={editing.topic} onClose={() => setEditing(null)} />}
      {editing?.kind === 'quiz' && <QuizEditorDialog topic={editing.topic} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('library.deleteConfirmTitle')}
          description={t('library.deleteConfirmDescription', { title: topicTitle(editing.topic, language) })}
          confirmLabel={t('library.delete')}
          destructive
          pending={remove.isPending}
          onConfirm={() => remove.mutate(editing.topic)}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </div>
  );
}
