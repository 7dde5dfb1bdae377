import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './useAuth';

/**
 * Re-reads the current user after login, registration or logout. Other cached data belongs to
 * the previous user, so it is dropped.
 */
export function useRefreshUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
}
