import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type SolutionCheckResponse, type SolveResponse } from '../../../contract/src';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp, givePlan } from './solve-test-kit';

let t: TestApp;
let pro: RegisteredUser;

beforeAll(async () => {
  t = await createSolveTestApp();
  pro = await registerUser(t.app);
  await givePlan(t.database.db, pro.id, 'pro');
}, 120_000);
afterAll(() => t?.close());

const solveAs = async (user: RegisteredUser, rawInput: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/solve', headers: { cookie: user.cookie }, payload: { rawInput } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SolveResponse>();
};
const check = (user: RegisteredUser, id: string) => t.app.inject({ method: 'GET', url: `/api/solutions/${id}/check`, headers: { cookie: user.cookie } });
const recheck = (user: RegisteredUser, id: string) => t.app.inject({ method: 'POST', url: `/api/solutions/${id}/recheck`, headers: { cookie: user.cookie } });

describe('advanced verification', { timeout: 120_000 }, () => {
  it('shows a Pro student how the answer was checked: each root substituted', async () => {
    const solved = await solveAs(pro, 'x^2 - 5x + 6 = 0');
    expect(solved.verified).toBe(true);
    const response = await check(pro, solved.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SolutionCheckResponse>();
    expect(body).toMatchObject({ solutionId: solved.id, verified: true, verification: solved.verification, strict: null, canRecheck: true });
    expect(body.standard).toMatchObject({ level: 'standard', passed: true, evidence: { kind: 'roots', precision: 'double' } });
    expect(body.standard?.evidence.rows.map((r) => r.at)).toEqual(['x = 2', 'x = 3']);
  });

  it('keeps the evidence from Free and Basic students, who see the badge and its summary only', async () => {
    for (const plan of ['free', 'basic'] as const) {
      const user = await registerUser(t.app);
      if (plan === 'basic') await givePlan(t.database.db, user.id, 'basic');
      const solved = await solveAs(user, 'derivative of x^3 sin(2x)');
      expect(solved.verified).toBe(true);
      expect(solved.verification).toBeTruthy();
      expect(JSON.stringify(solved)).not.toContain('evidence');
      for (const response of [await check(user, solved.id), await recheck(user, solved.id)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'pro', message: MESSAGES.planRequiredPro.en });
        expect(response.body).not.toContain('rows');
      }
      // the history item carries the summary, not the evidence
      const item = await t.app.inject({ method: 'GET', url: `/api/history/${solved.problemId}`, headers: { cookie: user.cookie } });
      expect(item.body).toContain(solved.verification ?? '');
      expect(item.body).not.toContain('evidence');
    }
  });

  it('runs a strict re-check on request and keeps it with the solution', async () => {
    const solved = await solveAs(pro, 'derivative of x^3 sin(2x)');
    const response = await recheck(pro, solved.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SolutionCheckResponse>();
    expect(body.strict).toMatchObject({ level: 'strict', passed: true, evidence: { kind: 'derivative', precision: 'decimal', digits: 40 } });
    expect(body.strict?.evidence.rows.length).toBeGreaterThan(body.standard?.evidence.rows.length ?? 0);
    expect((await check(pro, solved.id)).json<SolutionCheckResponse>().strict?.passed).toBe(true);
  });

  it('answers 404 for another student’s solution and 422 when no check was stored', async () => {
    const solved = await solveAs(pro, 'x + 1 = 3');
    const other = await registerUser(t.app);
    await givePlan(t.database.db, other.id, 'pro');
    expect((await check(other, solved.id)).statusCode).toBe(404);
    expect((await recheck(other, solved.id)).statusCode).toBe(404);
    expect((await check(pro, 'not-a-uuid')).statusCode).toBe(404);
    // a product of matrices is checked by its method, not against a read task: only the summary
    const matrix = await solveAs(pro, 'compute AB for A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]');
    const view = (await check(pro, matrix.id)).json<SolutionCheckResponse>();
    expect(view).toMatchObject({ standard: null, canRecheck: false, verified: true });
    const refused = await recheck(pro, matrix.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'checkUnavailable' });
  });
});
