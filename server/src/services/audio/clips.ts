import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audioClips } from '../../db/schema';
import type { SpeechLocale, SynthesizedAudio } from '../tts/types';

export type AudioClipRow = typeof audioClips.$inferSelect;

/**
 * What makes two clips the same: the engine (a new voice sounds different), the language and
 * the exact speech text. SHA-256 hex, stored as audio_clips.text_hash.
 */
export function speechHash(engineName: string, locale: SpeechLocale, speechText: string): string {
  return createHash('sha256').update(JSON.stringify([engineName, locale, speechText])).digest('hex');
}

/** The user's clip with this id (bytes included); another user's clip is not found. */
export async function findOwnedClip(db: Db, userId: string, id: string): Promise<AudioClipRow | undefined> {
  const [row] = await db
    .select()
    .from(audioClips)
    .where(and(eq(audioClips.id, id), eq(audioClips.userId, userId)))
    .limit(1);
  return row;
}

export async function findClipIdByHash(db: Db, userId: string, textHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: audioClips.id })
    .from(audioClips)
    .where(and(eq(audioClips.userId, userId), eq(audioClips.textHash, textHash)))
    .limit(1);
  return row?.id;
}

/**
 * Stores the clip and returns its id; when another server instance stored the same clip first
 * (the unique index on user and hash), that clip's id instead.
 */
export async function insertClip(db: Db, userId: string, textHash: string, audio: SynthesizedAudio): Promise<string> {
  const [row] = await db
    .insert(audioClips)
    .values({ userId, textHash, mime: audio.mime, bytes: audio.audio, durationMs: audio.durationMs })
    .onConflictDoNothing({ target: [audioClips.userId, audioClips.textHash] })
    .returning({ id: audioClips.id });
  if (row) return row.id;
  const existing = await findClipIdByHash(db, userId, textHash);
  if (!existing) throw new Error('audio clip vanished between insert and lookup');
  return existing;
}
