import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LEVELS, type Level } from '@contract/library-catalog';
import type { LibraryProgress, Topic } from '@contract/library';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { PageError } from '@/components/PageError';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLanguage } from '@/hooks/useLanguage';
import { LibrarySidebar } from './LibrarySidebar';
import { PROGRESS_KEY, topicsKey } from './queries';
import { filterTopics, matchesInOtherLevels } from './search';
import { TopicCard, TopicCardSkeleton } from './TopicCard';

// The dialog (and KaTeX with it) loads when a topic is first opened.
const TopicDialog = lazy(() => import('./TopicDialog'));

const SKELETON_COUNT = 6;

function isLevel(value: string | null): value is Level {
  return value !== null && (LEVELS as readonly string[]).includes(value);
}

/** ?level=L1&topic=<slug> opens a level and a topic (links from solutions and the sidebar). */
function initialFromSearch(search: string): { level: Level; slug: string | null } {
  const params = new URLSearchParams(search);
  const level = params.get('level');
  return { level: isLevel(level) ? level : 'HS', slug: params.get('topic') };
}

export default function LibraryPage() {
  const { t } = useTranslation('library');
  const language = useLanguage();
  const urlSearch = useSearch();
  const [initial] = useState(() => initialFromSearch(urlSearch));
  const [level, setLevel] = useState<Level>(initial.level);
  const [search, setSearch] = useState('');
  // The open topic is named by slug, so a link or the sidebar can open one before its level's list has loaded.
  const [openSlug, setOpenSlug] = useState<string | null>(initial.slug);

  const topicsQuery = useQuery<Topic[]>({ queryKey: topicsKey(level) });
  // A level's cards are drawn in the background when its topics arrive, a few at a time, so a
  // phone stays responsive to taps meanwhile (the skeleton stays up until they are drawn).
  const topics = useDeferredValue(topicsQuery.data);
  const progressQuery = useQuery<LibraryProgress>({ queryKey: PROGRESS_KEY });
  const completed = useMemo(() => new Set(progressQuery.data?.completedTopicIds), [progressQuery.data]);
  const shown = useMemo(() => filterTopics(topics ?? [], search, language), [topics, search, language]);

  const inLevel = openSlug ? topicsQuery.data?.find((topic) => topic.topicSlug === openSlug) : undefined;
  // A link may name a topic of another level (or none): look it up among all topics then.
  const searching = search.trim() !== '';
  const noMatchHere = searching && topics !== undefined && shown.length === 0;
  // Also loaded when a search finds nothing in this level, to say which levels it finds something in.
  const allTopics = useQuery<Topic[]>({
    queryKey: ['/api/library/topics'],
    enabled: Boolean((openSlug && topicsQuery.data && !inLevel) || noMatchHere),
  });
  const elsewhere = useMemo(
    () => (noMatchHere && allTopics.data ? matchesInOtherLevels(allTopics.data, search, language, level) : []),
    [noMatchHere, allTopics.data, search, language, level],
  );
  const openTopic = inLevel ?? (openSlug ? allTopics.data?.find((topic) => topic.topicSlug === openSlug) : undefined) ?? null;

  const openBySlug = (topicLevel: string, slug: string) => {
    if (isLevel(topicLevel)) setLevel(topicLevel);
    setOpenSlug(slug);
  };

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
              className="pl-9"
            />
          </div>
          <Tabs value={level} onValueChange={(value) => isLevel(value) && setLevel(value)}>
            <TabsList className="w-full sm:w-auto" aria-label={t('levelsLabel')}>
              {LEVELS.map((l) => (
                <TabsTrigger key={l} value={l} className="sm:min-w-28">
                  {t(`levels.${l}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The topics are the panel of the selected level tab (the tab points at it). */}
            <TabsContent value={level} className="mt-5">
              {topicsQuery.error ? (
                <PageError />
              ) : topics === undefined ? (
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('loading')}>
                  {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                    <TopicCardSkeleton key={i} />
                  ))}
                </div>
              ) : shown.length === 0 ? (
                <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
                  <BookX aria-hidden="true" className="size-10 text-muted-foreground" />
                  <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
                  <p className="text-muted-foreground">{searching ? t('empty.search') : t('empty.level')}</p>
                  {elsewhere.length > 0 && (
                    <div className="mt-2 flex flex-col items-center gap-2">
                      <p>{t('empty.otherLevels')}</p>
                      <div className="flex flex-wrap justify-center gap-2">
                        {elsewhere.map(({ level: other, count }) => (
                          <Button key={other} variant="outline" onClick={() => setLevel(other)}>
                            {t('empty.showLevel', { level: t(`levels.${other}`), count })}
                          </Button>
                        ))}
                      </div>
                    </div>
                  )}
                </div>
              ) : (
                <>
                  <p className="sr-only" role="status">
                    {t('resultCount', { count: shown.length })}
                  </p>
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {shown.map((topic) => (
                      <li key={topic.id} className="flex">
                        <TopicCard topic={topic} completed={completed.has(topic.id)} onOpen={() => setOpenSlug(topic.topicSlug)} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </TabsContent>
          </Tabs>
        </div>
        <LibrarySidebar progress={progressQuery.data} onOpenRecent={openBySlug} />
      </div>
      {openTopic && (
        <Suspense fallback={null}>
          <TopicDialog key={openTopic.id} topic={openTopic} onClose={() => setOpenSlug(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
