import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Subscription } from '@contract/payments';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;
export const QUOTA_QUERY_KEY = ['/api/quota'] as const;
export const ORDERS_QUERY_KEY = ['/api/payments/orders'] as const;

/** The signed-in user's subscription (spec §7: only when signed in). */
export function useSubscription(enabled: boolean) {
  return useQuery<Subscription>({ queryKey: SUBSCRIPTION_QUERY_KEY, enabled });
}

/** After a payment or a cancellation: the plan, the quota and the order list all changed. */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [SUBSCRIPTION_QUERY_KEY, QUOTA_QUERY_KEY, ORDERS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient]);
}
