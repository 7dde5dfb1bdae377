import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RelatedTopicAnswer } from '@contract/library';

/** A link to the library topic that best matches the solver's method (when one does). */
export function RelatedTheory({ method, category }: { method: string | null; category: string | null }) {
  const { t, i18n } = useTranslation('solve');
  const params = new URLSearchParams();
  if (method) params.set('method', method);
  if (category) params.set('category', category);
  const { data } = useQuery<RelatedTopicAnswer>({ queryKey: [`/api/library/related?${params.toString()}`], enabled: Boolean(method || category) });
  const topic = data?.topic;
  if (!topic) return null;
  return (
    <p className="flex items-center gap-2 text-sm">
      <BookOpen className="size-4 text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{t('result.relatedTheory')}</span>
      <Link href={`/library?level=${topic.level}&topic=${encodeURIComponent(topic.topicSlug)}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {i18n.language === 'fr' ? topic.titleFr : topic.titleEn}
      </Link>
    </p>
  );
}
