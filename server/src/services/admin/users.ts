import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserList, Role } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { isUuid } from '../library/topics';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  plan: sql<string | null>`case when ${subscriptions.status} = 'active' then ${subscriptions.plan} end`,
};

function selectUsers(db: Db) {
  return db.select(userColumns).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id));
}

function toAdminUser(r: { id: string; email: string; firstName: string | null; lastName: string | null; role: Role; createdAt: Date; plan: string | null }): AdminUser {
  return { ...r, plan: r.plan === 'basic' || r.plan === 'pro' ? r.plan : 'free', createdAt: r.createdAt.toISOString() };
}

/** Users by join date (oldest first), optionally those whose email contains `search`, with their plan. */
export async function listUsers(db: Db, options: { search?: string; limit: number; offset: number }): Promise<AdminUserList> {
  const where = options.search ? ilike(users.email, `%${escapeLike(options.search.toLowerCase())}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    selectUsers(db).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(options.limit).offset(options.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: total.n, users: rows.map(toAdminUser) };
}

export class LastAdminError extends Error {
  constructor() {
    super('last admin');
    this.name = 'LastAdminError';
  }
}

/**
 * Sets a user's role; null when the user does not exist. Demoting the only admin throws
 * LastAdminError: the check and the update run in one transaction holding the admins' rows.
 */
export async function setRole(db: Db, userId: string, role: Role): Promise<AdminUser | null> {
  if (!isUuid(userId)) return null;
  const updated = await db.transaction(async (tx) => {
    if (role !== 'admin') {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length === 1 && admins[0].id === userId) throw new LastAdminError();
    }
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    return row ?? null;
  });
  if (!updated) return null;
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row ? toAdminUser(row) : null;
}
