import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileBody, type ProfileBody, type User } from '@contract/auth';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { useLanguage } from '@/hooks/useLanguage';
import { ApiError, apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';

/** First and last name, the read-only email and the language, saved with PUT /api/auth/profile. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<ProfileBody>({
    resolver: zodResolver(profileBody),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', locale: user.locale },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (body: ProfileBody) => apiJson<User>('PUT', '/api/auth/profile', body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.reset({ firstName: updated.firstName ?? '', lastName: updated.lastName ?? '', locale: updated.locale });
      // Spec §4: a saved profile switches the interface to its language; the toast speaks it.
      await i18n.changeLanguage(updated.locale);
      showToast({ title: i18n.t('account:profile.updatedTitle'), description: i18n.t('account:profile.updatedDescription') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        showToast({ title: t('loggedOut.title'), description: t('loggedOut.description'), variant: 'destructive' });
        setTimeout(() => window.location.assign('/api/login'), 500);
        return;
      }
      showToast({ title: t('profile.failedTitle'), description: t('profile.failedDescription'), variant: 'destructive' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('profile.firstName')}
              autoComplete="given-name"
              error={fieldErrorText(errors.firstName?.message, language)}
              {...form.register('firstName')}
            />
            <FormField
              label={t('profile.lastName')}
              autoComplete="family-name"
              error={fieldErrorText(errors.lastName?.message, language)}
              {...form.register('lastName')}
            />
          </div>
          <FormField label={t('profile.email')} type="email" value={user.email} readOnly aria-readonly="true" hint={t('profile.emailNote')} className="bg-muted" />
          <div className="flex flex-col gap-2">
            <Label htmlFor="profile-language">{t('profile.language')}</Label>
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="profile-language" className="sm:max-w-xs">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="en">English</SelectItem>
                    <SelectItem value="fr">Français</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <Button type="submit" disabled={save.isPending} className="self-start">
            {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {save.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
