import { z } from 'zod';
import { locale } from './auth';

/**
 * Solving, quota, history and stats (spec §3, §7). The solver's answer is stored and sent as the
 * spec's Solution fields plus the structured answer and what the independent check did.
 */
export const MAX_PROBLEM_LENGTH = 2000;

export const SUBJECT_IDS = ['mathematics', 'physics', 'chemistry', 'biology', 'engineering', 'computer-science'] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

export function isSubjectId(value: unknown): value is SubjectId {
  return typeof value === 'string' && (SUBJECT_IDS as readonly string[]).includes(value);
}

export const INPUT_TYPES = ['text', 'image', 'pdf'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const solveBody = z.object({
  rawInput: z
    .string({ error: 'problemEmpty' })
    .trim()
    .min(1, { error: 'problemEmpty' })
    .max(MAX_PROBLEM_LENGTH, { error: 'problemTooLong' }),
  inputType: z.enum(INPUT_TYPES, { error: 'invalidInputType' }).default('text'),
  subject: z.enum(SUBJECT_IDS, { error: 'invalidSubject' }).optional(),
  /** Text read from an image or a PDF region, kept with the problem. */
  ocrText: z.string().max(MAX_PROBLEM_LENGTH * 5, { error: 'problemTooLong' }).optional(),
  generateAudio: z.boolean().default(false),
  /** The interface language the steps are written in; the account's language by default. */
  locale: locale.optional(),
});
export type SolveBody = z.input<typeof solveBody>;

/**
 * A table a step shows (an element count, a Punnett square, a truth table, a sign table) as data,
 * so it renders as a real table that scrolls on a phone and reads row by row to a screen reader,
 * instead of a KaTeX array. Every cell, header cells included, is inline LaTeX (words in \text{}).
 */
export const stepTable = z.object({
  /** Says what the table holds; the step's title names it when absent. */
  caption: z.string().optional(),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** The first cell of each row names the row (an element, a gamete, a value of x). */
  rowHeaders: z.boolean().optional(),
});
export type StepTable = z.infer<typeof stepTable>;

export const solutionStep = z.object({
  number: z.number().int(),
  title: z.string(),
  explanation: z.string(),
  /** LaTeX; a step with a table keeps the same table here as an array, for readers of formulas only. */
  formula: z.string().optional(),
  table: stepTable.optional(),
});
export type SolutionStep = z.infer<typeof solutionStep>;

export const ANSWER_KINDS = ['expr', 'antiderivative', 'solutions', 'interval', 'matrix', 'ode', 'bool', 'text', 'boolean', 'chem_equation', 'quantity', 'number'] as const;

export const solutionAnswer = z.object({
  kind: z.enum(ANSWER_KINDS),
  value: z.string(),
  latex: z.string(),
});
export type SolutionAnswer = z.infer<typeof solutionAnswer>;

/** The task as the solver read it, stated back: a sentence in the solution's language and LaTeX. */
export const solutionInterpretation = z.object({
  text: z.string(),
  latex: z.string(),
});
export type SolutionInterpretation = z.infer<typeof solutionInterpretation>;

export const solution = z.object({
  id: z.string(),
  stepsJson: z.array(solutionStep),
  finalAnswer: z.string().nullable(),
  plainText: z.string(),
  verified: z.boolean(),
  /** What the independent check did (shown with the Verified / Unverified badge). */
  verification: z.string().nullable(),
  audioUrl: z.string().nullable(),
  answer: solutionAnswer.nullable(),
  /** Solver method family ("quadratic", "integral.parts") and category, to pick related theory. */
  method: z.string().nullable(),
  category: z.string().nullable(),
  /** How the solver read the problem; null when it read nothing, and for solutions saved before it did. */
  interpretation: solutionInterpretation.nullable(),
  createdAt: z.string(),
});
export type Solution = z.infer<typeof solution>;

export const problem = z.object({
  id: z.string(),
  title: z.string().nullable(),
  rawInput: z.string(),
  inputType: z.enum(INPUT_TYPES),
  ocrText: z.string().nullable(),
  subject: z.string().nullable(),
  createdAt: z.string(),
});
export type Problem = z.infer<typeof problem>;

export const historyItem = z.object({
  problem,
  solution: solution.nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

/** How much of the typed input a history summary carries: more than any card shows (60), so a cut input is known to be cut. */
export const HISTORY_EXCERPT_LENGTH = 80;

/**
 * One entry of the history list (GET /api/history): what a card shows, without the steps or the
 * plain text; the detail dialog reads the whole item from GET /api/history/:id.
 */
export const historySummary = z.object({
  problemId: z.string(),
  title: z.string().nullable(),
  /** The first HISTORY_EXCERPT_LENGTH characters of what was typed. */
  excerpt: z.string(),
  inputType: z.enum(INPUT_TYPES),
  subject: z.string().nullable(),
  createdAt: z.string(),
  /** A problem without a solution counts as unverified. */
  verified: z.boolean(),
  finalAnswer: z.string().nullable(),
});
export type HistorySummary = z.infer<typeof historySummary>;

/** POST /api/solve: the solution (spec fields at the top level) with its problem. */
export const solveResponse = solution.extend({
  problemId: z.string(),
  problem,
});
export type SolveResponse = z.infer<typeof solveResponse>;

export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

export const historyQuery = z.object({
  limit: z.coerce.number({ error: 'invalidRequest' }).int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
  /**
   * The last item already shown, its createdAt (ISO 8601) and problemId: the page continues after
   * it. Items sharing that createdAt are ordered by id, so none is lost or repeated; `before`
   * alone continues with the items strictly older.
   */
  before: z.iso.datetime({ offset: true, error: 'invalidRequest' }).optional(),
  beforeId: z.uuid({ error: 'invalidRequest' }).optional(),
  /** Case-insensitive search over the title and the typed input (spec §5). */
  q: z.string({ error: 'invalidRequest' }).max(200, { error: 'invalidRequest' }).optional(),
  type: z.enum(['text', 'image', 'pdf'], { error: 'invalidRequest' }).optional(),
  verified: z.enum(['true', 'false'], { error: 'invalidRequest' }).optional(),
}).refine((query) => query.beforeId === undefined || query.before !== undefined, { error: 'invalidRequest', path: ['beforeId'] });
export type HistoryQuery = z.input<typeof historyQuery>;

export const historyList = z.array(historySummary);

/** Any id up to 64 characters: the route answers a malformed one like someone else's, 404. */
export const historyItemParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });

export const historyDeleted = z.object({ ok: z.literal(true), deleted: z.number().int() });

export const quotaWindow = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  /** ISO 8601: when this window starts again from zero. */
  resetAt: z.string(),
});
export type QuotaWindowUsage = z.infer<typeof quotaWindow>;

export const quotaResponse = z.object({
  plan: z.enum(['free', 'basic', 'pro']),
  canUse: z.boolean(),
  /** Which window the plan is limited by: the free plan per month, paid plans per day. */
  window: z.enum(['day', 'month']),
  daily: quotaWindow,
  monthly: quotaWindow,
});
export type QuotaResponse = z.infer<typeof quotaResponse>;

export const periodStats = z.object({ solved: z.number().int(), verified: z.number().int() });

export const statsResponse = z.object({
  totalSolved: z.number().int(),
  verifiedSolutions: z.number().int(),
  /** Consecutive days (UTC) with at least one solved problem, ending today or yesterday. */
  weeklyStreak: z.number().int(),
  /** The subject solved most often; null before the first problem. */
  favoriteSubject: z.string().nullable(),
  week: periodStats,
  month: periodStats,
});
export type StatsResponse = z.infer<typeof statsResponse>;
