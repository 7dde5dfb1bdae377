import { LEVELS, LIBRARY_SUBJECTS, type Level } from '@contract/library-catalog';
import type { Topic } from '@contract/library';
import type { Language } from '@/lib/preferences';

export function subjectName(code: string, language: Language): string {
  return LIBRARY_SUBJECTS.find((s) => s.code === code)?.name[language] ?? code;
}

export const topicTitle = (topic: Pick<Topic, 'titleEn' | 'titleFr'>, language: Language) => (language === 'fr' ? topic.titleFr : topic.titleEn);
export const topicContent = (topic: Pick<Topic, 'contentEn' | 'contentFr'>, language: Language) => (language === 'fr' ? topic.contentFr : topic.contentEn);

/**
 * Library search (spec §5): case-insensitive over the title and the content in the current
 * language and the subject (its code and its name). Accents count, as typed.
 */
export function filterTopics(topics: readonly Topic[], query: string, language: Language): Topic[] {
  const needle = query.trim().toLocaleLowerCase(language);
  if (!needle) return [...topics];
  return topics.filter((topic) =>
    [topicTitle(topic, language), topic.subject, subjectName(topic.subject, language), topicContent(topic, language)].some((field) =>
      field.toLocaleLowerCase(language).includes(needle),
    ),
  );
}

/**
 * How many topics of each other level match the search, in the order of the level tabs: the list
 * shows one level at a time, so a search that finds nothing there points the student to the levels
 * where it does find something.
 */
export function matchesInOtherLevels(
  allTopics: readonly Topic[],
  query: string,
  language: Language,
  currentLevel: Level,
): { level: Level; count: number }[] {
  const matched = filterTopics(allTopics, query, language);
  return LEVELS.filter((level) => level !== currentLevel)
    .map((level) => ({ level, count: matched.filter((topic) => topic.level === level).length }))
    .filter(({ count }) => count > 0);
}

/** Link to a topic of the library (opens its dialog), e.g. from a solution's related theory; the level, when known, saves a lookup. */
export function libraryTopicHref(slug: string, level?: string): string {
  const params = new URLSearchParams(level ? { level, topic: slug } : { topic: slug });
  return `/library?${params}`;
}
