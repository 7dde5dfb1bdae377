import { useQuery } from '@tanstack/react-query';
import type { QuotaResponse } from '@contract/solve';
import { useAuth } from '@/hooks/useAuth';

export const QUOTA_QUERY_KEY = ['/api/quota'] as const;

/** The user's quota, only when signed in, refreshed every 30 seconds (spec §7, §9). */
export function useQuota() {
  const { isAuthenticated } = useAuth();
  return useQuery<QuotaResponse>({ queryKey: QUOTA_QUERY_KEY, enabled: isAuthenticated, refetchInterval: 30_000 });
}
