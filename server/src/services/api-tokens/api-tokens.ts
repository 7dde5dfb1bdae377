import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_LENGTH, MAX_API_TOKENS, type ApiTokenSummary, type CreatedApiToken, type PlanId } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { apiTokens, subscriptions, users, type UserRow } from '../../db/schema';
import { conflict } from '../../http-error';
import { effectivePlan } from '../plan-features';

/** last_used_at is written at most this often per token, so a busy token costs no write per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** The stored form of a token: its SHA-256, hex. Tokens carry 256 random bits, so no salt or slow hash is needed. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `swk_` and 43 base64url characters (32 random bytes). */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Whether a string has the shape of a token (checked before any database read). */
export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_TOKEN_PREFIX.length));
}

type TokenRow = typeof apiTokens.$inferSelect;

function toSummary(row: TokenRow): ApiTokenSummary {
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/**
 * A new token for the user: only its hash and first characters are stored, and the token itself
 * is returned this once. At most MAX_API_TOKENS active tokens (409 `apiTokenLimit`); the count
 * and the insert run under a lock on the user's row, so two requests at once cannot pass it.
 */
export async function createApiToken(db: Db, userId: string, name: string): Promise<CreatedApiToken> {
  const token = generateApiToken();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    if ((active?.n ?? 0) >= MAX_API_TOKENS) throw conflict('apiTokenLimit');
    const [inserted] = await tx
      .insert(apiTokens)
      .values({ userId, name, prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH), tokenHash: hashApiToken(token) })
      .returning();
    return inserted;
  });
  return { id: row.id, name: row.name, token, prefix: row.prefix, createdAt: row.createdAt.toISOString() };
}

/** The user's active tokens, newest first, without the tokens. */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toSummary);
}

/** Revokes one of the user's active tokens; false when the id is not an active token of theirs. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}

export interface TokenHolder {
  token: { id: string; lastUsedAt: Date | null };
  user: UserRow;
  /** The user's plan now (effectivePlan of their subscription). */
  plan: PlanId;
}

/**
 * The active token with this value, its user and their plan, in one read (the hash's unique
 * index); undefined for anything else, malformed values without reading at all.
 */
export async function findActiveToken(db: Db, token: string, now: Date = new Date()): Promise<TokenHolder | undefined> {
  if (!looksLikeApiToken(token)) return undefined;
  const [row] = await db
    .select({
      id: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      user: users,
      subscription: { plan: subscriptions.plan, status: subscriptions.status, renewsAt: subscriptions.renewsAt },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  return { token: { id: row.id, lastUsedAt: row.lastUsedAt }, user: row.user, plan: effectivePlan(row.subscription ?? undefined, now) };
}

/**
 * Records a use of the token, at most once per LAST_USED_RESOLUTION_MS: the caller skips it when
 * the value it read is recent, and the condition keeps instances that read the same old value
 * from writing twice.
 */
export async function touchApiToken(db: Db, holder: TokenHolder['token'], now: Date = new Date()): Promise<void> {
  if (holder.lastUsedAt && now.getTime() - holder.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, holder.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since))));
}
