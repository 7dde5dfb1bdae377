import { describe, expect, it } from 'vitest';
import { daysInMonth, windowBounds } from './windows';

describe('quota windows', () => {
  it('a day window starts at UTC midnight and resets at the next one', () => {
    const b = windowBounds('day', new Date('2026-11-21T23:59:59.999Z'));
    expect(b.start).toBe('2026-11-21');
    expect(b.resetAt.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('a month window runs from the first of the month, across a year end', () => {
    const b = windowBounds('month', new Date('2026-12-31T12:00:00Z'));
    expect(b.start).toBe('2026-12-01');
    expect(b.resetAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('the first instant of a month already belongs to the new window', () => {
    expect(windowBounds('month', new Date('2026-03-01T00:00:00Z')).start).toBe('2026-03-01');
    expect(windowBounds('month', new Date('2026-02-28T23:59:59Z')).start).toBe('2026-02-01');
  });

  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth(new Date('2028-02-10T00:00:00Z'))).toBe(29);
    expect(daysInMonth(new Date('2026-02-10T00:00:00Z'))).toBe(28);
    expect(daysInMonth(new Date('2026-11-10T00:00:00Z'))).toBe(30);
  });
});
