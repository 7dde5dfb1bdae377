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

export async function insertClip(db: Db, userId: string, textHash: string, audio: SynthesizedAudio): Promise<string> {
  const [row] = await db
    .insert(audioClips)
    .values({ userId, textHash, mime: audio.mime, bytes: audio.audio, durationMs: audio.durationMs })
    .returning({ id: audioClips.id });
  return row.id;
}
