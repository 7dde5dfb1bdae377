import { useQuery } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { getQueryFn } from '@/lib/api';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** A failure other than 401 (server down…); the app then behaves as signed out. */
  error: Error | null;
}

/** The signed-in user: fetched once, 401 means signed out (spec §4). */
export function useAuth(): AuthState {
  const { data, isLoading, error } = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    error,
  };
}
