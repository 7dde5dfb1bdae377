import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sessions, subscriptions, users, type UserRow } from '../../db/schema';
import { effectivePlan } from '../plan-features';
import type { PlanId } from '../../../../contract/src';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only this hash is stored, so a leaked sessions table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
}

/** A new random token on every sign-in; expired sessions are purged on the way. */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<NewSession> {
  await purgeExpiredSessions(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt }).returning({ id: sessions.id });
  return { id: row.id, token, expiresAt };
}

/**
 * The session's user and subscription in one indexed query (sessions_token_hash_key, then the
 * users' primary key and subscriptions_user_id_key), prepared once: every signed-in route knows
 * the plan without a query of its own.
 */
const sessionUser = preparedStatement('session_user', (db) =>
  db
    .select({ sessionId: sessions.id, user: users, subscription: { plan: subscriptions.plan, status: subscriptions.status, renewsAt: subscriptions.renewsAt } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<{ sessionId: string; user: UserRow; plan: PlanId } | null> {
  const [row] = await sessionUser(db).execute({ tokenHash: hashToken(token), now });
  return row ? { sessionId: row.sessionId, user: row.user, plan: effectivePlan(row.subscription ?? undefined, now) } : null;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
