import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { registerBody, type RegisterBody, type User } from '@contract/auth';
import { AuthCard } from '@/components/forms/AuthCard';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useAuthSubmit } from '@/components/forms/useAuthSubmit';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson } from '@/lib/api';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  // The account starts in the language the visitor is using.
  const register = useAuthSubmit('register', (body: RegisterBody) => apiJson<User>('POST', '/api/auth/register', { ...body, locale: language }));

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
        <SubmitButton pending={register.isPending} label={t('register.submit')} pendingLabel={t('register.pending')} />
      </form>
    </AuthCard>
  );
}
