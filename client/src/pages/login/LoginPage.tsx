import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginBody, type LoginBody, type User } from '@contract/auth';
import { AuthCard } from '@/components/forms/AuthCard';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useAuthSubmit } from '@/components/forms/useAuthSubmit';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson } from '@/lib/api';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const login = useAuthSubmit('login', (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body));

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
        <SubmitButton pending={login.isPending} label={t('login.submit')} pendingLabel={t('login.pending')} />
      </form>
    </AuthCard>
  );
}
