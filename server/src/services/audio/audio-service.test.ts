import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { audioClips, users } from '../../db/schema';
import type { SpeechService } from '../engines';
import type { SpeechLocale } from '../tts/types';
import { createAudioService } from './audio-service';

/** A speech engine that takes a while, so two instances' syntheses overlap. */
function slowSpeech(calls: string[]): SpeechService {
  return {
    async engine() {
      return {
        name: 'test-voice',
        async synthesize(text: string, locale: SpeechLocale) {
          calls.push(`${locale}:${text}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { audio: Buffer.from('ID3'), mime: 'audio/mpeg' as const, durationMs: 1000 };
        },
      };
    },
  };
}

describe('audio clips shared by several server instances', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let userId: string;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const [user] = await database.db.insert(users).values({ email: 'two.instances@example.com', passwordHash: 'x' }).returning();
    userId = user.id;
  });
  afterAll(async () => dispose?.());

  it('keeps one clip when two instances synthesize the same explanation at the same time', async () => {
    const calls: string[] = [];
    // Two services are two processes: neither knows what the other is synthesizing.
    const first = createAudioService(database.db, slowSpeech(calls));
    const second = createAudioService(database.db, slowSpeech(calls));
    const request = { userId, text: 'The answer is two.', locale: 'en' as const };
    const answers = await Promise.all([first.generate(request), second.generate(request)]);

    expect(calls).toHaveLength(2);
    expect(answers[0]).toEqual(answers[1]);
    const rows = await database.db.select({ id: audioClips.id }).from(audioClips).where(eq(audioClips.userId, userId));
    expect(rows).toEqual([answers[0] as { audioId: string }].map(({ audioId }) => ({ id: audioId })));
  });
});
