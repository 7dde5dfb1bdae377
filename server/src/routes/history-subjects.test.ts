import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionStep, type HistoryItem, type SolveResponse, type StatsResponse } from '../../../contract/src';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp } from './solve-test-kit';

describe('solutions of other subjects in the history and the stats', () => {
  let t: TestApp;
  let student: RegisteredUser;
  const solved: SolveResponse[] = [];

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const solveAs = async (user: RegisteredUser, payload: { rawInput: string; subject?: string }) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/solve', payload: { ...payload, inputType: 'text' }, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<SolveResponse>();
  };

  beforeAll(async () => {
    t = await createSolveTestApp();
    student = await registerUser(t.app);
    // Chemistry twice without picking it (once under Mathematics), one maths problem.
    solved.push(await solveAs(student, { rawInput: 'balance Fe + O2 → Fe2O3' }));
    solved.push(await solveAs(student, { rawInput: 'balance H2 + O2 → H2O', subject: 'mathematics' }));
    solved.push(await solveAs(student, { rawInput: '2x + 3 = 7', subject: 'mathematics' }));
  });
  afterAll(() => t.close());

  it('sends and stores a step table, and reads it back unchanged in the history detail', async () => {
    const table = solved[0].stepsJson.find((s) => s.table)?.table;
    expect(table?.header[0]).toBe('\\text{Element}');
    expect(table?.rows).toEqual([['\\text{Fe}', '1', '0', '-2'], ['\\text{O}', '0', '2', '-3']]);
    const detail = (await get(`/api/history/${solved[0].problemId}`, student.cookie)).json<HistoryItem>();
    expect(detail.solution?.stepsJson).toEqual(solved[0].stepsJson);
    for (const step of detail.solution?.stepsJson ?? []) expect(solutionStep.parse(step)).toEqual(step);
  });

  it('counts the favourite subject from the methods that solved the problems', async () => {
    const stats = (await get('/api/stats', student.cookie)).json<StatsResponse>();
    expect(stats.favoriteSubject).toBe('chemistry');
  });

  it('counts a Boolean simplification for computer science', async () => {
    const other = await registerUser(t.app);
    await solveAs(other, { rawInput: "simplify A'B + AB" });
    await solveAs(other, { rawInput: "simplify A'B' + AB'" });
    await solveAs(other, { rawInput: '3x = 12' });
    expect((await get('/api/stats', other.cookie)).json<StatsResponse>().favoriteSubject).toBe('computer-science');
  });
});
