import type { MessageCode } from '../../contract/src';

/**
 * An expected failure with its HTTP status and message code; the error handler answers it as
 * `{message, code}` in the caller's language. Route modules throw these instead of replying.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    /** Extra fields of the answer (they may replace `code` with a broader one, e.g. planRequired). */
    readonly body: Readonly<Record<string, string>> = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: MessageCode = 'invalidRequest') => new HttpError(400, code);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code: MessageCode = 'adminRequired') => new HttpError(403, code);
export const notFound = () => new HttpError(404, 'notFound');
export const conflict = (code: MessageCode) => new HttpError(409, code);
export const tooManyRequests = (code: MessageCode = 'tooManyRequests') => new HttpError(429, code);
