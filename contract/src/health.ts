import { z } from 'zod';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(DB_KINDS),
});
export type HealthResponse = z.infer<typeof healthResponse>;
