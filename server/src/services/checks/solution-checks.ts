import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkEvidence as evidenceSchema, type SolutionCheckResponse, type SolutionCheckView } from '../../../../contract/src';
import { taskSchema, type Solution as SolverSolution, type Task } from '../../../../solver/src/index';
import type { Db } from '../../db/client';
import { problems, solutionChecks, solutions } from '../../db/schema';

/**
 * The evidence of solutions' checks (`solution_checks`): the standard check, stored with the
 * solution when it is saved, carries the task and answer it was made for, so a strict re-check
 * can run later on exactly what was checked (a word problem's translation included).
 */
const storedAnswer = z.object({ kind: z.string(), value: z.string() });
const standardEvidence = z.object({ evidence: evidenceSchema, task: taskSchema, answer: storedAnswer });
const strictEvidence = z.object({ evidence: evidenceSchema });

/** The standard row for a solution just saved, when the solver checked its answer against a read task. */
export function standardCheckRow(solutionId: string, solved: SolverSolution): typeof solutionChecks.$inferInsert | null {
  const check = solved.check;
  // a word problem's conditions may drop roots after the check: the evidence must be of the answer shown
  if (!check || !solved.answer || check.answer.value !== solved.answer.value) return null;
  return { solutionId, level: 'standard', passed: solved.verified, evidence: { evidence: check.evidence, task: check.task, answer: check.answer } };
}

export interface OwnSolution {
  id: string;
  verified: boolean;
  verification: string | null;
  locale: string;
}

/** The caller's solution by its id; undefined for another user's, an unknown or a malformed id. */
export async function findOwnSolution(db: Db, userId: string, solutionId: string): Promise<OwnSolution | undefined> {
  if (!z.uuid().safeParse(solutionId).success) return undefined;
  const [row] = await db
    .select({ id: solutions.id, verified: solutions.verified, verification: solutions.verification, locale: solutions.locale })
    .from(solutions)
    .innerJoin(problems, eq(problems.id, solutions.problemId))
    .where(and(eq(solutions.id, solutionId), eq(problems.userId, userId)))
    .limit(1);
  return row;
}

async function latestRow(db: Db, solutionId: string, level: 'standard' | 'strict') {
  const [row] = await db
    .select()
    .from(solutionChecks)
    .where(and(eq(solutionChecks.solutionId, solutionId), eq(solutionChecks.level, level)))
    .orderBy(desc(solutionChecks.createdAt))
    .limit(1);
  return row;
}

/** The task and answer the standard check was made for, for a strict re-check; null when none is stored. */
export async function checkedTask(db: Db, solutionId: string): Promise<{ task: Task; answer: { kind: string; value: string } } | null> {
  const row = await latestRow(db, solutionId, 'standard');
  const parsed = row ? standardEvidence.safeParse(row.evidence) : null;
  return parsed?.success ? { task: parsed.data.task, answer: parsed.data.answer } : null;
}

export async function saveStrictCheck(db: Db, solutionId: string, passed: boolean, evidence: unknown): Promise<void> {
  await db.insert(solutionChecks).values({ solutionId, level: 'strict', passed, evidence: { evidence: evidenceSchema.parse(evidence) } });
}

/** What the check page shows: the standard evidence and the latest strict re-check. */
export async function solutionCheckView(db: Db, solution: OwnSolution): Promise<SolutionCheckResponse> {
  const [standardRow, strictRow] = [await latestRow(db, solution.id, 'standard'), await latestRow(db, solution.id, 'strict')];
  const standard = standardRow ? standardEvidence.safeParse(standardRow.evidence) : null;
  const strict = strictRow ? strictEvidence.safeParse(strictRow.evidence) : null;
  const view = (level: 'standard' | 'strict', passed: boolean, evidence: SolutionCheckView['evidence'], createdAt: Date): SolutionCheckView => ({
    level,
    passed,
    evidence,
    createdAt: createdAt.toISOString(),
  });
  return {
    solutionId: solution.id,
    verified: solution.verified,
    verification: solution.verification,
    standard: standardRow && standard?.success ? view('standard', standardRow.passed, standard.data.evidence, standardRow.createdAt) : null,
    strict: strictRow && strict?.success ? view('strict', strictRow.passed, strict.data.evidence, strictRow.createdAt) : null,
    canRecheck: Boolean(standard?.success),
  };
}
