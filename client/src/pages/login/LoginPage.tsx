import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { loginBody, type LoginBody, type User } from '@contract/auth';
import { AuthCard } from '@/components/forms/AuthCard';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/useLanguage';
import { useRefreshUser } from '@/hooks/useRefreshUser';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const language = useLanguage();
  const refreshUser = useRefreshUser();
  const [, navigate] = useLocation();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body),
    onSuccess: async (user) => {
      // The account's language follows the student to a new device or browser.
      if (user.locale !== i18n.language) await i18n.changeLanguage(user.locale);
      showToast({ title: t('login.successTitle'), description: t('login.successDescription') });
      await refreshUser();
      navigate('/');
    },
    onError: (error) => {
      showToast({ title: t('login.failedTitle'), description: serverMessageOf(error) ?? t('login.failedDescription'), variant: 'destructive' });
    },
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('login.createOne')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="flex flex-col gap-4">
        <FormField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldErrorText(errors.email?.message, language)}
          {...form.register('email')}
        />
        <FormField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
          error={fieldErrorText(errors.password?.message, language)}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" disabled={login.isPending} className="mt-2">
          {login.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {login.isPending ? t('login.pending') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
