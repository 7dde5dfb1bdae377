import type { Db } from '../db/client';
import { events } from '../db/schema';

/** Appends to the activity log the admin area reads (sign-ups, sign-ins, solves, payments…). */
export async function recordEvent(db: Db, type: string, userId: string | null, data: Record<string, unknown> = {}): Promise<void> {
  await db.insert(events).values({ type, userId, data });
}
