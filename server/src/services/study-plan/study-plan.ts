import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  QUIZ_PASS_RATIO,
  STUDY_PLAN_MAX_DAYS,
  STUDY_PLAN_REASONS,
  type Level,
  type Locale,
  type QuizAttemptResult,
  type StudyPlan,
  type StudyPlanBody,
  type StudyPlanItem,
  type StudyPlanItemDoneBody,
  type StudyPlanProgress,
} from '../../../../contract/src';
import { answersMatch, type Solution as SolverSolution } from '../../../../solver/src/index';
import type { Db } from '../../db/client';
import { libraryTopics, problems, quizAttempts, quizzes, solutions, studyPlanItems, studyPlans } from '../../db/schema';
import { HttpError, badRequest } from '../../http-error';
import { relatedSlug } from '../library/related';
import { AnswerCountError, scoreAttempt } from '../library/quiz';
import { buildPlan, type PlanTopic, type TopicHistory, type TopicQuiz } from './builder';
import { PRACTICE_FAMILIES, practiceProblem } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Practice problems per plan (two weeks of a subject need about twenty). */
export const MAX_PRACTICE = 40;
const dayString = (t: number): string => new Date(t).toISOString().slice(0, 10);
const dayStart = (d: string): number => Date.parse(`${d}T00:00:00Z`);

/** Stored in `study_plan_items.payload`: why the topic is there and, for practice, the checked problem. */
const itemPayload = z.object({
  reason: z.enum(STUDY_PLAN_REASONS).catch('goal'),
  family: z.enum(PRACTICE_FAMILIES as [string, ...string[]]).optional(),
  problem: z.string().optional(),
  answer: z.object({ kind: z.string(), value: z.string(), latex: z.string() }).optional(),
});
type ItemPayload = z.infer<typeof itemPayload>;

/** How plans solve their practice problems: the app's solver pool (time-limited worker threads). */
export interface PracticeSolver {
  solve(input: string, locale: Locale): Promise<SolverSolution>;
}

/** The inputs of the builder from the database: every topic, the student's history and quiz results by topic slug. */
async function planInputs(db: Db, userId: string) {
  const topicRows = await db
    .select({ id: libraryTopics.id, slug: libraryTopics.topicSlug, level: libraryTopics.level, subject: libraryTopics.subject, prerequisites: libraryTopics.prerequisites, quizId: quizzes.id })
    .from(libraryTopics)
    .leftJoin(quizzes, eq(quizzes.topicId, libraryTopics.id))
    .orderBy(asc(libraryTopics.level), asc(libraryTopics.subject), asc(libraryTopics.createdAt), asc(libraryTopics.topicSlug));
  const topics: PlanTopic[] = topicRows.map((t) => ({ id: t.id, slug: t.slug, level: t.level, subject: t.subject, prerequisites: t.prerequisites, hasQuiz: t.quizId !== null }));

  // the solver's method and category name the topic a solved problem practised
  const solvedRows = await db
    .select({ method: solutions.method, category: solutions.category, n: sql<number>`count(*)::int`, unverified: sql<number>`count(*) filter (where not ${solutions.verified})::int` })
    .from(problems)
    .innerJoin(solutions, eq(solutions.problemId, problems.id))
    .where(eq(problems.userId, userId))
    .groupBy(solutions.method, solutions.category);
  const history = new Map<string, TopicHistory>();
  for (const row of solvedRows) {
    const slug = relatedSlug(row.method, row.category);
    if (!slug) continue;
    const h = history.get(slug) ?? { solved: 0, unverified: 0 };
    history.set(slug, { solved: h.solved + Number(row.n), unverified: h.unverified + Number(row.unverified) });
  }

  const attempts = await db
    .select({ topicId: quizzes.topicId, score: quizAttempts.score, total: quizAttempts.total })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(asc(quizAttempts.createdAt));
  const slugOf = new Map(topics.map((t) => [t.id, t.slug]));
  const quizResults = new Map<string, TopicQuiz>();
  for (const a of attempts) {
    const slug = slugOf.get(a.topicId);
    if (!slug || a.total <= 0) continue;
    const ratio = a.score / a.total;
    const q = quizResults.get(slug);
    quizResults.set(slug, { best: Math.max(q?.best ?? 0, ratio), latest: ratio });
  }
  return { topics, history, quizResults };
}

/** Days from today (UTC) to the end date, inclusive; the body gives a count or the exam date. */
export function planHorizon(body: Pick<StudyPlanBody, 'days' | 'endDate'>, now: Date): { startDate: string; endDate: string; days: number } {
  const startDate = dayString(now.getTime());
  const days = body.days ?? (body.endDate ? Math.round((dayStart(body.endDate) - dayStart(startDate)) / DAY_MS) + 1 : NaN);
  if (!Number.isInteger(days) || days < 1 || days > STUDY_PLAN_MAX_DAYS) throw badRequest('studyPlanHorizonInvalid');
  return { startDate, endDate: dayString(dayStart(startDate) + (days - 1) * DAY_MS), days };
}

