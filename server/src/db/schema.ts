/**
 * The whole product's tables. Feature modules add columns here and generate a migration with
 * `npm run db:generate`; the migrations in server/drizzle are applied when the server starts.
 * Every row that belongs to a user references users.id with ON DELETE CASCADE, so deleting an
 * account removes all of its data in one statement.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale, Role, SolutionInterpretation } from '../../../contract/src';

/** PostgreSQL bytea; node-postgres yields a Buffer and PGlite a Uint8Array, both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type InputType = 'text' | 'image' | 'pdf';
export type Plan = 'free' | 'basic' | 'pro';
export type BillingPeriod = 'month' | 'year';
export type QuotaWindow = 'day' | 'month';
export type TopicSource = 'seed' | 'admin';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    role: text('role').$type<Role>().notNull().default('student'),
    profileImageUrl: text('profile_image_url'),
    /** Keep uploaded images and PDFs with the history. */
    storeUploads: boolean('store_uploads').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    title: text('title'),
    rawInput: text('raw_input').notNull(),
    inputType: text('input_type').$type<InputType>().notNull().default('text'),
    ocrText: text('ocr_text'),
    subject: text('subject'),
    /**
     * Its solution's `verified`, written with it (saveSolved), so the history's verification filter
     * is an index range like the type filter; false while there is no solution.
     */
    verified: boolean('verified').notNull().default(false),
    /**
     * Its solution's final answer, written with it (saveSolved): the history card shows it, so a
     * page of the list reads the problems' index range alone, without a join per card.
     */
    finalAnswer: text('final_answer'),
    createdAt: createdAt(),
  },
  // The history page's order (newest first, id breaking ties): read straight off the index, so a
  // page costs the same however long the history is; the type and verification filters have an
  // index each in the same order, and the search (ILIKE '%…%') trigram indexes (pg_trgm).
  (t) => [
    index('problems_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('problems_user_type_created_idx').on(t.userId, t.inputType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('problems_user_verified_created_idx').on(t.userId, t.verified, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // fastupdate off: a solve writes its row into the index at once, so no search scans a pending
    // list (PGlite has no autovacuum to flush one).
    index('problems_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('problems_raw_input_trgm_idx').using('gin', t.rawInput.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('problems_created_at_idx').on(t.createdAt),
  ],
);

export const audioClips = pgTable(
  'audio_clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** SHA-256 of engine + locale + speech text, so the same explanation is synthesized once per user. */
    textHash: text('text_hash').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  // Unique, so two server instances synthesizing the same explanation at once keep one clip.
  (t) => [uniqueIndex('audio_clips_user_text_key').on(t.userId, t.textHash)],
);

export const solutions = pgTable(
  'solutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    stepsJson: jsonb('steps_json').$type<unknown[]>().notNull(),
    finalAnswer: text('final_answer'),
    /** Structured answer `{kind, value, latex}` from the solver. */
    answer: jsonb('answer').$type<Record<string, unknown> | null>(),
    plainText: text('plain_text').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    /** What the independent check did, in the solution's language (shown with the badge). */
    verification: text('verification'),
    /** Solver method family and problem category, to link related theory. */
    method: text('method'),
    category: text('category'),
    /** The task as the solver read it, `{text, latex}` in the solution's language; null before the solver stated it. */
    interpretation: jsonb('interpretation').$type<SolutionInterpretation | null>(),
    audioId: uuid('audio_id').references(() => audioClips.id, { onDelete: 'set null' }),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('solutions_problem_id_idx').on(t.problemId), index('solutions_created_at_idx').on(t.createdAt)],
);

/** Problems solved per user per quota window (a day or a month starting at windowStart, UTC). */
export const usage = pgTable(
  'usage',
  {
    userId: userRef(),
    window: text('window').$type<QuotaWindow>().notNull(),
    windowStart: date('window_start', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.window, t.windowStart] })],
);

