import { z } from 'zod';

/** The longest text POST /api/tts reads aloud (about a quarter of an hour of speech). */
export const MAX_TTS_TEXT_LENGTH = 20_000;

/**
 * POST /api/tts: the spec's `{text}` (the solution's plain text). With `solutionId` (or the
 * `problemId` of its problem) the server reads the stored solution's steps instead, formulas
 * spoken properly in the solution's language, and attaches the audio to it.
 */
export const ttsBody = z.object({
  text: z
    .string({ error: 'ttsTextEmpty' })
    .trim()
    .min(1, { error: 'ttsTextEmpty' })
    .max(MAX_TTS_TEXT_LENGTH, { error: 'ttsTextTooLong' }),
  problemId: z.uuid({ error: 'notFound' }).optional(),
  solutionId: z.uuid({ error: 'notFound' }).optional(),
});
export type TtsBody = z.input<typeof ttsBody>;

export const ttsResponse = z.object({
  /** `/api/audio/<id>`: an MP3 only its owner can fetch. */
  audioUrl: z.string(),
});
export type TtsResponse = z.infer<typeof ttsResponse>;

/** The id in GET /api/audio/:id; the server answers a malformed one like an unknown one (404). */
export const audioId = z.uuid();
