import { and, desc, eq } from 'drizzle-orm';
import type { Locale, SolutionAnswer, SolutionInterpretation, SolutionStep } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { problems, solutions } from '../../db/schema';
import { solutionToSpeech } from '../tts/speech-text';
import type { SolutionSpeechTask, SpeechEngine } from '../tts/types';

export interface StoredSolution {
  id: string;
  steps: SolutionStep[];
  finalAnswer: string | null;
  answerLatex: string | null;
  /** How the solver read the problem; null for solutions saved before it said. */
  interpretation: SolutionInterpretation | null;
  locale: Locale;
}

/**
 * The user's solution named by its id, or the latest solution of the user's problem. Another
 * user's solution is not found, so nobody can attach audio to (or learn of) someone else's work.
 */
export async function findOwnedSolution(db: Db, userId: string, ref: { solutionId?: string; problemId?: string }): Promise<StoredSolution | undefined> {
  const owned = eq(problems.userId, userId);
  const which = ref.solutionId ? eq(solutions.id, ref.solutionId) : eq(solutions.problemId, ref.problemId ?? '');
  const problemMatches = ref.solutionId && ref.problemId ? eq(solutions.problemId, ref.problemId) : undefined;
  const [row] = await db
    .select({ id: solutions.id, steps: solutions.stepsJson, finalAnswer: solutions.finalAnswer, answer: solutions.answer, interpretation: solutions.interpretation, locale: solutions.locale })
    .from(solutions)
    .innerJoin(problems, eq(problems.id, solutions.problemId))
    .where(and(owned, which, problemMatches))
    .orderBy(desc(solutions.createdAt))
    .limit(1);
  if (!row) return undefined;
  const answer = row.answer as SolutionAnswer | null;
  return {
    id: row.id,
    steps: row.steps as SolutionStep[],
    finalAnswer: row.finalAnswer,
    answerLatex: answer?.latex || null,
    interpretation: row.interpretation ? { text: row.interpretation.text, latex: row.interpretation.latex } : null,
    locale: row.locale,
  };
}

export async function attachAudio(db: Db, solutionId: string, audioId: string): Promise<void> {
  await db.update(solutions).set({ audioId }).where(eq(solutions.id, solutionId));
}

/** The SSML a stored solution is read with: in the engine's worker when it has one. */
export function speechForSolution(engine: SpeechEngine, solution: StoredSolution): Promise<string> {
  const task: SolutionSpeechTask = {
    steps: solution.steps.map(({ title, explanation, formula }) => ({ title, explanation, formula })),
    finalAnswer: solution.finalAnswer ?? '',
    locale: solution.locale,
    answerLatex: solution.answerLatex ?? undefined,
    interpretation: solution.interpretation ?? undefined,
  };
  return engine.solutionText
    ? engine.solutionText(task)
    : solutionToSpeech(task.steps, task.finalAnswer, task.locale, task.answerLatex, task.interpretation);
}
