import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audioId, ttsBody, ttsResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, notFound } from '../http-error';
import { requestLocale } from '../i18n';
import { audioServiceFor } from '../services/audio/audio-service';
import { parseByteRange } from '../services/audio/byte-range';
import { findOwnedClip } from '../services/audio/clips';
import { audioUrlFor } from '../services/history/history';
import { requireFeature } from '../services/plan-features';

/** A clip's id never changes its bytes, so the browser may keep it as long as it likes. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * Audio explanations (spec §4, §6, §7): POST /api/tts makes (or reuses) a clip for a Basic/Pro
 * user; GET /api/audio/:id serves it to its owner only, with range requests so players can seek.
 * Clips live in the database, so any app instance can serve any clip.
 */
export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const audio = audioServiceFor(app.database, app.speech);

  app.post(
    '/api/tts',
    {
      schema: { body: ttsBody, response: { 200: ttsResponse } },
      onRequest: async (request) => {
        await requireUser(request);
        await requireFeature(db, signedInUser(request).id, 'audio');
      },
    },
    async (request) => {
      const { text, solutionId, problemId } = request.body;
      let result;
      try {
        result = await audio.generate({ userId: signedInUser(request).id, text, solutionId, problemId, locale: requestLocale(request) });
      } catch (error) {
        request.log.error({ err: error }, 'speech synthesis failed');
        throw new HttpError(502, 'audioFailed');
      }
      if ('notFound' in result) throw notFound();
      return { audioUrl: audioUrlFor(result.audioId) ?? '' };
    },
  );

  app.get<{ Params: { id: string } }>('/api/audio/:id', { preHandler: requireUser }, async (request, reply) => {
    // A malformed id is answered like someone else's or an unknown one: not found.
    const id = audioId.safeParse(request.params.id);
    const clip = id.success ? await findOwnedClip(db, signedInUser(request).id, id.data) : undefined;
    if (!clip) throw notFound();
    const etag = `"${clip.id}"`;
    const size = clip.bytes.length;
    // If-Range with another validator means the client's copy is stale: send everything.
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseByteRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, 'rangeNotSatisfiable');
    }
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('accept-ranges', 'bytes');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
    reply.type(clip.mime);
    if (range.kind === 'partial') {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(clip.bytes.subarray(range.start, range.end + 1));
    }
    return reply.send(clip.bytes);
  });
};
