import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { createSession, findSessionUser } from './sessions';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

describe('findSessionUser', () => {
  it('reads the plan the subscription grants now together with the session', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const [user] = await database.db.insert(users).values({ email: `plan.${randomUUID()}@example.com`, passwordHash: 'x' }).returning({ id: users.id });
    const { token } = await createSession(database.db, user.id, now);
    expect((await findSessionUser(database.db, token, now))?.plan).toBe('free');

    await database.db.insert(subscriptions).values({ userId: user.id, plan: 'pro', status: 'active', renewsAt: new Date('2026-12-27T12:00:00Z') });
    expect((await findSessionUser(database.db, token, now))?.plan).toBe('pro');

    // a paid period that has ended grants the free plan again, whatever the row still says
    await database.db.update(subscriptions).set({ renewsAt: new Date('2026-11-26T12:00:00Z') }).where(eq(subscriptions.userId, user.id));
    expect((await findSessionUser(database.db, token, now))?.plan).toBe('free');
  });

  it('finds no one for an unknown or expired token', async () => {
    const [user] = await database.db.insert(users).values({ email: `gone.${randomUUID()}@example.com`, passwordHash: 'x' }).returning({ id: users.id });
    const { token } = await createSession(database.db, user.id, new Date('2026-01-01T00:00:00Z'));
    expect(await findSessionUser(database.db, token, new Date('2026-11-27T12:00:00Z'))).toBeNull();
    expect(await findSessionUser(database.db, 'not-a-token')).toBeNull();
  });
});
