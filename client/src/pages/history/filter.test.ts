import { describe, expect, it } from 'vitest';
import { hasFilters, historyQueryString, NO_FILTERS } from './filter';

describe('history query', () => {
  it('asks for a page without filters', () => {
    expect(historyQueryString(NO_FILTERS, 20)).toBe('limit=20');
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('sends the trimmed search, the type and the verification, and continues after the last item', () => {
    const filters = { search: '  x^2 + 1 ', type: 'image', verification: 'unverified' } as const;
    const last = { createdAt: '2026-11-21T10:00:00.000Z', problemId: '5b0e7c1e-7d2f-4c8e-9a51-0f3a1d2b4c6e' };
    const query = new URLSearchParams(historyQueryString(filters, 20, last));
    expect(Object.fromEntries(query)).toEqual({
      limit: '20',
      before: '2026-11-21T10:00:00.000Z',
      beforeId: '5b0e7c1e-7d2f-4c8e-9a51-0f3a1d2b4c6e',
      q: 'x^2 + 1',
      type: 'image',
      verified: 'false',
    });
    expect(hasFilters(filters)).toBe(true);
  });

  it('ignores a blank search', () => {
    expect(historyQueryString({ ...NO_FILTERS, search: '   ' }, 5)).toBe('limit=5');
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
  });
});
