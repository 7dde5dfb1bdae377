import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPgliteTemplate } from '../../test/template-db';
import { createSession } from '../services/auth/sessions';
import { firstHistoryPageForSession } from '../services/history/history';
import { openPglite, type Database } from './client';
import { isReadOnlyStatement, ReadCache } from './read-cache';
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
    const before = cache.writes;
    cache.noteWrite();
    cache.set('stale', before, 1);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', cache.writes, 2);
    expect(cache.get('fresh')).toBe(2);
    cache.noteWrite();
    expect(cache.get('fresh')).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new ReadCache(2);
    cache.set('a', 0, 'a');
    cache.set('b', 0, 'b');
    cache.get('a');
    cache.set('c', 0, 'c');
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
    let writes = cache.writes;
    await database.db.select().from(users).where(eq(users.id, userId));
    await database.db.execute(sql`select count(*) from ${problems}`);
    expect(cache.writes).toBe(writes);

    await database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, userId));
    expect(cache.writes).toBeGreaterThan(writes);
    writes = cache.writes;
    await database.db.transaction(async (tx) => {
      await tx.select().from(users);
    });
    expect(cache.writes).toBeGreaterThan(writes);
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

    // The statement checks expiry against the clock; a cached page must too.
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(session.expiresAt.getTime() + 1), cache)).toBeNull();
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await firstHistoryPageForSession(database.db, session.token, 20, new Date(), cache)).toBeNull();
  });
});
