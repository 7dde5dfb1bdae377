import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audioClips, solutions } from '../../db/schema';

/** Deletes synthesized audio no stored solution refers to (it would be synthesized again on demand). */
export async function deleteUnattachedAudio(db: Db): Promise<number> {
  const deleted = await db
    .delete(audioClips)
    .where(sql`not exists (select 1 from ${solutions} where ${solutions.audioId} = ${audioClips.id})`)
    .returning({ id: audioClips.id });
  return deleted.length;
}
