import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ShareLink } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { problems, shareLinks } from '../../db/schema';

type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 24 random bytes, base64url: 32 characters, 192 bits, never guessed. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

function toShareLink(row: ShareLinkRow): ShareLink {
  return { id: row.id, problemId: row.problemId, token: row.token, path: `/s/${row.token}`, createdAt: row.createdAt.toISOString() };
}

/** A new link to one of the user's problems; undefined when the problem is not theirs. */
export async function createShareLink(db: Db, userId: string, problemId: string): Promise<ShareLink | undefined> {
  const [own] = await db.select({ id: problems.id }).from(problems).where(and(eq(problems.id, problemId), eq(problems.userId, userId))).limit(1);
  if (!own) return undefined;
  const [row] = await db.insert(shareLinks).values({ userId, problemId, token: newShareToken() }).returning();
  return toShareLink(row);
}

/** The user's links still in force, newest first (of one problem when given). */
export async function listShareLinks(db: Db, userId: string, problemId?: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt), problemId ? eq(shareLinks.problemId, problemId) : undefined))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(100);
  return rows.map(toShareLink);
}

/** Revokes one of the user's links; false when there is no such link in force. */
export async function revokeShareLink(db: Db, userId: string, id: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** A link in force by its token: its owner and problem. */
export async function findActiveShare(db: Db, token: string): Promise<{ userId: string; problemId: string } | undefined> {
  if (!SHARE_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: shareLinks.userId, problemId: shareLinks.problemId })
    .from(shareLinks)
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)))
    .limit(1);
  return row;
}
