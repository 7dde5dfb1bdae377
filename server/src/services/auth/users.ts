import { eq, sql } from 'drizzle-orm';
import type { Locale, Role, User } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The API's view of a user (never the password hash). */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: row.locale,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    storeUploads: row.storeUploads,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle (DrizzleQueryError.cause). */
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  role: Role;
}

/** Inserts a user; the unique index on lower(email) decides duplicates, even under concurrent sign-ups. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, email: normalizeEmail(input.email) })
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError();
    throw err;
  }
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'locale' | 'role' | 'storeUploads' | 'profileImageUrl'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Every row of the user goes with it (ON DELETE CASCADE on all user references). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .returning();
  return row;
}
