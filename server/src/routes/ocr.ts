import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ocrBody, ocrResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError } from '../http-error';
import { ocrResetSignal } from '../services/admin/shared-signal';
import { decodeImageDataUrl, MAX_IMAGE_BYTES } from '../services/ocr/image';
import { OcrInputError, type OcrInputProblem } from '../services/ocr/types';
import { requireFeature } from '../services/plan-features';

/**
 * A 10 MB image is about 14 MB as base64 inside JSON; this route alone accepts that much (the
 * other routes keep Fastify's 1 MB default).
 */
export const OCR_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const STATUS_OF: Readonly<Record<OcrInputProblem, number>> = {
  invalidImageType: 400,
  imageTooLarge: 413,
  imageDimensions: 400,
  invalidImageData: 400,
};

/**
 * POST /api/ocr `{imageData}` → `{text, confidence}` with the app's one OCR engine (image OCR is
 * a Basic/Pro feature). The image lives only in memory for the time of the request: nothing is
 * written to disk or the database, so the account's "keep uploads" preference (off by default)
 * never has an image to keep.
 */
export const ocrRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/ocr',
    {
      schema: { body: ocrBody, response: { 200: ocrResponse } },
      bodyLimit: OCR_BODY_LIMIT,
      // Checked before the body is read: a refused caller does not get to upload 14 MB first.
      onRequest: async (request) => {
        await requireUser(request);
        await requireFeature(db, signedInUser(request).id, 'image');
      },
      // A body over the limit is an image over 10 MB: answer with the spec's message, not the generic one.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'imageTooLarge');
        throw error;
      },
    },
    async (request) => {
      // An admin's Clear Cache on another instance restarts this instance's engine too.
      if (await ocrResetSignal(app.ocr, db).consume()) await app.ocr.reset();
      try {
        const image = decodeImageDataUrl(request.body.imageData);
        return await app.ocr.recognize(image.bytes, image.mime);
      } catch (error) {
        if (error instanceof OcrInputError) throw new HttpError(STATUS_OF[error.code], error.code);
        request.log.error({ err: error, engine: app.ocr.name }, 'OCR failed');
        throw new HttpError(502, 'ocrFailed');
      }
    },
  );
};
