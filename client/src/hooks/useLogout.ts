import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useRefreshUser } from './useRefreshUser';

/** Signs out: POST /api/auth/logout, toast, refresh the user, go to / (spec §4, §8). */
export function useLogout() {
  const { t } = useTranslation();
  const refreshUser = useRefreshUser();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: async () => {
      await refreshUser();
      navigate('/');
      showToast({ title: t('auth.logoutSuccessTitle'), description: t('auth.logoutSuccessDescription') });
    },
    onError: (error) => {
      showToast({
        title: t('auth.logoutFailedTitle'),
        description: serverMessageOf(error) ?? (error.message || t('auth.logoutFailedDescription')),
        variant: 'destructive',
      });
    },
  });
}
