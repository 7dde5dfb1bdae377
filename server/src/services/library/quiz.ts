import { eq, sql } from 'drizzle-orm';
import { QUIZ_PASS_RATIO, type AdminQuiz, type Quiz, type QuizAttemptResult, type QuizItem } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { libraryTopics, quizAttempts, quizzes } from '../../db/schema';
import { isUuid } from './topics';

async function quizRow(db: Db, topicId: string) {
  if (!isUuid(topicId)) return null;
  const [row] = await db.select().from(quizzes).where(eq(quizzes.topicId, topicId));
  return row ?? null;
}

function itemsOf(row: { itemsJson: { items: unknown[] } }): QuizItem[] {
  return row.itemsJson.items as QuizItem[];
}

/** The quiz as a student sees it: questions and options only — answers and explanations stay on the server. */
export async function findPublicQuiz(db: Db, topicId: string): Promise<Quiz | null> {
  const row = await quizRow(db, topicId);
  if (!row) return null;
  return {
    id: row.id,
    topicId: row.topicId,
    items: itemsOf(row).map((item) => ({ question: item.question, options: item.options })),
  };
}

export async function findAdminQuiz(db: Db, topicId: string): Promise<AdminQuiz | null> {
  const row = await quizRow(db, topicId);
  return row ? { topicId: row.topicId, items: itemsOf(row) } : null;
}

/** Replaces a topic's quiz (the topic becomes admin-owned); false when the topic does not exist. */
export async function saveQuiz(db: Db, topicId: string, items: QuizItem[]): Promise<boolean> {
  if (!isUuid(topicId)) return false;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(libraryTopics)
      .set({ source: 'admin', updatedAt: new Date() })
      .where(eq(libraryTopics.id, topicId))
      .returning({ id: libraryTopics.id });
    if (!updated.length) return false;
    await tx
      .insert(quizzes)
      .values({ topicId, itemsJson: { items } })
      .onConflictDoUpdate({ target: quizzes.topicId, set: { itemsJson: { items }, updatedAt: sql`now()` } });
    return true;
  });
}

export class AnswerCountError extends Error {
  constructor() {
    super('answer count does not match the quiz');
    this.name = 'AnswerCountError';
  }
}

/**
 * Scores an attempt (one chosen index per question; -1 = unanswered) and stores it for the user.
 * Null when the topic has no quiz; AnswerCountError when the answers do not match the questions.
 */
export async function scoreAttempt(db: Db, userId: string, topicId: string, answers: number[]): Promise<QuizAttemptResult | null> {
  const row = await quizRow(db, topicId);
  if (!row) return null;
  const items = itemsOf(row);
  if (answers.length !== items.length) throw new AnswerCountError();
  const results = items.map((item, i) => ({ correct: answers[i] === item.answer, correctIndex: item.answer, explanation: item.explanation }));
  const score = results.filter((r) => r.correct).length;
  await db.insert(quizAttempts).values({ userId, quizId: row.id, answers, score, total: items.length });
  return { score, total: items.length, passed: isPassing(score, items.length), results };
}

export function isPassing(score: number, total: number): boolean {
  return total > 0 && score / total >= QUIZ_PASS_RATIO;
}
