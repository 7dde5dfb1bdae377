import { z } from 'zod';
import { LEVELS, LIBRARY_SUBJECTS } from './library-catalog';

/**
 * The theory library's API: topics, quizzes (questions without answers until an attempt), quiz
 * attempts with scoring, views and progress. Validation messages are message codes (messages.ts).
 */
export const TOPIC_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_TOPIC_TITLE_LENGTH = 200;
export const MAX_TOPIC_CONTENT_LENGTH = 50_000;
export const MAX_TOPIC_SLUG_LENGTH = 100;
/** A quiz is passed (the topic counts as completed) at this share of correct answers. */
export const QUIZ_PASS_RATIO = 0.8;
export const MIN_QUIZ_OPTIONS = 2;
export const MAX_QUIZ_OPTIONS = 6;
export const MAX_QUIZ_QUESTIONS = 50;

export const level = z.enum(LEVELS, { error: 'levelInvalid' });

export const localizedText = z.object({ en: z.string(), fr: z.string() });
export type LocalizedTextValue = z.infer<typeof localizedText>;

/** True when `subject` is a catalog subject of `lvl`. */
export function isSubjectOfLevel(lvl: string, subject: string): boolean {
  return LIBRARY_SUBJECTS.some((s) => s.level === lvl && s.code === subject);
}

const requiredText = (code: string, max: number, tooLong: string) =>
  z.string({ error: code }).trim().min(1, { error: code }).max(max, { error: tooLong });

/** Body of POST /api/admin/library/topics and PUT /api/admin/library/topics/:id (spec §7). */
export const topicInput = z
  .object({
    level,
    subject: z.string({ error: 'subjectInvalid' }).trim(),
    topicSlug: z
      .string({ error: 'slugInvalid' })
      .trim()
      .max(MAX_TOPIC_SLUG_LENGTH, { error: 'slugInvalid' })
      .regex(TOPIC_SLUG_PATTERN, { error: 'slugInvalid' }),
    titleEn: requiredText('titleEnRequired', MAX_TOPIC_TITLE_LENGTH, 'titleTooLong'),
    titleFr: requiredText('titleFrRequired', MAX_TOPIC_TITLE_LENGTH, 'titleTooLong'),
    contentEn: requiredText('contentEnRequired', MAX_TOPIC_CONTENT_LENGTH, 'contentTooLong'),
    contentFr: requiredText('contentFrRequired', MAX_TOPIC_CONTENT_LENGTH, 'contentTooLong'),
    prerequisites: z
      .array(z.string().trim().regex(TOPIC_SLUG_PATTERN, { error: 'prerequisiteUnknown' }), { error: 'prerequisiteUnknown' })
      .max(20, { error: 'prerequisiteUnknown' })
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (!isSubjectOfLevel(value.level, value.subject)) {
      ctx.addIssue({ code: 'custom', message: 'subjectInvalid', path: ['subject'] });
    }
  });
export type TopicInput = z.input<typeof topicInput>;

export const topic = z.object({
  id: z.string(),
  level: z.enum(LEVELS),
  subject: z.string(),
  topicSlug: z.string(),
  titleEn: z.string(),
  titleFr: z.string(),
  contentEn: z.string(),
  contentFr: z.string(),
  prerequisites: z.array(z.string()),
  /** Number of quiz questions (0: no quiz yet). */
  quizQuestionCount: z.number().int(),
  /** ISO 8601 date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof topic>;

export const topicList = z.array(topic);

export const topicsQuery = z.object({ level: level.optional() });

/** Ids are UUIDs; anything else is answered 404 by the route, not 400. */
export const topicIdParams = z.object({ id: z.string().max(64) });

/** A quiz as a student sees it before answering: no answer, no explanation. */
export const quizQuestion = z.object({
  question: localizedText,
  options: z.array(localizedText),
});
export const quiz = z.object({
  id: z.string(),
  topicId: z.string(),
  items: z.array(quizQuestion),
});
export type Quiz = z.infer<typeof quiz>;

/** A quiz item as stored (and as admins edit it). */
const requiredLocalized = (code: string) =>
  z.object({
    en: z.string({ error: code }).trim().min(1, { error: code }).max(2000, { error: code }),
    fr: z.string({ error: code }).trim().min(1, { error: code }).max(2000, { error: code }),
  });
export const quizItem = z
  .object({
    question: requiredLocalized('quizQuestionRequired'),
    options: z
      .array(requiredLocalized('quizOptionRequired'), { error: 'quizOptionsCount' })
      .min(MIN_QUIZ_OPTIONS, { error: 'quizOptionsCount' })
      .max(MAX_QUIZ_OPTIONS, { error: 'quizOptionsCount' }),
    answer: z.number({ error: 'quizAnswerInvalid' }).int({ error: 'quizAnswerInvalid' }).min(0, { error: 'quizAnswerInvalid' }),
    explanation: requiredLocalized('quizExplanationRequired'),
  })
  .superRefine((item, ctx) => {
    if (item.answer >= item.options.length) ctx.addIssue({ code: 'custom', message: 'quizAnswerInvalid', path: ['answer'] });
  });
export type QuizItem = z.infer<typeof quizItem>;

/** Body of PUT /api/admin/library/topics/:id/quiz. */
export const quizInput = z.object({
  items: z
    .array(quizItem, { error: 'quizQuestionsCount' })
    .min(1, { error: 'quizQuestionsCount' })
    .max(MAX_QUIZ_QUESTIONS, { error: 'quizQuestionsCount' }),
});
export type QuizInput = z.infer<typeof quizInput>;

export const adminQuiz = z.object({ topicId: z.string(), items: z.array(quizItem) });
export type AdminQuiz = z.infer<typeof adminQuiz>;

export const quizAttemptBody = z.object({
  answers: z.array(z.number().int().min(-1), { error: 'quizAnswersInvalid' }).max(MAX_QUIZ_QUESTIONS, { error: 'quizAnswersInvalid' }),
});
export type QuizAttemptBody = z.infer<typeof quizAttemptBody>;

export const quizAttemptResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  results: z.array(z.object({ correct: z.boolean(), correctIndex: z.number().int(), explanation: localizedText })),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;

export const recentTopic = z.object({
  topicId: z.string(),
  level: z.enum(LEVELS),
  subject: z.string(),
  topicSlug: z.string(),
  titleEn: z.string(),
  titleFr: z.string(),
  viewedAt: z.string(),
});

/** GET /api/library/progress: the sidebar's numbers from the caller's own activity. */
export const libraryProgress = z.object({
  /** Topics in the whole library (all levels). */
  totalTopics: z.number().int(),
  /** Topics whose quiz the user passed (≥ 80 %) at least once. */
  completed: z.number().int(),
  /** Topics viewed or attempted but not passed. */
  inProgress: z.number().int(),
  completedTopicIds: z.array(z.string()),
  recentlyViewed: z.array(recentTopic),
});
export type LibraryProgress = z.infer<typeof libraryProgress>;

export const relatedQuery = z.object({
  method: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
});

/** GET /api/library/related: the best theory topic for a solver method/category, or null. */
export const relatedTopicAnswer = z.object({
  topic: z
    .object({ id: z.string(), level: z.enum(LEVELS), subject: z.string(), topicSlug: z.string(), titleEn: z.string(), titleFr: z.string() })
    .nullable(),
});
export type RelatedTopicAnswer = z.infer<typeof relatedTopicAnswer>;
