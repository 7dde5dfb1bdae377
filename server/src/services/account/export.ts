import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  apiTokens,
  audioClips,
  events,
  paymentOrders,
  problems,
  quizAttempts,
  sessions,
  solutions,
  subscriptions,
  topicViews,
  usage,
  users,
} from '../../db/schema';

/**
 * Everything stored about one user, table by table (the right of access): the account, problems
 * and their solutions, audio (bytes as base64), usage counters, quiz attempts, topic views, the
 * subscription, payment orders, sessions and API tokens (never a token or its hash) and activity events. Only rows
 * of this user: every query filters on the user's id.
 */
export async function exportUserData(db: Db, userId: string, now: Date = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { passwordHash: _secret, ...account } = user;
  const problemRows = await db.select().from(problems).where(eq(problems.userId, userId)).orderBy(asc(problems.createdAt));
  const problemIds = problemRows.map((p) => p.id);
  const solutionRows = problemIds.length
    ? await db.select().from(solutions).where(inArray(solutions.problemId, problemIds)).orderBy(asc(solutions.createdAt))
    : [];
  const audioRows = await db.select().from(audioClips).where(eq(audioClips.userId, userId)).orderBy(asc(audioClips.createdAt));
  const sessionRows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return {
    format: 'stepwise-export/1',
    exportedAt: now.toISOString(),
    account,
    problems: problemRows,
    solutions: solutionRows,
    audioClips: audioRows.map(({ bytes, ...clip }) => ({ ...clip, bytesBase64: bytes.toString('base64') })),
    usage: await db.select().from(usage).where(eq(usage.userId, userId)),
    quizAttempts: await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId)),
    topicViews: await db.select().from(topicViews).where(eq(topicViews.userId, userId)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    paymentOrders: await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)),
    sessions: sessionRows,
    apiTokens: await db
      .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt)),
    events: await db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.createdAt)),
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;
