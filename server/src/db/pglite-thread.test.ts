import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPgliteTemplate } from '../../test/template-db';
import { createUser, EmailTakenError } from '../services/auth/users';
import { openPglite, pgliteDir, type Database } from './client';
import { openPgliteThread, type PgliteClient } from './pglite-thread';
import { users } from './schema';

describe('the embedded database in its own thread', () => {
  let copy: ReturnType<typeof copyPgliteTemplate>;
  let database: Database;
  beforeAll(async () => {
    copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
    database = await openPglite(copy.dataDir, { migrate: false });
  });
  afterAll(async () => {
    await database.close();
    copy.remove();
  });

  it('answers drizzle with rows, dates and json as the driver in this thread would', async () => {
    const [made] = await database.db.insert(users).values({ email: 'thread@example.com', passwordHash: 'x', firstName: 'Émilie' }).returning();
    expect(made.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(users).where(eq(users.id, made.id));
    expect(read).toEqual(made);
    // the common Db type leaves a raw statement's result untyped: its rows as PGlite returns them
    const result = (await database.db.execute(sql`select ${JSON.stringify({ a: [1, 2] })}::jsonb as doc, 2::int as n`)) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ doc: { a: [1, 2] }, n: 2 });
  });

  it('passes a database error on with its PostgreSQL code, so a duplicate email is recognised', async () => {
    const again = { email: 'Thread@example.com', passwordHash: 'x', firstName: 'A', lastName: 'B', locale: 'en', role: 'student' } as const;
    await expect(createUser(database.db, again)).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('commits a transaction that ends normally and undoes one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ lastName: 'Committed' }).where(eq(users.email, 'thread@example.com'));
      await tx
        .transaction(async (inner) => {
          await inner.update(users).set({ firstName: 'Inner' }).where(eq(users.email, 'thread@example.com'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ lastName: 'Undone' }).where(eq(users.email, 'thread@example.com'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const [row] = await database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.email, 'thread@example.com'));
    expect(row).toEqual({ firstName: 'Émilie', lastName: 'Committed' });
  });

  it('keeps statements of other requests out of an open transaction', async () => {
    let outside: Promise<Array<{ lastName: string | null }>> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ lastName: 'Pending' }).where(eq(users.email, 'thread@example.com'));
      // Sent while the transaction is open: it runs after the COMMIT, never in between.
      outside = database.db.select({ lastName: users.lastName }).from(users).where(eq(users.email, 'thread@example.com')).execute();
      expect(await tx.select({ lastName: users.lastName }).from(users).where(eq(users.email, 'thread@example.com'))).toEqual([{ lastName: 'Pending' }]);
      await tx.update(users).set({ lastName: 'Done' }).where(eq(users.email, 'thread@example.com'));
    });
    expect(await outside).toEqual([{ lastName: 'Done' }]);
  });
});

describe('a database thread that has stopped', () => {
  it('fails every later statement with a clear error', async () => {
    const copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
    let client: PgliteClient | undefined;
    try {
      client = await openPgliteThread(pgliteDir(copy.dataDir));
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.close();
      await expect(client.query('select 1')).rejects.toThrow(/embedded database stopped/);
    } finally {
      copy.remove();
    }
  });
});
