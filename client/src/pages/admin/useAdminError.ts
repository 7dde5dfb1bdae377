import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';

export const SESSION_EXPIRED_REDIRECT_MS = 500;

/**
 * Failure toasts of the admin area (spec §8): a 401 says the admin session expired and goes to
 * /login; anything else shows 'Error' with the action's own description.
 */
export function useAdminError() {
  const { t } = useTranslation('admin');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return (error: unknown, description: string) => {
    if (error instanceof ApiError && error.status === 401) {
      showToast({ title: t('errors.unauthorizedTitle'), description: t('errors.sessionExpired'), variant: 'destructive' });
      window.setTimeout(() => {
        // The session is gone: forget the user, or /login would send a "signed-in" visitor home.
        queryClient.setQueryData(USER_QUERY_KEY, null);
        navigate('/login');
      }, SESSION_EXPIRED_REDIRECT_MS);
      return;
    }
    showToast({ title: t('errors.title'), description, variant: 'destructive' });
  };
}
