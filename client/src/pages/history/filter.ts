import type { HistorySummary, InputType } from '@contract/solve';

export type TypeFilter = 'all' | InputType;
export type VerificationFilter = 'all' | 'verified' | 'unverified';

export interface HistoryFilters {
  search: string;
  type: TypeFilter;
  verification: VerificationFilter;
}

export const NO_FILTERS: HistoryFilters = { search: '', type: 'all', verification: 'all' };

export const hasFilters = (f: HistoryFilters) => f.search.trim() !== '' || f.type !== 'all' || f.verification !== 'all';

/** Where the next page starts: just after the last item shown (its date, its id breaking ties). */
export type HistoryCursor = Pick<HistorySummary, 'createdAt' | 'problemId'>;

/**
 * The query string of GET /api/history for one page: the server searches title and input
 * case-insensitively (spec §5) and filters, so Load More pages through matching items only.
 */
export function historyQueryString(filters: HistoryFilters, limit: number, after?: HistoryCursor): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (after) {
    params.set('before', after.createdAt);
    params.set('beforeId', after.problemId);
  }
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.verification !== 'all') params.set('verified', String(filters.verification === 'verified'));
  return params.toString();
}
