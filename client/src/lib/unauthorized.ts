import type { QueryClient } from '@tanstack/react-query';
import i18n from '@/i18n';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { showToast } from './toast';

/** Spec §8: the redirect to /login follows the toast after half a second. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** The session ended (401): say so, forget the user, and go to /login. */
export function handleUnauthorized(queryClient: QueryClient, navigate: (to: string) => void): void {
  showToast({ title: i18n.t('common:session.unauthorized'), description: i18n.t('common:session.loggedOut'), variant: 'destructive' });
  setTimeout(() => {
    queryClient.setQueryData(USER_QUERY_KEY, null);
    navigate('/login');
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** True for an API error whose message starts with "401:" (spec §8 reads it that way). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}
