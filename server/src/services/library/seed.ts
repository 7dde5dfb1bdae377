import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { libraryTopics, quizzes, seedState } from '../../db/schema';
import { loadLibrarySeed, type LibrarySeed } from './seed-files';

const SEED_NAME = 'library';

export interface SeedReport {
  /** Topics in the seed files. */
  topics: number;
  inserted: number;
  updated: number;
  /** Seed slugs left as they are because an admin created or edited that topic. */
  keptAdminEdits: number;
  quizzes: number;
  /** True when the stored hash matched and nothing was written. */
  skipped: boolean;
  durationMs: number;
}

/**
 * Upserts the seed's topics and quizzes by slug in one transaction. Rows an admin created or
 * edited (source 'admin') are never overwritten; topics not in the seed are left alone. Unless
 * `force`, an unchanged seed (same content hash as last applied) is skipped, so restarts are fast.
 */
export async function seedLibrary(db: Db, options: { force?: boolean; seed?: LibrarySeed } = {}): Promise<SeedReport> {
  const started = Date.now();
  const seed = options.seed ?? loadLibrarySeed();
  const report: SeedReport = { topics: seed.topics.length, inserted: 0, updated: 0, keptAdminEdits: 0, quizzes: 0, skipped: false, durationMs: 0 };
  if (!options.force) {
    const [state] = await db.select().from(seedState).where(eq(seedState.name, SEED_NAME));
    if (state?.hash === seed.hash) return { ...report, skipped: true, durationMs: Date.now() - started };
  }

  await db.transaction(async (tx) => {
    // Seed files list topics in teaching order; staggered creation times keep that order in lists.
    const base = Date.now() - seed.topics.length;
    const rows = seed.topics.map((t, i) => ({
      level: t.level,
      subject: t.subject,
      topicSlug: t.slug,
      titleEn: t.title.en,
      titleFr: t.title.fr,
      contentEn: t.content.en,
      contentFr: t.content.fr,
      prerequisites: t.prerequisites,
      source: 'seed' as const,
      createdAt: new Date(base + i),
    }));
    const written = rows.length
      ? await tx
          .insert(libraryTopics)
          .values(rows)
          .onConflictDoUpdate({
            target: libraryTopics.topicSlug,
            set: {
              level: sql`excluded.level`,
              subject: sql`excluded.subject`,
              titleEn: sql`excluded.title_en`,
              titleFr: sql`excluded.title_fr`,
              contentEn: sql`excluded.content_en`,
              contentFr: sql`excluded.content_fr`,
              prerequisites: sql`excluded.prerequisites`,
              createdAt: sql`excluded.created_at`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`${libraryTopics.source} = 'seed'`,
          })
          // xmax = 0 only for a freshly inserted row version: tells inserts from updates.
          .returning({ id: libraryTopics.id, slug: libraryTopics.topicSlug, inserted: sql<boolean>`(xmax = 0)` })
      : [];
    report.inserted = written.filter((w) => w.inserted).length;
    report.updated = written.length - report.inserted;
    report.keptAdminEdits = rows.length - written.length;

    const idBySlug = new Map(written.map((w) => [w.slug, w.id]));
    const quizRows = seed.topics
      .filter((t) => idBySlug.has(t.slug) && t.quiz.length > 0)
      .map((t) => ({ topicId: idBySlug.get(t.slug) as string, itemsJson: { items: t.quiz } }));
    if (quizRows.length) {
      await tx
        .insert(quizzes)
        .values(quizRows)
        .onConflictDoUpdate({ target: quizzes.topicId, set: { itemsJson: sql`excluded.items_json`, updatedAt: sql`now()` } });
    }
    report.quizzes = quizRows.length;
    // A seed topic that lost its quiz in the files loses it here too.
    const withoutQuiz = seed.topics.filter((t) => idBySlug.has(t.slug) && t.quiz.length === 0).map((t) => idBySlug.get(t.slug) as string);
    if (withoutQuiz.length) await tx.delete(quizzes).where(inArray(quizzes.topicId, withoutQuiz));

    await tx
      .insert(seedState)
      .values({ name: SEED_NAME, hash: seed.hash })
      .onConflictDoUpdate({ target: seedState.name, set: { hash: seed.hash, appliedAt: sql`now()` } });
  });
  return { ...report, durationMs: Date.now() - started };
}
