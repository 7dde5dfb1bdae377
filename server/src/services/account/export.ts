import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  apiTokens,
  audioClips,
  brandings,
  events,
  paymentOrders,
  problems,
  quizAttempts,
  sessions,
  shareLinks,
  solutionChecks,
  solutions,
  studyPlanItems,
  studyPlans,
  subscriptions,
  supportTickets,
  topicViews,
  usage,
  users,
} from '../../db/schema';

/**
 * Everything stored about one user, table by table (the right of access): the account, problems
 * and their solutions, audio (bytes as base64), usage counters, quiz attempts, topic views, the
 * subscription, payment orders, study plans with their items, the evidence of solutions' checks, sessions and API tokens (never a token or its hash), activity events, support tickets, share links and the branding (its logo as base64). Only rows
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
  const solutionIds = solutionRows.map((s) => s.id);
  const planRows = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  const planIds = planRows.map((p) => p.id);
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
    solutionChecks: solutionIds.length ? await db.select().from(solutionChecks).where(inArray(solutionChecks.solutionId, solutionIds)).orderBy(asc(solutionChecks.createdAt)) : [],
    audioClips: audioRows.map(({ bytes, ...clip }) => ({ ...clip, bytesBase64: bytes.toString('base64') })),
    usage: await db.select().from(usage).where(eq(usage.userId, userId)),
    quizAttempts: await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId)),
    topicViews: await db.select().from(topicViews).where(eq(topicViews.userId, userId)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    paymentOrders: await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)),
    studyPlans: planRows,
    studyPlanItems: planIds.length ? await db.select().from(studyPlanItems).where(inArray(studyPlanItems.planId, planIds)).orderBy(asc(studyPlanItems.day), asc(studyPlanItems.position)) : [],
    sessions: sessionRows,
    apiTokens: await db
      .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt)),
    events: await db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.createdAt)),
    supportTickets: await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(asc(supportTickets.createdAt)),
    shareLinks: await db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(asc(shareLinks.createdAt)),
    brandings: (await db.select().from(brandings).where(eq(brandings.userId, userId))).map(({ logo, ...branding }) => ({ ...branding, logoBase64: logo ? logo.toString('base64') : null })),
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;
