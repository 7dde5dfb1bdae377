import { describe, expect, it } from 'vitest';
import type { Topic } from '@contract/library';
import { filterTopics, libraryTopicHref, matchesInOtherLevels } from './search';

const topic = (over: Partial<Topic>): Topic => ({
  id: 'id',
  level: 'L1',
  subject: 'linear-algebra',
  topicSlug: 'slug',
  titleEn: 'Determinants',
  titleFr: 'Déterminants',
  contentEn: 'A square matrix has a number.',
  contentFr: 'Une matrice carrée a un nombre.',
  prerequisites: [],
  quizQuestionCount: 5,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('filterTopics', () => {
  const topics = [topic({ id: 'a' }), topic({ id: 'b', subject: 'statistics', titleEn: 'Mean', titleFr: 'Moyenne', contentEn: 'Average', contentFr: 'Moyenne arithmétique' })];

  it('matches the content, title and subject name in the current language, ignoring case', () => {
    expect(filterTopics(topics, 'MATRICE', 'fr').map((t) => t.id)).toEqual(['a']);
    expect(filterTopics(topics, 'matrice', 'en').map((t) => t.id)).toEqual([]);
    expect(filterTopics(topics, 'statistiques', 'fr').map((t) => t.id)).toEqual(['b']);
    expect(filterTopics(topics, 'mean', 'en').map((t) => t.id)).toEqual(['b']);
    expect(filterTopics(topics, '  ', 'en').length).toBe(2);
  });

  it('counts the matches of the other levels, in the order of the tabs, leaving out levels without any', () => {
    const all = [
      topic({ id: 'h', level: 'HS' }),
      topic({ id: 'l2a', level: 'L2' }),
      topic({ id: 'l2b', level: 'L2', titleEn: 'Eigenvalues' }),
      topic({ id: 'l1', level: 'L1', subject: 'statistics', titleEn: 'Mean', contentEn: 'Average' }),
    ];
    expect(matchesInOtherLevels(all, 'matrix', 'en', 'L1')).toEqual([
      { level: 'HS', count: 1 },
      { level: 'L2', count: 2 },
    ]);
    expect(matchesInOtherLevels(all, 'average', 'en', 'HS')).toEqual([{ level: 'L1', count: 1 }]);
    expect(matchesInOtherLevels(all, 'nothing like it', 'en', 'HS')).toEqual([]);
  });

  it('builds links that open a topic', () => {
    expect(libraryTopicHref('integration-by-parts', 'L2')).toBe('/library?level=L2&topic=integration-by-parts');
    expect(libraryTopicHref('integration-by-parts')).toBe('/library?topic=integration-by-parts');
  });
});
