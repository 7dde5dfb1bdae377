import type { QuotaWindow } from '../../db/schema';

/**
 * Quota windows are calendar days and calendar months in UTC, so every app instance agrees on
 * when a window starts and resets without sharing a clock beyond the system time.
 */
export interface WindowBounds {
  window: QuotaWindow;
  /** The window's first day, as the `usage.window_start` date ("2026-11-01"). */
  start: string;
  /** When the next window begins. */
  resetAt: Date;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function windowBounds(window: QuotaWindow, now: Date): WindowBounds {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (window === 'day') {
    const start = new Date(Date.UTC(y, m, now.getUTCDate()));
    return { window, start: isoDay(start), resetAt: new Date(Date.UTC(y, m, now.getUTCDate() + 1)) };
  }
  return { window, start: isoDay(new Date(Date.UTC(y, m, 1))), resetAt: new Date(Date.UTC(y, m + 1, 1)) };
}

/** Days in the calendar month (UTC) containing `now`. */
export function daysInMonth(now: Date): number {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}
