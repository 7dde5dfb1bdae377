import { describe, expect, it } from 'vitest';
import { dayStreak } from './stats';

const now = new Date('2026-11-21T08:00:00Z');

describe('dayStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(dayStreak(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-17'], now)).toBe(3);
  });

  it('keeps a streak that ended yesterday (today is not over)', () => {
    expect(dayStreak(['2026-11-20', '2026-11-19'], now)).toBe(2);
  });

  it('is zero after a missed day and with no activity', () => {
    expect(dayStreak(['2026-11-19', '2026-11-18'], now)).toBe(0);
    expect(dayStreak([], now)).toBe(0);
  });

  it('runs across a month boundary', () => {
    expect(dayStreak(['2026-12-01', '2026-11-30', '2026-11-29'], new Date('2026-12-01T23:00:00Z'))).toBe(3);
  });
});
