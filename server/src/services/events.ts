import type { Db } from '../db/client';
import { events } from '../db/schema';

/** A row of the activity log the admin area reads (sign-ups, sign-ins, solves, payments…). */
export function eventRow(type: string, userId: string | null, data: Record<string, unknown> = {}): typeof events.$inferInsert {
  return { type, userId, data };
}

/** Appends to the activity log. */
export async function recordEvent(db: Db, type: string, userId: string | null, data: Record<string, unknown> = {}): Promise<void> {
  await db.insert(events).values(eventRow(type, userId, data));
}
