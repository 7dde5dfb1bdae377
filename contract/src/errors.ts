import { z } from 'zod';

/** Every API error body: a message in the caller's language and, when known, its message code. */
export const apiError = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Body of calls that succeed without data to return. */
export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;
