import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve } from '../../../../solver/src/index';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { events, problems, solutionChecks, solutions, studyPlanItems, studyPlans, users } from '../../db/schema';
import { saveSolved, type NewProblem } from './history';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

async function newUser(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `save.${randomUUID()}@example.com`, passwordHash: 'x', firstName: 'Ada', lastName: 'Lovelace' })
    .returning({ id: users.id });
  return row.id;
}

const problem = (userId: string, rawInput: string): NewProblem => ({ userId, rawInput, inputType: 'text', subject: 'mathematics', ocrText: null, locale: 'en' });

describe('saveSolved', () => {
  it('stores the problem, its solution, the check evidence and the solve event together', async () => {
    const userId = await newUser();
    const solved = solve('x^2 = 16', { locale: 'en' });
    const item = await saveSolved(database.db, problem(userId, 'x^2 = 16'), solved);

    expect(item.problem.rawInput).toBe('x^2 = 16');
    expect(item.solution?.verified).toBe(true);
    expect(item.solution?.stepsJson[0]?.number).toBe(1);
    const [stored] = await database.db.select().from(solutions).where(eq(solutions.problemId, item.problem.id));
    expect(stored.id).toBe(item.solution?.id);
    const checks = await database.db.select().from(solutionChecks).where(eq(solutionChecks.solutionId, stored.id));
    expect(checks.map((c) => [c.level, c.passed])).toEqual([['standard', true]]);
    const logged = await database.db.select().from(events).where(eq(events.userId, userId));
    expect(logged.map((e) => [e.type, e.data])).toEqual([['problem.solved', { problemId: item.problem.id, verified: true, method: solved.method }]]);
  });

  it('marks the study plan practice problem solved verified as done, and only that one', async () => {
    const userId = await newUser();
    const [plan] = await database.db
      .insert(studyPlans)
      .values({ userId, goal: 'equations', startDate: '2026-11-01', endDate: '2026-12-01' })
      .returning({ id: studyPlans.id });
    await database.db.insert(studyPlanItems).values([
      { planId: plan.id, kind: 'practice', day: '2026-11-02', payload: { problem: '2x + 3 = 7' } },
      { planId: plan.id, kind: 'practice', day: '2026-11-03', payload: { problem: '3x - 4 = 11' } },
    ]);
    await saveSolved(database.db, problem(userId, ' 2x + 3 = 7 '), solve('2x + 3 = 7', { locale: 'en' }));

    const items = await database.db.select().from(studyPlanItems).where(eq(studyPlanItems.planId, plan.id));
    const done = Object.fromEntries(items.map((i) => [(i.payload as { problem: string }).problem, i.doneAt !== null]));
    expect(done).toEqual({ '2x + 3 = 7': true, '3x - 4 = 11': false });
  });

  it('stores nothing at all when any part of the save fails', async () => {
    const unknownUser = randomUUID();
    await expect(saveSolved(database.db, problem(unknownUser, 'x^2 = 16'), solve('x^2 = 16', { locale: 'en' }))).rejects.toThrow();

    expect(await database.db.select().from(problems).where(eq(problems.userId, unknownUser))).toEqual([]);
    expect(await database.db.select().from(events).where(eq(events.userId, unknownUser))).toEqual([]);
  });
});
