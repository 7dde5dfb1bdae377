import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '@contract/auth';
import { useRefreshUser } from '@/hooks/useRefreshUser';
import { serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

/**
 * Signing in and signing up end the same way: a toast, the session reloaded and the home page;
 * on failure the server's message (or the form's own) in a toast, with the form left as typed.
 * `screen` names the page's strings (`login.*` or `register.*` in the auth namespace).
 */
export function useAuthSubmit<Body>(screen: 'login' | 'register', send: (body: Body) => Promise<User>) {
  const { t, i18n } = useTranslation('auth');
  const refreshUser = useRefreshUser();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: send,
    onSuccess: async (user) => {
      // The account's language follows the student to a new device or browser.
      if (user.locale !== i18n.language) await i18n.changeLanguage(user.locale);
      showToast({ title: t(`${screen}.successTitle`), description: t(`${screen}.successDescription`) });
      await refreshUser();
      navigate('/');
    },
    onError: (error) => {
      showToast({ title: t(`${screen}.failedTitle`), description: serverMessageOf(error) ?? t(`${screen}.failedDescription`), variant: 'destructive' });
    },
  });
}
