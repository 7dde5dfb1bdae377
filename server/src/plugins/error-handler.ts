import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageCode } from '../../../contract/src';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';
import { localizedError } from '../i18n';

/** Fastify's own client errors mapped to our message codes. */
function codeForStatus(status: number, fastifyCode: string | undefined): MessageCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'foreignOrigin';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyRequests';
  if (fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'invalidJson';
  return 'invalidRequest';
}

/**
 * Every error leaves as JSON `{message, code}`: validation issues as 400 with the first issue's
 * text in the caller's language (all issues in `errors`), our HttpErrors with their status, an
 * unreachable database as 503, and anything unexpected as 500 without details (logged with its stack).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        ...localizedError(request, v.message ?? 'invalidRequest'),
      }));
      const first = errors[0];
      return reply.status(400).send({ message: first.message, code: first.code, errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...localizedError(request, error.code), ...error.body });
    }
    if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send(localizedError(request, 'invalidJson'));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or unreachable: a clear, retryable answer; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(localizedError(request, 'serviceUnavailable'));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(localizedError(request, 'internalError'));
    }
    return reply.status(status).send(localizedError(request, codeForStatus(status, error.code)));
  });
}
