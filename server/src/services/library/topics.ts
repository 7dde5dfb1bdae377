import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Level, Topic, TopicInput } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { libraryTopics, quizzes } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs: anything else cannot name a row (and must not reach a uuid cast). */
export const isUuid = (value: string): boolean => UUID.test(value);

export class SlugTakenError extends Error {
  constructor() {
    super('slug taken');
    this.name = 'SlugTakenError';
  }
}
export class UnknownPrerequisiteError extends Error {
  constructor(readonly slugs: string[]) {
    super(`unknown prerequisites: ${slugs.join(', ')}`);
    this.name = 'UnknownPrerequisiteError';
  }
}

const topicColumns = {
  id: libraryTopics.id,
  level: libraryTopics.level,
  subject: libraryTopics.subject,
  topicSlug: libraryTopics.topicSlug,
  titleEn: libraryTopics.titleEn,
  titleFr: libraryTopics.titleFr,
  contentEn: libraryTopics.contentEn,
  contentFr: libraryTopics.contentFr,
  prerequisites: libraryTopics.prerequisites,
  createdAt: libraryTopics.createdAt,
  updatedAt: libraryTopics.updatedAt,
  quizQuestionCount: sql<number>`coalesce(jsonb_array_length(${quizzes.itemsJson} -> 'items'), 0)::int`,
};

type TopicRow = { [K in keyof typeof topicColumns]: K extends 'createdAt' | 'updatedAt' ? Date : K extends 'prerequisites' ? string[] : K extends 'quizQuestionCount' ? number : string };

function toTopic(row: TopicRow): Topic {
  return { ...row, level: row.level as Level, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function selectTopics(db: Db) {
  return db.select(topicColumns).from(libraryTopics).leftJoin(quizzes, eq(quizzes.topicId, libraryTopics.id));
}

/** Topics of a level (or all), in catalog-friendly order: subject, then title. */
export async function listTopics(db: Db, level?: Level): Promise<Topic[]> {
  const query = selectTopics(db);
  const rows = await (level ? query.where(eq(libraryTopics.level, level)) : query).orderBy(
    asc(libraryTopics.level),
    asc(libraryTopics.subject),
    asc(libraryTopics.createdAt),
    asc(libraryTopics.topicSlug),
  );
  return rows.map(toTopic);
}

export async function findTopic(db: Db, id: string): Promise<Topic | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectTopics(db).where(eq(libraryTopics.id, id));
  return row ? toTopic(row) : null;
}

export async function countTopics(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryTopics);
  return row?.n ?? 0;
}

async function checkPrerequisites(db: Db, prerequisites: string[], ownSlug: string): Promise<void> {
  const wanted = [...new Set(prerequisites)];
  if (wanted.includes(ownSlug)) throw new UnknownPrerequisiteError([ownSlug]);
  if (!wanted.length) return;
  const found = await db.select({ slug: libraryTopics.topicSlug }).from(libraryTopics).where(inArray(libraryTopics.topicSlug, wanted));
  const known = new Set(found.map((f) => f.slug));
  const missing = wanted.filter((s) => !known.has(s));
  if (missing.length) throw new UnknownPrerequisiteError(missing);
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

type ValidTopicInput = Required<Pick<TopicInput, 'prerequisites'>> & Omit<TopicInput, 'prerequisites'>;

/** Creates an admin topic; throws SlugTakenError or UnknownPrerequisiteError. */
export async function createTopic(db: Db, input: ValidTopicInput): Promise<Topic> {
  await checkPrerequisites(db, input.prerequisites, input.topicSlug);
  try {
    const [row] = await db
      .insert(libraryTopics)
      .values({ ...input, prerequisites: [...new Set(input.prerequisites)], source: 'admin' })
      .returning({ id: libraryTopics.id });
    return (await findTopic(db, row.id)) as Topic;
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlugTakenError();
    throw err;
  }
}

/** Updates a topic (it becomes admin-owned: reseeding will not overwrite the edit); null when absent. */
export async function updateTopic(db: Db, id: string, input: ValidTopicInput): Promise<Topic | null> {
  if (!isUuid(id)) return null;
  await checkPrerequisites(db, input.prerequisites, input.topicSlug);
  try {
    const updated = await db
      .update(libraryTopics)
      .set({ ...input, prerequisites: [...new Set(input.prerequisites)], source: 'admin', updatedAt: new Date() })
      .where(eq(libraryTopics.id, id))
      .returning({ id: libraryTopics.id });
    if (!updated.length) return null;
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlugTakenError();
    throw err;
  }
  return findTopic(db, id);
}

/** Deletes a topic with its quiz, attempts and views (cascade); false when absent. */
export async function deleteTopic(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.delete(libraryTopics).where(eq(libraryTopics.id, id)).returning({ id: libraryTopics.id });
  return deleted.length > 0;
}
