import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { registerBody, type RegisterBody } from '@contract/auth';
import { AuthCard } from '@/components/forms/AuthCard';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/useLanguage';
import { useRefreshUser } from '@/hooks/useRefreshUser';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const refreshUser = useRefreshUser();
  const [, navigate] = useLocation();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const register = useMutation({
    // The account starts in the language the visitor is using.
    mutationFn: (body: RegisterBody) => apiRequest('POST', '/api/auth/register', { ...body, locale: language }),
    onSuccess: async () => {
      showToast({ title: t('register.successTitle'), description: t('register.successDescription') });
      await refreshUser();
      navigate('/');
    },
    onError: (error) => {
      showToast({
        title: t('register.failedTitle'),
        description: serverMessageOf(error) ?? t('register.failedDescription'),
        variant: 'destructive',
      });
    },
  });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('register.firstName')}
            autoComplete="given-name"
            error={fieldErrorText(errors.firstName?.message, language)}
            {...form.register('firstName')}
          />
          <FormField
            label={t('register.lastName')}
            autoComplete="family-name"
            error={fieldErrorText(errors.lastName?.message, language)}
            {...form.register('lastName')}
          />
        </div>
        <FormField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldErrorText(errors.email?.message, language)}
          {...form.register('email')}
        />
        <FormField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
          error={fieldErrorText(errors.password?.message, language)}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" disabled={register.isPending} className="mt-2">
          {register.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {register.isPending ? t('register.pending') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
