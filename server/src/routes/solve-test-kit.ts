import { solve, solveWordTask, strictCheck, type Locale, type Solution, type StrictOutcome, type Task, type WordTask } from '../../../solver/src/index';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { subscriptions, type Plan } from '../db/schema';
import type { SolverService } from '../services/solve/solver-service';
import type { SolveOptions } from '../services/solver-pool';
import { openTestDatabase, type TestApp } from '../../test/test-app';

/**
 * Test support for the solving routes: an app whose solver runs in-process (the same `solve`
 * the worker threads run, without thread start-up per test file), and plan fixtures.
 */
export function inProcessSolver(): SolverService & { calls: number } {
  const service = {
    calls: 0,
    async solve(input: string, locale: Locale, options?: SolveOptions): Promise<Solution> {
      service.calls += 1;
      return solve(input, { locale, ...(options?.subject ? { subject: options.subject } : {}) });
    },
    async solveWord(word: WordTask, locale: Locale): Promise<Solution> {
      service.calls += 1;
      return solveWordTask(word, { locale });
    },
    async recheck(task: Task, answer: { kind: string; value: string }): Promise<StrictOutcome> {
      service.calls += 1;
      return strictCheck(task, answer);
    },
    async close() {},
  };
  return service;
}

export async function createSolveTestApp(solver: SolverService = inProcessSolver()): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' }, { serveClient: false, apiRateLimitPerMinute: 10_000 });
  const app = await buildApp({ database, config, solver });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** An active paid subscription for a user, renewing in a month. */
export async function givePlan(db: Db, userId: string, plan: Plan): Promise<void> {
  const renewsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await db
    .insert(subscriptions)
    .values({ userId, plan, status: 'active', renewsAt })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, status: 'active', renewsAt } });
}
