import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { QUIZ_PASS_RATIO, type Level, type LibraryProgress } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { libraryTopics, quizAttempts, quizzes, topicViews } from '../../db/schema';
import { countTopics, isUuid } from './topics';

export const RECENTLY_VIEWED_COUNT = 5;

/** Records that the user opened a topic; false when the topic does not exist. */
export async function recordView(db: Db, userId: string, topicId: string): Promise<boolean> {
  if (!isUuid(topicId)) return false;
  const [topic] = await db.select({ id: libraryTopics.id }).from(libraryTopics).where(eq(libraryTopics.id, topicId));
  if (!topic) return false;
  await db.insert(topicViews).values({ userId, topicId });
  return true;
}

/** The sidebar's figures from the user's own views and attempts. */
export async function libraryProgress(db: Db, userId: string): Promise<LibraryProgress> {
  const passedRows = await db
    .selectDistinct({ topicId: quizzes.topicId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, userId), gte(sql`${quizAttempts.score}::float8 / nullif(${quizAttempts.total}, 0)`, QUIZ_PASS_RATIO)));
  const attemptedRows = await db
    .selectDistinct({ topicId: quizzes.topicId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.userId, userId));
  const viewedRows = await db.selectDistinct({ topicId: topicViews.topicId }).from(topicViews).where(eq(topicViews.userId, userId));

  const completed = new Set(passedRows.map((r) => r.topicId));
  const touched = new Set([...attemptedRows, ...viewedRows].map((r) => r.topicId));
  const inProgress = [...touched].filter((id) => !completed.has(id)).length;

  const lastViewed = sql<Date>`max(${topicViews.viewedAt})`;
  const recent = await db
    .select({
      topicId: libraryTopics.id,
      level: libraryTopics.level,
      subject: libraryTopics.subject,
      topicSlug: libraryTopics.topicSlug,
      titleEn: libraryTopics.titleEn,
      titleFr: libraryTopics.titleFr,
      viewedAt: lastViewed,
    })
    .from(topicViews)
    .innerJoin(libraryTopics, eq(libraryTopics.id, topicViews.topicId))
    .where(eq(topicViews.userId, userId))
    .groupBy(libraryTopics.id)
    .orderBy(desc(lastViewed))
    .limit(RECENTLY_VIEWED_COUNT);

  return {
    totalTopics: await countTopics(db),
    completed: completed.size,
    inProgress,
    completedTopicIds: [...completed],
    recentlyViewed: recent.map((r) => ({ ...r, level: r.level as Level, viewedAt: new Date(r.viewedAt).toISOString() })),
  };
}