export const libraryTopics = pgTable(
  'library_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').notNull(),
    subject: text('subject').notNull(),
    topicSlug: text('topic_slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    contentEn: text('content_en').notNull(),
    contentFr: text('content_fr').notNull(),
    prerequisites: text('prerequisites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'seed' while the row mirrors the seed files; 'admin' once created or edited by an admin, so reseeding leaves it alone. */
    source: text('source').$type<TopicSource>().notNull().default('admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('library_topics_slug_key').on(t.topicSlug), index('library_topics_level_subject_idx').on(t.level, t.subject)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => libraryTopics.id, { onDelete: 'cascade' }),
    itemsJson: jsonb('items_json').$type<{ items: unknown[] }>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quizzes_topic_id_key').on(t.topicId)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_created_idx').on(t.userId, t.createdAt), index('quiz_attempts_quiz_id_idx').on(t.quizId)],
);

export const topicViews = pgTable(
  'topic_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => libraryTopics.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('topic_views_user_viewed_idx').on(t.userId, t.viewedAt), index('topic_views_topic_id_idx').on(t.topicId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    plan: text('plan').$type<Plan>().notNull(),
    status: text('status').notNull().default('active'),
    period: text('period').$type<BillingPeriod>().notNull().default('month'),
    renewsAt: timestamp('renews_at', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_user_id_key').on(t.userId), index('subscriptions_status_idx').on(t.status)],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    userId: userRef(),
    plan: text('plan').$type<Plan>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    /** Decimal string (e.g. "9.99"), computed by the server from the plan. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.provider, t.providerOrderId),
    index('payment_orders_user_id_idx').on(t.userId),
  ],
);

/** Content hashes of applied seeds (e.g. the library), so a restart skips an unchanged seed. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Activity log for the admin area (sign-ups, solves, payments…). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('events_created_at_idx').on(t.createdAt), index('events_type_created_idx').on(t.type, t.createdAt)],
);

/**
 * Windowed counters every app instance shares (the API rate limit, failed sign-ins per IP and per
 * email): one row per key, started again by the increment that finds its window over; rows past
 * their window are swept. UNLOGGED (edited into the migration): a crash may lose them, which only
 * hands out a fresh window, and no WAL is written per request.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Signals an admin action raises for every instance (e.g. restart the OCR engine): each instance acts on a newer raisedAt. */
export const sharedSignals = pgTable('shared_signals', {
  name: text('name').primaryKey(),
  raisedAt: timestamp('raised_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Personal API tokens (Pro): only the SHA-256 of the token is stored; `prefix` is what the list shows. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash), index('api_tokens_user_created_idx').on(t.userId, t.createdAt)],
);

export type StudyPlanItemKind = 'read' | 'quiz' | 'practice';

/** A Pro student's study plan: a goal, a horizon, and the day-by-day items built for it. One current plan per user. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    goal: text('goal').notNull(),
    level: text('level'),
    subject: text('subject'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('study_plans_user_key').on(t.userId)],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    kind: text('kind').$type<StudyPlanItemKind>().notNull(),
    topicId: uuid('topic_id').references(() => libraryTopics.id, { onDelete: 'set null' }),
    /** Kind-specific content: a practice problem `{problem, answer}`, a quiz reference… */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    score: integer('score'),
    total: integer('total'),
  },
  (t) => [index('study_plan_items_plan_day_idx').on(t.planId, t.day, t.position)],
);

/** The evidence of a solution's independent check and of a stricter re-check a Pro user asked for. */
export const solutionChecks = pgTable(
  'solution_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    solutionId: uuid('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    /** 'standard' (the check that set the badge) or 'strict' (more points, higher precision). */
    level: text('level').notNull(),
    passed: boolean('passed').notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('solution_checks_solution_idx').on(t.solutionId, t.createdAt)],
);

/** A tutor's branding (Pro) for exported PDFs and shared solution links. */
export const brandings = pgTable('brandings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  /** Sanitised SVG or PNG bytes, size-limited on upload. */
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  accentColor: text('accent_color').notNull().default('#2563eb'),
  updatedAt: updatedAt(),
});

/** Read-only public links to one solution (`/s/{token}`), revocable by their owner. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_token_key').on(t.token), index('share_links_user_idx').on(t.userId, t.createdAt)],
);

export type TicketStatus = 'open' | 'answered' | 'closed';

/** Support tickets from the Help page; `plan` is the sender's plan when sent, which orders the admin's queue. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    plan: text('plan').$type<Plan>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user_created_idx').on(t.userId, t.createdAt), index('support_tickets_status_idx').on(t.status, t.createdAt)],
);

/** Outgoing e-mail when no SMTP server is configured: admins read it here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
