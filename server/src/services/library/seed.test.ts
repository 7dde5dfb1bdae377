import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { libraryTopics, quizzes } from '../../db/schema';
import { seedLibrary } from './seed';
import { loadLibrarySeed } from './seed-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('library seed', () => {
  it('inserts every topic with its quiz, then skips an unchanged seed', async () => {
    const seed = loadLibrarySeed();
    const first = await seedLibrary(t.database.db, { seed });
    expect(first).toMatchObject({ topics: seed.topics.length, inserted: seed.topics.length, updated: 0, skipped: false });
    expect(first.quizzes).toBe(seed.topics.length);
    const again = await seedLibrary(t.database.db, { seed });
    expect(again.skipped).toBe(true);
    const rows = await t.database.db.select({ id: libraryTopics.id }).from(libraryTopics);
    expect(rows.length).toBe(seed.topics.length);
  });

  it('updates seed rows in place when forced, without duplicating', async () => {
    const seed = loadLibrarySeed();
    const forced = await seedLibrary(t.database.db, { seed, force: true });
    expect(forced).toMatchObject({ inserted: 0, updated: seed.topics.length, skipped: false });
    const quizRows = await t.database.db.select({ id: quizzes.id }).from(quizzes);
    expect(quizRows.length).toBe(seed.topics.length);
  });

  it('leaves topics an admin edited alone and applies changed seed content to the others', async () => {
    const db = t.database.db;
    const seed = loadLibrarySeed();
    const [edited, changed] = seed.topics;
    await db.update(libraryTopics).set({ titleEn: 'Edited by an admin', source: 'admin' }).where(eq(libraryTopics.topicSlug, edited.slug));
    const modified = {
      hash: `${seed.hash}-changed`,
      topics: seed.topics.map((topic) => (topic.slug === changed.slug ? { ...topic, title: { ...topic.title, en: 'New seed title' } } : topic)),
    };
    const report = await seedLibrary(db, { seed: modified });
    expect(report).toMatchObject({ skipped: false, keptAdminEdits: 1, inserted: 0 });
    const [keptRow] = await db.select().from(libraryTopics).where(eq(libraryTopics.topicSlug, edited.slug));
    expect(keptRow.titleEn).toBe('Edited by an admin');
    const [changedRow] = await db.select().from(libraryTopics).where(eq(libraryTopics.topicSlug, changed.slug));
    expect(changedRow.titleEn).toBe('New seed title');
  });

  it('adds the topics a newer seed brings to a library seeded before them, with their quizzes', async () => {
    const db = t.database.db;
    const seed = loadLibrarySeed();
    // The science subjects came after the mathematics ones: a library seeded before them lacks their rows.
    const newer = seed.topics.filter((topic) => ['chemistry', 'physics', 'biology', 'engineering', 'computer-science'].includes(topic.subject));
    const newerSlugs = newer.map((topic) => topic.slug);
    expect(newer.length).toBeGreaterThan(0);
    await db.delete(libraryTopics).where(inArray(libraryTopics.topicSlug, newerSlugs));
    await seedLibrary(db, { seed: { hash: 'before-the-sciences', topics: seed.topics.filter((topic) => !newerSlugs.includes(topic.slug)) } });

    const report = await seedLibrary(db, { seed });
    expect(report).toMatchObject({ skipped: false, inserted: newer.length });
    const rows = await db
      .select({ items: quizzes.itemsJson })
      .from(libraryTopics)
      .innerJoin(quizzes, eq(quizzes.topicId, libraryTopics.id))
      .where(inArray(libraryTopics.topicSlug, newerSlugs));
    expect(rows.length).toBe(newer.length);
    expect(rows.every((row) => row.items.items.length >= 5)).toBe(true);
  });
});
