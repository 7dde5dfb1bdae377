import { eq } from 'drizzle-orm';
import { DEFAULT_ACCENT_COLOR, type Branding, type LogoMime } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { brandings, users } from '../../db/schema';
import { currentPlan, planIncludes } from '../plan-features';

type BrandingRow = typeof brandings.$inferSelect;

/** A logo URL that changes with the logo, so a cached copy is never shown after a change. */
function version(row: BrandingRow): string {
  return row.updatedAt.getTime().toString(36);
}

export function toBranding(row: BrandingRow, logoPath: string): Branding {
  const hasLogo = row.logo !== null && row.logoMime !== null;
  return {
    displayName: row.displayName,
    accentColor: row.accentColor,
    logoUrl: hasLogo ? `${logoPath}?v=${version(row)}` : null,
    logoMime: hasLogo ? (row.logoMime as LogoMime) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const OWN_LOGO_PATH = '/api/branding/logo';

export async function findBranding(db: Db, userId: string): Promise<BrandingRow | undefined> {
  const [row] = await db.select().from(brandings).where(eq(brandings.userId, userId)).limit(1);
  return row;
}

export async function saveBranding(db: Db, userId: string, fields: { displayName: string; accentColor: string }, now: Date = new Date()): Promise<BrandingRow> {
  const [row] = await db
    .insert(brandings)
    .values({ userId, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: brandings.userId, set: { ...fields, updatedAt: now } })
    .returning();
  return row;
}

/**
 * Stores a checked logo. Without branding yet, the tutor's own name (else the e-mail's local
 * part) is shown until they write another.
 */
export async function saveLogo(db: Db, userId: string, logo: { bytes: Buffer; mime: LogoMime } | null, now: Date = new Date()): Promise<BrandingRow> {
  const set = { logo: logo?.bytes ?? null, logoMime: logo?.mime ?? null, updatedAt: now };
  const existing = await findBranding(db, userId);
  if (existing) {
    const [row] = await db.update(brandings).set(set).where(eq(brandings.userId, userId)).returning();
    return row;
  }
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || (user?.email.split('@')[0] ?? 'Tutor');
  const [row] = await db
    .insert(brandings)
    .values({ userId, displayName: name.slice(0, 80), accentColor: DEFAULT_ACCENT_COLOR, ...set })
    .onConflictDoUpdate({ target: brandings.userId, set })
    .returning();
  return row;
}

export async function deleteBranding(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(brandings).where(eq(brandings.userId, userId)).returning({ userId: brandings.userId });
  return deleted.length > 0;
}

/**
 * The branding an export or a shared page of this user carries: theirs while their plan includes
 * white-label (a lapsed Pro plan falls back to the product's own), else none.
 */
export async function activeBranding(db: Db, userId: string): Promise<BrandingRow | undefined> {
  const row = await findBranding(db, userId);
  if (!row) return undefined;
  return planIncludes(await currentPlan(db, userId), 'whiteLabel') ? row : undefined;
}
