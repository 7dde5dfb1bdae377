import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { HistorySummary } from '@contract/solve';
import { apiJson } from '@/lib/api';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';
import { historyQueryString, NO_FILTERS, type HistoryCursor, type HistoryFilters } from './filter';

export const HISTORY_PAGE_SIZE = 20;

/** The caller's history matching `filters`, a page of summaries at a time, each page continuing after the last item shown. */
export function useHistory(filters: HistoryFilters = NO_FILTERS) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const query = useInfiniteQuery({
    queryKey: ['/api/history', 'pages', filters],
    initialPageParam: undefined as HistoryCursor | undefined,
    queryFn: ({ pageParam }) => apiJson<HistorySummary[]>('GET', `/api/history?${historyQueryString(filters, HISTORY_PAGE_SIZE, pageParam)}`),
    // Keep the current list on screen while a new search loads.
    placeholderData: keepPreviousData,
    getNextPageParam: (last): HistoryCursor | undefined => {
      const end = last.at(-1);
      return last.length < HISTORY_PAGE_SIZE || !end ? undefined : { createdAt: end.createdAt, problemId: end.problemId };
    },
  });
  const { error } = query;
  // History 401: the logged-out toast, then /login (spec §8).
  useEffect(() => {
    if (isUnauthorized(error)) handleUnauthorized(queryClient, navigate);
  }, [error, queryClient, navigate]);
  return query;
}