/** Runs at most `limit` tasks at a time (the solver pool's threads are shared with everyone's solves). */
async function inBatches<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const k = next++;
        out[k] = await run(items[k], k);
      }
    }),
  );
  return out;
}

/**
 * A practice problem the solver solved verified, with the answer the template was built for:
 * up to three draws of the family; null when none passes (the slot is left out of the plan).
 */
async function checkedPractice(solver: PracticeSolver, family: ItemPayload['family'], seed: number, locale: Locale): Promise<Required<Pick<ItemPayload, 'problem' | 'answer'>> | null> {
  if (!family) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const p = practiceProblem(family as (typeof PRACTICE_FAMILIES)[number], seed + attempt * 7919);
    let solved: SolverSolution;
    try {
      solved = await solver.solve(p.problem, locale);
    } catch {
      return null; // busy or past its time: this slot is left out
    }
    if (solved.verified && solved.answer && answersMatch(solved.answer, p.expected)) {
      return { problem: p.problem, answer: { kind: solved.answer.kind, value: solved.answer.value, latex: solved.answer.latex } };
    }
  }
  return null;
}

/** Builds the student's plan (replacing any previous one) and returns it. */
export async function createStudyPlan(db: Db, solver: PracticeSolver, userId: string, locale: Locale, body: StudyPlanBody, now: Date = new Date()): Promise<StudyPlan> {
  const { startDate, endDate, days } = planHorizon(body, now);
  const { topics, history, quizResults } = await planInputs(db, userId);
  const planned = buildPlan({ topics, level: body.level, subject: body.subject, days, history, quizzes: quizResults, passRatio: QUIZ_PASS_RATIO });
  if (!planned.some((p) => p.kind === 'read')) throw new HttpError(422, 'studyPlanNoTopics');

  const seed = Math.floor(now.getTime() / 1000) % 1_000_000;
  // each practice slot costs up to three solves in the shared pool: a plan holds at most MAX_PRACTICE
  let slots = 0;
  const wanted = planned.map((p) => p.kind === 'practice' && ++slots <= MAX_PRACTICE);
  const practice = await inBatches(planned, 2, (p, k) => (wanted[k] ? checkedPractice(solver, p.family, seed + p.day * 101 + p.position * 13, locale) : Promise.resolve(null)));
  const rows = planned
    .map((p, k) => ({ p, practice: practice[k] }))
    .filter(({ p, practice: pr }) => p.kind !== 'practice' || pr !== null);

  const planId = await db.transaction(async (tx) => {
    await tx.delete(studyPlans).where(eq(studyPlans.userId, userId));
    const [plan] = await tx
      .insert(studyPlans)
      .values({ userId, goal: body.goal ?? '', level: body.level, subject: body.subject, startDate, endDate, locale })
      .returning({ id: studyPlans.id });
    const positions = new Map<number, number>();
    const values = rows.map(({ p, practice: pr }) => {
      const position = positions.get(p.day) ?? 0;
      positions.set(p.day, position + 1);
      const payload: ItemPayload = { reason: p.reason, ...(p.family ? { family: p.family } : {}), ...(pr ?? {}) };
      return { planId: plan.id, day: dayString(dayStart(startDate) + p.day * DAY_MS), position, kind: p.kind, topicId: p.topicId, payload };
    });
    if (values.length) await tx.insert(studyPlanItems).values(values);
    return plan.id;
  });
  const plan = await findStudyPlan(db, userId);
  if (!plan || plan.id !== planId) throw new Error('the plan just saved is not found');
  return plan;
}

type ItemRow = {
  id: string;
  day: string;
  position: number;
  kind: 'read' | 'quiz' | 'practice';
  payload: Record<string, unknown>;
  doneAt: Date | null;
  score: number | null;
  total: number | null;
  topicId: string | null;
  level: string | null;
  subject: string | null;
  topicSlug: string | null;
  titleEn: string | null;
  titleFr: string | null;
};

function toItem(row: ItemRow): StudyPlanItem {
  const payload = itemPayload.safeParse(row.payload);
  const data: ItemPayload = payload.success ? payload.data : { reason: 'goal' };
  return {
    id: row.id,
    day: row.day,
    position: row.position,
    kind: row.kind,
    reason: data.reason,
    topic:
      row.topicId && row.level && row.subject && row.topicSlug
        ? { id: row.topicId, level: row.level as Level, subject: row.subject, topicSlug: row.topicSlug, title: { en: row.titleEn ?? '', fr: row.titleFr ?? '' } }
        : null,
    practice: row.kind === 'practice' && data.problem ? { problem: data.problem, answerLatex: row.doneAt && data.answer ? data.answer.latex : null } : null,
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    score: row.score,
    total: row.total,
  };
}

const itemColumns = {
  id: studyPlanItems.id,
  day: studyPlanItems.day,
  position: studyPlanItems.position,
  kind: studyPlanItems.kind,
  payload: studyPlanItems.payload,
  doneAt: studyPlanItems.doneAt,
  score: studyPlanItems.score,
  total: studyPlanItems.total,
  topicId: studyPlanItems.topicId,
  level: libraryTopics.level,
  subject: libraryTopics.subject,
  topicSlug: libraryTopics.topicSlug,
  titleEn: libraryTopics.titleEn,
  titleFr: libraryTopics.titleFr,
};

export function progressOf(items: readonly StudyPlanItem[]): StudyPlanProgress {
  const quizzesTaken = items.filter((i) => i.kind === 'quiz' && i.doneAt !== null && i.total !== null);
  return {
    done: items.filter((i) => i.doneAt !== null).length,
    total: items.length,
    quizzesTaken: quizzesTaken.length,
    quizScore: quizzesTaken.reduce((s, i) => s + (i.score ?? 0), 0),
    quizTotal: quizzesTaken.reduce((s, i) => s + (i.total ?? 0), 0),
  };
}

/** The student's plan with its items in day order; null when they have none. */
export async function findStudyPlan(db: Db, userId: string): Promise<StudyPlan | null> {
  const [plan] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId)).limit(1);
  if (!plan) return null;
  const rows = await db
    .select(itemColumns)
    .from(studyPlanItems)
    .leftJoin(libraryTopics, eq(libraryTopics.id, studyPlanItems.topicId))
    .where(eq(studyPlanItems.planId, plan.id))
    .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.position));
  const items = rows.map(toItem);
  return {
    id: plan.id,
    goal: plan.goal,
    level: (plan.level ?? 'HS') as Level,
    subject: plan.subject ?? '',
    startDate: plan.startDate,
    endDate: plan.endDate,
    createdAt: plan.createdAt.toISOString(),
    items,
    progress: progressOf(items),
  };
}

export interface ItemDone {
  item: StudyPlanItem;
  correct: boolean | null;
  quiz: QuizAttemptResult | null;
  progress: StudyPlanProgress;
}

/**
 * Completes an item of the student's plan: a reading at once, a practice problem when the typed
 * answer matches the checked one, a quiz by scoring the answers (recorded as a library attempt,
 * the item keeping the score). Undefined for an item of someone else's plan or an unknown id.
 */
export async function completeItem(db: Db, userId: string, itemId: string, body: StudyPlanItemDoneBody, now: Date = new Date()): Promise<ItemDone | undefined> {
  if (!z.uuid().safeParse(itemId).success) return undefined;
  const [row] = await db
    .select({ ...itemColumns, userId: studyPlans.userId })
    .from(studyPlanItems)
    .innerJoin(studyPlans, eq(studyPlans.id, studyPlanItems.planId))
    .leftJoin(libraryTopics, eq(libraryTopics.id, studyPlanItems.topicId))
    .where(and(eq(studyPlanItems.id, itemId), eq(studyPlans.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const payload = itemPayload.safeParse(row.payload);
  let correct: boolean | null = null;
  let quiz: QuizAttemptResult | null = null;
  if (row.kind === 'practice') {
    if (body.answer === undefined) throw badRequest('studyPlanAnswerRequired');
    const expected = payload.success ? payload.data.answer : undefined;
    correct = expected ? answersMatch(expected, body.answer) : false;
    if (correct && !row.doneAt) await db.update(studyPlanItems).set({ doneAt: now }).where(eq(studyPlanItems.id, itemId));
  } else if (row.kind === 'quiz') {
    if (!body.quizAnswers || !row.topicId) throw badRequest('quizAnswersInvalid');
    try {
      quiz = await scoreAttempt(db, userId, row.topicId, body.quizAnswers);
    } catch (err) {
      if (err instanceof AnswerCountError) throw badRequest('quizAnswersInvalid');
      throw err;
    }
    if (!quiz) throw new HttpError(404, 'quizNotFound');
    await db.update(studyPlanItems).set({ doneAt: now, score: quiz.score, total: quiz.total }).where(eq(studyPlanItems.id, itemId));
  } else if (!row.doneAt) {
    await db.update(studyPlanItems).set({ doneAt: now }).where(eq(studyPlanItems.id, itemId));
  }
  const plan = await findStudyPlan(db, userId);
  const item = plan?.items.find((i) => i.id === itemId);
  if (!plan || !item) return undefined;
  return { item, correct, quiz, progress: plan.progress };
}

/** A practice problem of the student's plan solved verified on the Solve page (typed as given) counts as done. */
export function markPracticeSolvedQuery(db: Db, userId: string, rawInput: string, now: Date = new Date()) {
  const plans = db.select({ id: studyPlans.id }).from(studyPlans).where(eq(studyPlans.userId, userId));
  return db
    .update(studyPlanItems)
    .set({ doneAt: now })
    .where(and(inArray(studyPlanItems.planId, plans), eq(studyPlanItems.kind, 'practice'), isNull(studyPlanItems.doneAt), sql`${studyPlanItems.payload} ->> 'problem' = ${rawInput.trim()}`));
}
