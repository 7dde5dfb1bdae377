import { describe, expect, it } from 'vitest';
import { periodEnd } from './period';

describe('periodEnd', () => {
  it('adds a month or a year at the same time of day', () => {
    expect(periodEnd(new Date('2026-03-15T10:20:30Z'), 'month').toISOString()).toBe('2026-04-15T10:20:30.000Z');
    expect(periodEnd(new Date('2026-03-15T10:20:30Z'), 'year').toISOString()).toBe('2027-03-15T10:20:30.000Z');
  });
  it('clamps to the end of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T08:00:00Z'), 'month').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(periodEnd(new Date('2028-01-31T08:00:00Z'), 'month').toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T08:00:00Z'), 'year').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
  it('crosses the year end', () => {
    expect(periodEnd(new Date('2026-12-20T00:00:00Z'), 'month').toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });
});
