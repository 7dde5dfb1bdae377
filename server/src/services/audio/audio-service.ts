import type { Locale } from '../../../../contract/src';
import type { Database, Db } from '../../db/client';
import type { SpeechService } from '../engines';
import { plainTextToSpeech } from '../tts/speech-text';
import { findClipIdByHash, insertClip, speechHash } from './clips';
import { attachAudio, findOwnedSolution, speechForSolution } from './solution-speech';

export interface AudioRequest {
  userId: string;
  /** The spec's plain text, read when no stored solution is named. */
  text: string;
  solutionId?: string;
  problemId?: string;
  /** The language plain text is read in (the caller's); a stored solution uses its own. */
  locale: Locale;
}

export type AudioResult = { audioId: string } | { notFound: true };

export interface AudioService {
  generate(request: AudioRequest): Promise<AudioResult>;
}

/**
 * Turns a request into a stored clip: the same speech text for the same user is synthesized once
 * (a stored clip is reused; identical requests arriving together share one synthesis).
 */
export function createAudioService(db: Db, speech: SpeechService): AudioService {
  const inFlight = new Map<string, Promise<string>>();

  async function clipFor(userId: string, locale: Locale, ssml: string): Promise<string> {
    const engine = await speech.engine();
    const hash = speechHash(engine.name, locale, ssml);
    const key = `${userId}:${hash}`;
    const running = inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      const existing = await findClipIdByHash(db, userId, hash);
      if (existing) return existing;
      return insertClip(db, userId, hash, await engine.synthesize(ssml, locale));
    })();
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    async generate(request) {
      if (request.solutionId || request.problemId) {
        const solution = await findOwnedSolution(db, request.userId, request);
        if (!solution) return { notFound: true };
        const engine = await speech.engine();
        const audioId = await clipFor(request.userId, solution.locale, await speechForSolution(engine, solution));
        await attachAudio(db, solution.id, audioId);
        return { audioId };
      }
      return { audioId: await clipFor(request.userId, request.locale, plainTextToSpeech(request.text)) };
    },
  };
}

const services = new WeakMap<Database, AudioService>();

/**
 * The app's one audio service (route modules live in separate plugin contexts, but share the
 * database object), so /api/tts and /api/solve's generateAudio share the in-flight requests.
 */
export function audioServiceFor(database: Database, speech: SpeechService): AudioService {
  let service = services.get(database);
  if (!service) {
    service = createAudioService(database.db, speech);
    services.set(database, service);
  }
  return service;
}
