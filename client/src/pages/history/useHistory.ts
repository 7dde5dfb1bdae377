import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { HistoryItem } from '@contract/solve';
import { apiJson } from '@/lib/api';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';

export const HISTORY_PAGE_SIZE = 20;

/** The caller's history, a page at a time (`before` = createdAt of the last item shown). */
export function useHistory() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const query = useInfiniteQuery({
    queryKey: ['/api/history', 'pages'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiJson<HistoryItem[]>('GET', `/api/history?limit=${HISTORY_PAGE_SIZE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => (last.length < HISTORY_PAGE_SIZE ? undefined : last.at(-1)?.problem.createdAt),
  });
  const { error } = query;
  // History 401: the logged-out toast, then /login (spec §8).
  useEffect(() => {
    if (isUnauthorized(error)) handleUnauthorized(queryClient, navigate);
  }, [error, queryClient, navigate]);
  return query;
}
