import { z } from 'zod';

/** One invalid field of a request: its dotted path, message code and text. */
export const fieldError = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every API error body: a message in the caller's language and, when known, its message code.
 * Validation failures (400) also list every invalid field in `errors`.
 */
export const apiError = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(fieldError).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Body of calls that succeed without data to return. */
export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;
