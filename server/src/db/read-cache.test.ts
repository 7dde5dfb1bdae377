import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPgliteTemplate } from '../../test/template-db';
import { createSession } from '../services/auth/sessions';
import { firstHistoryPageForSession } from '../services/history/history';
import { openPglite, type Database } from './client';
import { isReadOnlyStatement, ownedWrites, ReadCache } from './read-cache';
import { problems, users } from './schema';

describe('read-only statements', () => {
  it('are plain SELECTs that lock nothing', () => {
    expect(isReadOnlyStatement('select "id" from "users" where "id" = $1')).toBe(true);
    expect(isReadOnlyStatement('  (SELECT 1) UNION (SELECT 2)')).toBe(true);
    expect(isReadOnlyStatement('select * from "usage" where "user_id" = $1 for update')).toBe(false);
    expect(isReadOnlyStatement('SELECT 1 FOR NO KEY UPDATE')).toBe(false);
    expect(isReadOnlyStatement('insert into "events" ("kind") values ($1)')).toBe(false);
    expect(isReadOnlyStatement('with moved as (delete from "t" returning *) select * from moved')).toBe(false);
    expect(isReadOnlyStatement('update "users" set "role" = $1')).toBe(false);
  });
});

describe('the read cache', () => {
  it('keeps a value only if no write happened since it was read, and forgets everything on a write', () => {
    const cache = new ReadCache();
    const before = cache.mark;
    cache.noteWrite();
    cache.set('stale', before, 1);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', cache.mark, 2);
    expect(cache.get('fresh')).toBe(2);
    cache.noteWrite();
    expect(cache.get('fresh')).toBeUndefined();
  });

  it("drops on a user's own write only that user's values and those that may depend on anything", async () => {
    const cache = new ReadCache();
    cache.set('ada', cache.mark, 'ada', 'ada');
    cache.set('bob', cache.mark, 'bob', 'bob');
    cache.set('anything', cache.mark, 'anything');
    const before = cache.mark;
    await cache.ownedBy('ada', async () => cache.noteWrite());
    expect([cache.get('ada'), cache.get('bob'), cache.get('anything')]).toEqual([undefined, 'bob', undefined]);
    // read before Ada's write, kept after it: stale for Ada, still true for Bob
    cache.set('ada', before, 'old ada', 'ada');
    cache.set('bob again', before, 'bob', 'bob');
    expect([cache.get('ada'), cache.get('bob again')]).toEqual([undefined, 'bob']);
    // a write outside any owner's scope may have changed anything
    cache.noteWrite();
    expect(cache.get('bob')).toBeUndefined();
  });

  it('treats owned writes past its number of owners as writes of unknown reach', async () => {
    const cache = new ReadCache(100, 1);
    cache.set('bob', cache.mark, 'bob', 'bob');
    await cache.ownedBy('ada', async () => cache.noteWrite());
    expect(cache.get('bob')).toBe('bob');
    await cache.ownedBy('cy', async () => cache.noteWrite());
    expect(cache.get('bob')).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new ReadCache(2);
    const mark = cache.mark;
    cache.set('a', mark, 'a');
    cache.set('b', mark, 'b');
    cache.get('a');
    cache.set('c', mark, 'c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c']);
  });
});

describe('the embedded database counts its writes', () => {
  let copy: ReturnType<typeof copyPgliteTemplate>;
  let database: Database;
  let cache: ReadCache;
  let userId: string;
  beforeAll(async () => {
    copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
    database = await openPglite(copy.dataDir, { migrate: false });
    cache = database.readCache as ReadCache;
    const [user] = await database.db.insert(users).values({ email: 'reader@example.com', passwordHash: 'x' }).returning({ id: users.id });
    userId = user.id;
  });
  afterAll(async () => {
    await database.close();
    copy.remove();
  });

  it('on every insert, update, delete and transaction, and on none of its reads', async () => {
    let { writes } = cache.mark;
    await database.db.select().from(users).where(eq(users.id, userId));
    await database.db.execute(sql`select count(*) from ${problems}`);
    expect(cache.mark.writes).toBe(writes);

    await database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, userId));
    expect(cache.mark.writes).toBeGreaterThan(writes);
    ({ writes } = cache.mark);
    await database.db.transaction(async (tx) => {
      await tx.select().from(users);
    });
    expect(cache.mark.writes).toBeGreaterThan(writes);
  });

  it('so the History page read twice is the same, and a new problem or an ended session shows at once', async () => {
    const session = await createSession(database.db, userId);
    const first = await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache);
    expect(first?.items).toEqual([]);
    expect(cache.size).toBe(1);
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache)).toEqual(first);

    await database.db.insert(problems).values({ userId, rawInput: '2x = 4', inputType: 'text' });
    const second = await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache);
    expect(second?.items.map((item) => item.excerpt)).toEqual(['2x = 4']);

    // Another student's solve leaves this page cached; this student's own shows at once.
    const [other] = await database.db.insert(users).values({ email: 'other.reader@example.com', passwordHash: 'x' }).returning({ id: users.id });
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache)).toEqual(second);
    await ownedWrites(cache, other.id, () => database.db.insert(problems).values({ userId: other.id, rawInput: 'x + 1 = 2', inputType: 'text' }));
    const hits = cache.hits;
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache)).toEqual(second);
    expect(cache.hits).toBe(hits + 1);
    await ownedWrites(cache, userId, () => database.db.insert(problems).values({ userId, rawInput: '3x = 9', inputType: 'text' }));
    const third = await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache);
    expect(third?.items.map((item) => item.excerpt)).toEqual(['3x = 9', '2x = 4']);

    // The statement checks expiry against the clock; a cached page must too.
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(session.expiresAt.getTime() + 1), cache)).toBeNull();
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache)).toBeNull();
  });
});
