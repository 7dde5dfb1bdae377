import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/library';
import { excerpt } from '@contract/math-text';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { subjectName, topicContent, topicTitle } from './search';

export const CARD_EXCERPT_LENGTH = 100;

export function TopicCard({ topic, completed, onOpen }: { topic: Topic; completed: boolean; onOpen: () => void }) {
  const { t } = useTranslation('library');
  const language = useLanguage();
  return (
    <Card className="flex w-full transition-shadow hover:shadow-md">
      <button type="button" onClick={onOpen} className="flex h-full w-full flex-col gap-3 rounded-xl p-5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <div className="flex w-full items-center justify-between gap-2">
          <Badge variant="secondary">{subjectName(topic.subject, language)}</Badge>
          {completed && (
            <span className="flex items-center gap-1 text-xs font-medium text-success">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('card.completed')}
            </span>
          )}
        </div>
        <h2 className="text-base font-semibold leading-snug">{topicTitle(topic, language)}</h2>
        <p className="text-sm text-muted-foreground">{excerpt(topicContent(topic, language), CARD_EXCERPT_LENGTH)}</p>
      </button>
    </Card>
  );
}

export function TopicCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="topic-skeleton">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </Card>
  );
}
