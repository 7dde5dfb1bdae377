import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/library';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLanguage } from '@/hooks/useLanguage';
import { apiRequest } from '@/lib/api';
import { TheoryText } from './MathText';
import { PROGRESS_KEY } from './queries';
import { QuizPanel } from './QuizPanel';
import { subjectName, topicContent, topicTitle } from './search';

/** A topic's theory and quiz. Opening it records a view (the sidebar's recently viewed list). */
export default function TopicDialog({ topic, onClose }: { topic: Topic; onClose: () => void }) {
  const { t } = useTranslation('library');
  const language = useLanguage();
  const queryClient = useQueryClient();

  useEffect(() => {
    apiRequest('POST', `/api/library/topics/${topic.id}/view`).then(
      () => queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }),
      () => {
        // A lost view only affects the sidebar's statistics.
      },
    );
  }, [topic.id, queryClient]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{subjectName(topic.subject, language)}</Badge>
            <Badge variant="outline">{t(`levels.${topic.level}`)}</Badge>
          </div>
          <DialogTitle className="text-xl">{topicTitle(topic, language)}</DialogTitle>
          <DialogDescription className="sr-only">{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="theory" className="min-w-0">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="theory">{t('tabs.theory')}</TabsTrigger>
            <TabsTrigger value="quiz">{t('tabs.quiz')}</TabsTrigger>
          </TabsList>
          <TabsContent value="theory" className="min-w-0">
            <TheoryText text={topicContent(topic, language)} />
          </TabsContent>
          <TabsContent value="quiz" className="min-w-0">
            <QuizPanel topic={topic} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
