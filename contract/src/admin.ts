import { z } from 'zod';
import { ROLES } from './auth';
import { DB_KINDS } from './health';
import { PLAN_IDS } from './plans';

/** The admin area's API (every route answers 401 signed out and 403 for students). */
export const adminStats = z.object({
  totalUsers: z.number().int(),
  /** Paid plans whose subscription is active. */
  activeSubscriptions: z.number().int(),
  /** Solutions produced since midnight UTC. */
  problemsSolvedToday: z.number().int(),
  libraryTopics: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const ACTIVITY_TYPES = ['user.registered', 'problem.solved', 'upgrade'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const adminActivity = z.array(
  z.object({
    id: z.string(),
    type: z.enum(ACTIVITY_TYPES),
    createdAt: z.string(),
    user: z.object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    /** For upgrades: the plan; for solves: whether the answer was verified. */
    plan: z.string().nullable(),
    verified: z.boolean().nullable(),
  }),
);
export type AdminActivity = z.infer<typeof adminActivity>;

export const ADMIN_USERS_PAGE = 10;

export const adminUsersQuery = z.object({
  /** Part of an email, case-insensitive. */
  search: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({ users: z.array(adminUser), total: z.number().int() });
export type AdminUserList = z.infer<typeof adminUserList>;

export const adminRoleBody = z.object({ role: z.enum(ROLES, { error: 'invalidRequest' }) });
export const adminUserParams = z.object({ id: z.string().max(64) });

export const adminSubscriptions = z.array(
  z.object({
    id: z.string(),
    user: z.object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
    plan: z.enum(PLAN_IDS),
    status: z.string(),
    period: z.enum(['month', 'year']),
    renewsAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
);
export type AdminSubscriptions = z.infer<typeof adminSubscriptions>;

/** Settings → connection status, from real checks. */
export const adminStatus = z.object({
  database: z.object({ kind: z.enum(DB_KINDS), reachable: z.boolean(), latencyMs: z.number().nullable() }),
  ocr: z.object({ engine: z.string() }),
  speech: z.object({ engine: z.string().nullable(), error: z.string().nullable() }),
  payments: z.object({ provider: z.string(), mode: z.enum(['sandbox', 'live']) }),
  solver: z.object({ started: z.boolean(), threads: z.number().int().nullable(), timeLimitMs: z.number().int() }),
  /** The language model that translates word problems (LLM_BASE_URL): reachable is null when none is configured. */
  wordProblems: z.object({
    configured: z.boolean(),
    reachable: z.boolean().nullable(),
    model: z.string().nullable(),
    latencyMs: z.number().nullable(),
    error: z.string().nullable(),
  }),
});
export type AdminStatus = z.infer<typeof adminStatus>;

export const reseedReport = z.object({
  topics: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  keptAdminEdits: z.number().int(),
  quizzes: z.number().int(),
  skipped: z.boolean(),
  durationMs: z.number(),
});
export type ReseedReport = z.infer<typeof reseedReport>;

export const cacheClearResult = z.object({ audioClipsDeleted: z.number().int(), ocrReset: z.boolean() });
export type CacheClearResult = z.infer<typeof cacheClearResult>;

/** Columns of GET /api/admin/reports/analytics.csv, one row per UTC day of the last 30 days. */
export const ANALYTICS_CSV_HEADER = ['date', 'solves', 'verified_rate', 'sign_ups', 'upgrades'] as const;
export const ANALYTICS_DAYS = 30;
