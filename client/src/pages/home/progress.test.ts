import { describe, expect, it } from 'vitest';
import { FALLBACK_STREAK, needsRecentHistory, progressFigures } from './progress';

const full = {
  totalSolved: 12,
  verifiedSolutions: 9,
  weeklyStreak: 2,
  favoriteSubject: 'physics',
  week: { solved: 4, verified: 3 },
  month: { solved: 11, verified: 8 },
};
const recent = [{ verified: true }, { verified: false }, { verified: true }];

describe('progressFigures', () => {
  it('reads a full answer as it is', () => {
    expect(progressFigures(full, undefined, 'week')).toEqual({ solved: 4, verified: 3, streak: 2, favorite: { subject: 'physics' } });
    expect(progressFigures(full, undefined, 'month')).toMatchObject({ solved: 11, verified: 8 });
    expect(needsRecentHistory(full, 'week')).toBe(false);
    expect(needsRecentHistory(full, 'month')).toBe(false);
  });

  it('falls back to the recent history for a missing week, and keeps the rest', () => {
    const { week: _week, ...noWeek } = full;
    expect(needsRecentHistory(noWeek, 'week')).toBe(true);
    expect(needsRecentHistory(noWeek, 'month')).toBe(false);
    expect(progressFigures(noWeek, recent, 'week')).toEqual({ solved: 3, verified: 2, streak: 2, favorite: { subject: 'physics' } });
    expect(progressFigures(noWeek, recent, 'month')).toMatchObject({ solved: 11, verified: 8 });
  });

  it('falls back for a missing month, or a month missing one of its counts', () => {
    const { month: _month, ...noMonth } = full;
    expect(needsRecentHistory(noMonth, 'month')).toBe(true);
    expect(progressFigures(noMonth, recent, 'month')).toMatchObject({ solved: 3, verified: 2 });
    expect(progressFigures(noMonth, recent, 'week')).toMatchObject({ solved: 4, verified: 3 });
    const halfMonth = { ...full, month: { solved: 11 } };
    expect(needsRecentHistory(halfMonth, 'month')).toBe(true);
    expect(progressFigures(halfMonth, recent, 'month')).toMatchObject({ solved: 11, verified: 2 });
    expect(progressFigures({ ...full, month: null }, recent, 'month')).toMatchObject({ solved: 3, verified: 2 });
  });

  it('shows the spec’s fallbacks when the server answers nothing', () => {
    for (const nothing of [undefined, null, {}]) {
      expect(needsRecentHistory(nothing, 'week')).toBe(true);
      expect(progressFigures(nothing, recent, 'week')).toEqual({ solved: 3, verified: 2, streak: FALLBACK_STREAK, favorite: 'fallback' });
      // Before the recent history arrives, or without any.
      expect(progressFigures(nothing, undefined, 'month')).toEqual({ solved: 0, verified: 0, streak: 3, favorite: 'fallback' });
    }
  });

  it('keeps “no favourite yet” apart from “not said”', () => {
    expect(progressFigures({ ...full, favoriteSubject: null }, undefined, 'week').favorite).toBe('none');
    expect(progressFigures({ ...full, favoriteSubject: undefined }, undefined, 'week').favorite).toBe('fallback');
    expect(progressFigures({ ...full, weeklyStreak: 0 }, undefined, 'week').streak).toBe(0);
  });
});
