import { describe, expect, it } from 'vitest';
import { solveSchedule } from './solver-pool-schedule';

describe('solve schedule', () => {
  it('ends with the answer due at arrival plus the limit, the hard stop and the solver before it', () => {
    expect(solveSchedule(1_000, 5_000)).toEqual({ solverStopAt: 5_000, hardStopAt: 5_500, answerBy: 6_000 });
    expect(solveSchedule(0, 10_000)).toEqual({ solverStopAt: 8_000, hardStopAt: 9_000, answerBy: 10_000 });
  });

  it('keeps the order for a tiny limit', () => {
    const { solverStopAt, hardStopAt, answerBy } = solveSchedule(100, 50);
    expect(solverStopAt).toBeGreaterThan(100);
    expect(solverStopAt).toBeLessThan(hardStopAt);
    expect(hardStopAt).toBeLessThan(answerBy);
  });
});
