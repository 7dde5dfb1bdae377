import { z } from 'zod';

/**
 * Advanced verification (Pro): the evidence of a solution's independent check — the values
 * substituted, sample points with both sides' values, the numeric derivative against the answer's,
 * the quadrature against the closed form — and of a stricter re-check (more points, 40-digit
 * decimals). Free and Basic users see the badge and the one-line summary (`solution.verification`).
 */
export const EVIDENCE_KINDS = ['roots', 'system', 'intervals', 'samples', 'derivative', 'antiderivative', 'quadrature', 'limit', 'summary'] as const;
export type EvidenceKindId = (typeof EVIDENCE_KINDS)[number];

export const evidenceRow = z.object({
  /** Where the sides were compared: `x = 1.23`, a root, an equation, an interval. */
  at: z.string(),
  /** The task's side (left side, numeric derivative, integrand, quadrature, f near the point; `true`/`false` for an inequality). */
  expected: z.string(),
  /** The answer's side (right side, answer's value, its numeric derivative, the closed form; `true`/`false` for membership). */
  actual: z.string(),
  ok: z.boolean(),
});
export type EvidenceRowView = z.infer<typeof evidenceRow>;

export const checkEvidence = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  precision: z.enum(['double', 'decimal']),
  digits: z.number().int(),
  tolerance: z.number(),
  rows: z.array(evidenceRow),
});
export type CheckEvidenceView = z.infer<typeof checkEvidence>;

export const CHECK_LEVELS = ['standard', 'strict'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

export const solutionCheck = z.object({
  level: z.enum(CHECK_LEVELS),
  passed: z.boolean(),
  evidence: checkEvidence,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SolutionCheckView = z.infer<typeof solutionCheck>;

/** GET /api/solutions/:id/check and POST /api/solutions/:id/recheck. */
export const solutionCheckResponse = z.object({
  solutionId: z.string(),
  verified: z.boolean(),
  verification: z.string().nullable(),
  /** The check that set the badge; null for a solution without a read task (nothing to show beyond the summary). */
  standard: solutionCheck.nullable(),
  /** The latest strict re-check, when one was asked for. */
  strict: solutionCheck.nullable(),
  /** Whether a strict re-check can be run (the task the answer was checked against is stored). */
  canRecheck: z.boolean(),
});
export type SolutionCheckResponse = z.infer<typeof solutionCheckResponse>;

/** Any id up to 64 characters: a malformed one is answered like someone else's, 404. */
export const solutionIdParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });
