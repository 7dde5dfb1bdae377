import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ilike, lt, or, sql, type WithSubquery } from 'drizzle-orm';
import { HISTORY_EXCERPT_LENGTH, type HistoryItem, type HistorySummary, type InputType, type Locale, type Problem, type Solution, type SolutionStep, type SubjectId } from '../../../../contract/src';
import type { Solution as SolverSolution } from '../../../../solver/src/index';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { ReadCache } from '../../db/read-cache';
import { audioClips, events, problems, sessions, solutionChecks, solutions, studyPlanItems, users, type UserRow } from '../../db/schema';
import { hashToken } from '../auth/sessions';
import { standardCheckRow } from '../checks/solution-checks';
import { eventRow } from '../events';
import { markPracticeSolvedQuery } from '../study-plan/study-plan';

type ProblemRow = typeof problems.$inferSelect;
type SolutionRow = typeof solutions.$inferSelect;

export function audioUrlFor(audioId: string | null): string | null {
  return audioId ? `/api/audio/${audioId}` : null;
}

function toProblem(row: ProblemRow): Problem {
  return {
    id: row.id,
    title: row.title,
    rawInput: row.rawInput,
    inputType: row.inputType,
    ocrText: row.ocrText,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSolution(row: SolutionRow): Solution {
  const answer = row.answer as Solution['answer'];
  return {
    id: row.id,
    stepsJson: row.stepsJson as SolutionStep[],
    finalAnswer: row.finalAnswer,
    plainText: row.plainText,
    verified: row.verified,
    verification: row.verification,
    audioUrl: audioUrlFor(row.audioId),
    answer: answer ? { kind: answer.kind, value: answer.value, latex: answer.latex } : null,
    method: row.method,
    category: row.category,
    interpretation: row.interpretation ? { text: row.interpretation.text, latex: row.interpretation.latex } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewProblem {
  userId: string;
  rawInput: string;
  inputType: InputType;
  subject: SubjectId | null;
  ocrText: string | null;
  locale: Locale;
}

/**
 * Stores a solved problem, its solution, the standard check's evidence and the `problem.solved`
 * event, and marks a study plan's practice problem solved verified as done — in one statement, so
 * a crash can never leave a problem without its solution, and on the embedded database, where
 * every statement is a round of protocol messages on the one connection, a solve costs one write.
 */
export async function saveSolved(db: Db, input: NewProblem, solved: SolverSolution, now: Date = new Date()): Promise<HistoryItem> {
  const steps: SolutionStep[] = solved.steps.map((s, i) => ({
    number: i + 1,
    title: s.title,
    explanation: s.explanation,
    ...(s.formula ? { formula: s.formula } : {}),
    ...(s.table ? { table: s.table } : {}),
  }));
  // Ids made here: the solution, its check and the event name the problem within the same statement;
  // createdAt at millisecond precision, the precision the list's cursor comes back with.
  const problemRow: ProblemRow = {
    id: randomUUID(),
    userId: input.userId,
    title: null,
    rawInput: input.rawInput,
    inputType: input.inputType,
    subject: input.subject,
    ocrText: input.ocrText,
    verified: solved.verified,
    finalAnswer: solved.finalAnswer || null,
    createdAt: now,
  };
  const solutionRow: SolutionRow = {
    id: randomUUID(),
    problemId: problemRow.id,
    stepsJson: steps,
    finalAnswer: solved.finalAnswer || null,
    answer: solved.answer ? { kind: solved.answer.kind, value: solved.answer.value, latex: solved.answer.latex } : null,
    plainText: solved.plainText,
    verified: solved.verified,
    verification: solved.verification ?? null,
    method: solved.method,
    category: solved.category ?? null,
    interpretation: solved.interpretation ? { text: solved.interpretation.text, latex: solved.interpretation.latex } : null,
    audioId: null,
    locale: input.locale,
    createdAt: now,
  };
  const along: WithSubquery[] = [
    db.$with('saved_solution').as(db.insert(solutions).values(solutionRow).returning({ id: solutions.id })),
    db.$with('saved_event').as(
      db.insert(events).values(eventRow('problem.solved', input.userId, { problemId: problemRow.id, verified: solved.verified, method: solved.method })).returning({ id: events.id }),
    ),
  ];
  // the evidence of the check (advanced verification shows it to Pro)
  const check = standardCheckRow(solutionRow.id, solved);
  if (check) along.push(db.$with('saved_check').as(db.insert(solutionChecks).values(check).returning({ id: solutionChecks.id })));
  if (solved.verified) along.push(db.$with('practice_done').as(markPracticeSolvedQuery(db, input.userId, input.rawInput, now).returning({ id: studyPlanItems.id })));
  // The rows written are the rows returned: nothing is read back but the id that says it was written.
  const [written] = await db.with(...along).insert(problems).values(problemRow).returning({ id: problems.id });
  if (!written) throw new Error('a saved problem is written');
  return { problem: toProblem(problemRow), solution: toSolution(solutionRow) };
}

export interface HistoryFilters {
  limit: number;
  /** The last item shown: the page continues after it in (createdAt, id) order; without an id, strictly before the date. */
  before?: { createdAt: Date; id?: string };
  /** Case-insensitive, over the title and the typed input. */
  search?: string;
  type?: InputType;
  verified?: boolean;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A history card's fields (historySummary). */
const summaryColumns = {
  problemId: problems.id,
  title: problems.title,
  excerpt: sql<string>`left(${problems.rawInput}, ${sql.raw(String(HISTORY_EXCERPT_LENGTH))})`,
  inputType: problems.inputType,
  subject: problems.subject,
  createdAt: problems.createdAt,
  verified: problems.verified,
  finalAnswer: problems.finalAnswer,
};

/** The first page without filters — what the History page asks for on every visit — prepared once. */
const firstPage = preparedStatement('history_first_page', (db) =>
  db
    .select(summaryColumns)
    .from(problems)
    .where(eq(problems.userId, sql.placeholder('userId')))
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(sql.placeholder('limit'))
    .prepare('history_first_page'),
);

/** A card as json_agg writes it: the summary's fields, the date as JSON text. The SELECT below names
 * them in SQL because json_agg keys are the column aliases; keep it in step with summaryColumns. */
type CardJson = Omit<HistorySummary, 'createdAt'> & { createdAt: string };

/**
 * The session's user's first page as ONE json array: one row comes back instead of one per card
 * (each repeating the user), which is most of what the driver and the embedded database spend on
 * this statement. The cards are the index range of problems_user_created_idx, in its order.
 */
const firstPageCards = sql<CardJson[]>`(
  select coalesce(json_agg(card order by card."createdAt" desc, card."problemId" desc), '[]'::json)
  from (
    select ${problems.id} as "problemId", ${problems.title} as "title",
      left(${problems.rawInput}, ${sql.raw(String(HISTORY_EXCERPT_LENGTH))}) as "excerpt",
      ${problems.inputType} as "inputType", ${problems.subject} as "subject", ${problems.createdAt} as "createdAt",
      ${problems.verified} as "verified", ${problems.finalAnswer} as "finalAnswer"
    from ${problems}
    where ${problems.userId} = ${sessions.userId}
    order by ${problems.createdAt} desc, ${problems.id} desc
    limit ${sql.placeholder('limit')}
  ) card
)`;

/**
 * The signed-in History page's first request in ONE statement: the session cookie's user (the
 * session lookup of plugins/session.ts, on the same index) with that user's first page. One round
 * trip instead of two; the session is still checked in the database on every request (sessions are
 * shared by every instance). No row: no valid session.
 */
const firstPageForSession = preparedStatement('history_first_page_for_session', (db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users, cards: firstPageCards })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('history_first_page_for_session'),
);

type FirstPage = { sessionId: string; user: UserRow; items: HistorySummary[] };

/**
 * `readCache` (the embedded database's, see db/read-cache.ts) answers a reload of the same page
 * with no write in between without running the statement; the session's expiry is checked on the
 * cached row against `now`, as the statement checks it.
 */
export async function firstHistoryPageForSession(
  db: Db,
  token: string,
  limit: number,
  now = new Date(),
  readCache: ReadCache | null = null,
): Promise<FirstPage | null> {
  const tokenHash = hashToken(token);
  const key = `history_first_page\u0000${tokenHash}\u0000${limit}`;
  const cached = readCache?.get<{ page: FirstPage; expiresAt: Date }>(key);
  if (cached) return cached.expiresAt > now ? { ...cached.page, user: { ...cached.page.user } } : null;
  const mark = readCache?.mark;
  const [row] = await firstPageForSession(db).execute({ tokenHash, now, limit });
  if (!row) return null;
  // JSON carries the date with the session's offset; the API answers in UTC like every other route.
  const items = row.cards.map((card) => ({ ...card, createdAt: new Date(card.createdAt).toISOString() }));
  const page = { sessionId: row.sessionId, user: row.user, items };
  // the session, its user and the user's own problems: only the user's own writes (or any of unknown reach) change them
  if (mark) readCache?.set(key, mark, { page: { ...page, user: { ...row.user } }, expiresAt: row.expiresAt }, row.user.id);
  return page;
}

/**
 * The caller's problems, newest first (id breaking ties), as the cards show them: no steps, no
 * plain text. `before` continues after the last item shown (a keyset, so items sharing a
 * timestamp are neither lost nor repeated). Search and filters run in the database, each on an
 * index (schema.ts), so Load More pages through matching items only.
 */
export async function listHistory(db: Db, userId: string, options: HistoryFilters): Promise<HistorySummary[]> {
  const search = options.search?.trim();
  const { before } = options;
  const filtered = before || search || options.type || options.verified !== undefined;
  const rows = !filtered
    ? await firstPage(db).execute({ userId, limit: options.limit })
    : await db
        .select(summaryColumns)
        .from(problems)
        .where(
          and(
            eq(problems.userId, userId),
            before?.id
              ? sql`(${problems.createdAt}, ${problems.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
              : before
                ? lt(problems.createdAt, before.createdAt)
                : undefined,
            search ? or(ilike(problems.title, likePattern(search)), ilike(problems.rawInput, likePattern(search))) : undefined,
            options.type ? eq(problems.inputType, options.type) : undefined,
            options.verified === undefined ? undefined : eq(problems.verified, options.verified),
          ),
        )
        .orderBy(desc(problems.createdAt), desc(problems.id))
        .limit(options.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One of the caller's problems; undefined for a missing id or someone else's. */
export async function findHistoryItem(db: Db, userId: string, problemId: string): Promise<HistoryItem | undefined> {
  const [row] = await db
    .select({ problem: problems, solution: solutions })
    .from(problems)
    .leftJoin(solutions, eq(solutions.problemId, problems.id))
    .where(and(eq(problems.id, problemId), eq(problems.userId, userId)))
    .orderBy(desc(solutions.createdAt))
    .limit(1);
  return row ? { problem: toProblem(row.problem), solution: row.solution ? toSolution(row.solution) : null } : undefined;
}

/**
 * Deletes the caller's whole history (privacy settings): problems, their solutions (cascade) and
 * the audio made for them. Quota usage stays: deleting history does not give solves back.
 */
export async function deleteHistory(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(problems).where(eq(problems.userId, userId)).returning({ id: problems.id });
  await db.delete(audioClips).where(eq(audioClips.userId, userId));
  return deleted.length;
}

/** Problems solved per UTC day, for stats. */
export async function solvedDays(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: sql<string>`to_char(${problems.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` })
    .from(problems)
    .innerJoin(solutions, eq(solutions.problemId, problems.id))
    .where(eq(problems.userId, userId));
  return rows.map((r) => r.day);
}
