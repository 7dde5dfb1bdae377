import { z } from 'zod';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(DB_KINDS),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/ready: 200 when this instance should get traffic; 503 `{message, code, reason}` otherwise. */
export const NOT_READY_REASONS = ['draining', 'database', 'migrations', 'limits'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];
export const readyResponse = z.object({
  status: z.literal('ready'),
  db: z.enum(DB_KINDS),
  /** Where the shared limits are counted. */
  limits: z.enum(['memory', 'postgres', 'redis']),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
