import { z } from 'zod';
import { LEVELS } from './library-catalog';
import { isSubjectOfLevel, localizedText, quizAttemptResult } from './library';

/**
 * Custom study plans (Pro): a goal and a horizon in, a day-by-day plan out — topics to read,
 * quizzes to take and practice problems whose answers the solver checked — with progress.
 */
export const STUDY_PLAN_MAX_DAYS = 60;
export const STUDY_PLAN_DEFAULT_DAYS = 14;
export const STUDY_PLAN_ITEM_KINDS = ['read', 'quiz', 'practice'] as const;
export type StudyPlanItemKindId = (typeof STUDY_PLAN_ITEM_KINDS)[number];
/** Why a topic is in the plan: part of the goal, a prerequisite of it, or weak (unverified solutions, a low quiz score) and revisited. */
export const STUDY_PLAN_REASONS = ['goal', 'prerequisite', 'revisit'] as const;
export type StudyPlanReason = (typeof STUDY_PLAN_REASONS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Body of POST /api/study-plan (create, or regenerate: the previous plan is replaced). */
export const studyPlanBody = z
  .object({
    /** What the plan is for, in the student's words ("Linear algebra exam"); optional. */
    goal: z.string({ error: 'studyPlanGoalTooLong' }).trim().max(120, { error: 'studyPlanGoalTooLong' }).optional(),
    level: z.enum(LEVELS, { error: 'levelInvalid' }),
    subject: z.string({ error: 'subjectInvalid' }).trim().max(60, { error: 'subjectInvalid' }),
    /** The horizon: a number of days from today, or the exam date (the last day of the plan). */
    days: z.number({ error: 'studyPlanHorizonInvalid' }).int({ error: 'studyPlanHorizonInvalid' }).min(1, { error: 'studyPlanHorizonInvalid' }).max(STUDY_PLAN_MAX_DAYS, { error: 'studyPlanHorizonInvalid' }).optional(),
    endDate: z.string({ error: 'studyPlanHorizonInvalid' }).regex(ISO_DATE, { error: 'studyPlanHorizonInvalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!isSubjectOfLevel(value.level, value.subject)) ctx.addIssue({ code: 'custom', message: 'subjectInvalid', path: ['subject'] });
    if ((value.days === undefined) === (value.endDate === undefined)) ctx.addIssue({ code: 'custom', message: 'studyPlanHorizonInvalid', path: ['days'] });
  });
export type StudyPlanBody = z.input<typeof studyPlanBody>;

export const studyPlanTopic = z.object({
  id: z.string(),
  level: z.enum(LEVELS),
  subject: z.string(),
  topicSlug: z.string(),
  title: localizedText,
});

export const studyPlanItem = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  day: z.string(),
  position: z.number().int(),
  kind: z.enum(STUDY_PLAN_ITEM_KINDS),
  reason: z.enum(STUDY_PLAN_REASONS),
  topic: studyPlanTopic.nullable(),
  /** A practice problem (the solver solved and verified it when the plan was built). */
  practice: z
    .object({
      problem: z.string(),
      /** The expected answer, shown once the item is done. */
      answerLatex: z.string().nullable(),
    })
    .nullable(),
  /** ISO 8601, or null while open. */
  doneAt: z.string().nullable(),
  /** A quiz item's best score from the plan. */
  score: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type StudyPlanItem = z.infer<typeof studyPlanItem>;

export const studyPlanProgress = z.object({
  done: z.number().int(),
  total: z.number().int(),
  quizzesTaken: z.number().int(),
  /** Sum of scores and of totals over the quizzes taken from the plan. */
  quizScore: z.number().int(),
  quizTotal: z.number().int(),
});
export type StudyPlanProgress = z.infer<typeof studyPlanProgress>;

export const studyPlan = z.object({
  id: z.string(),
  goal: z.string(),
  level: z.enum(LEVELS),
  subject: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  items: z.array(studyPlanItem),
  progress: studyPlanProgress,
});
export type StudyPlan = z.infer<typeof studyPlan>;

/** GET /api/study-plan and POST /api/study-plan. */
export const studyPlanResponse = z.object({ plan: studyPlan.nullable() });
export type StudyPlanResponse = z.infer<typeof studyPlanResponse>;

export const studyPlanItemParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });

/** POST /api/study-plan/items/:id/done: a reading needs no body, a practice problem its answer, a quiz its answers. */
export const studyPlanItemDoneBody = z.preprocess(
  // no body at all (null or undefined) is an empty one
  (body) => body ?? {},
  z.object({
    answer: z.string({ error: 'studyPlanAnswerRequired' }).trim().min(1, { error: 'studyPlanAnswerRequired' }).max(500, { error: 'studyPlanAnswerRequired' }).optional(),
    quizAnswers: z.array(z.number().int().min(-1), { error: 'quizAnswersInvalid' }).max(50, { error: 'quizAnswersInvalid' }).optional(),
  }),
);
export type StudyPlanItemDoneBody = z.infer<typeof studyPlanItemDoneBody>;

export const studyPlanItemDoneResponse = z.object({
  item: studyPlanItem,
  /** A practice answer: whether it matched the checked answer (the item is done only when it did). */
  correct: z.boolean().nullable(),
  /** A quiz: the scored attempt (recorded like any library attempt). */
  quiz: quizAttemptResult.nullable(),
  progress: studyPlanProgress,
});
export type StudyPlanItemDoneResponse = z.infer<typeof studyPlanItemDoneResponse>;
