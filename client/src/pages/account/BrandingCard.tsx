import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Palette, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND_NAME_MAX, DEFAULT_ACCENT_COLOR, MAX_LOGO_BYTES, brandingBody, type Branding, type BrandingResponse } from '@contract/branding';
import { messageText } from '@contract/messages';
import { FormField } from '@/components/forms/FormField';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

const BRANDING_KEY = ['/api/branding'] as const;

/**
 * White-label (Pro): the name, logo and accent colour that exported PDFs and shared links carry
 * instead of the product's. Other plans see what it does and the way to Pro.
 */
export function BrandingCard() {
  const { t } = useTranslation('account');
  const subscription = useSubscription(true);
  const isPro = subscription.data?.plan === 'pro';
  return (
    <Card data-testid="account-branding">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette aria-hidden="true" className="size-5 text-primary" />
          {t('branding.title')}
        </CardTitle>
        <CardDescription>{t('branding.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : isPro ? (
          <BrandingEditor />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t('branding.proOnly')}</p>
            <Button asChild className="self-start">
              <Link href="/pricing">{t('branding.upgrade')}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BrandingEditor() {
  const { t } = useTranslation('account');
  const current = useQuery<BrandingResponse>({ queryKey: BRANDING_KEY });
  if (current.isLoading) return <Skeleton className="h-40 w-full" />;
  if (current.isError || !current.data) return <p className="text-sm text-destructive">{t('branding.loadError')}</p>;
  // A new form whenever the saved branding changes (saved, removed): its fields start from it.
  const branding = current.data.branding;
  return <BrandingForm key={branding?.updatedAt ?? 'none'} branding={branding} />;
}

function BrandingForm({ branding }: { branding: Branding | null }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const colorId = useId();
  const logoId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [displayName, setDisplayName] = useState(branding?.displayName ?? '');
  const [accentColor, setAccentColor] = useState(branding?.accentColor ?? DEFAULT_ACCENT_COLOR);
  const [errors, setErrors] = useState<{ displayName?: string; accentColor?: string; logo?: string }>({});

  const saved = (data: BrandingResponse) => queryClient.setQueryData(BRANDING_KEY, data);
  const failed = (error: unknown) => showToast({ title: t('branding.failedTitle'), description: serverMessageOf(error) ?? t('branding.failedDescription'), variant: 'destructive' });

  const save = useMutation({
    mutationFn: (body: { displayName: string; accentColor: string }) => apiJson<BrandingResponse>('PUT', '/api/branding', body),
    onSuccess: (data) => {
      saved(data);
      showToast({ title: t('branding.savedTitle'), description: t('branding.savedDescription') });
    },
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: (logoData: string) => apiJson<BrandingResponse>('PUT', '/api/branding/logo', { logoData }),
    onSuccess: (data) => {
      saved(data);
      showToast({ title: t('branding.logoSaved') });
    },
    onError: (error) => {
      const message = serverMessageOf(error);
      setErrors((e) => ({ ...e, logo: message ?? t('branding.failedDescription') }));
    },
  });
  const removeLogo = useMutation({ mutationFn: () => apiJson<BrandingResponse>('DELETE', '/api/branding/logo'), onSuccess: saved, onError: failed });
  const remove = useMutation({
    mutationFn: () => apiJson<{ ok: true }>('DELETE', '/api/branding'),
    onSuccess: () => {
      saved({ branding: null });
      showToast({ title: t('branding.removedTitle'), description: t('branding.removedDescription') });
    },
    onError: failed,
  });

  const submit = () => {
    const parsed = brandingBody.safeParse({ displayName, accentColor });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'displayName' || field === 'accentColor') next[field] = messageText(issue.message, language);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const pickLogo = (file: File | undefined) => {
    if (!file) return;
    setErrors((e) => ({ ...e, logo: undefined }));
    if (file.type !== 'image/png' && file.type !== 'image/svg+xml') return setErrors((e) => ({ ...e, logo: messageText('logoInvalidType', language) }));
    if (file.size > MAX_LOGO_BYTES) return setErrors((e) => ({ ...e, logo: messageText('logoTooLarge', language) }));
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') upload.mutate(reader.result);
    };
    reader.readAsDataURL(file);
  };

  const validColor = /^#[0-9a-fA-F]{6}$/.test(accentColor);
  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField label={t('branding.displayName')} maxLength={BRAND_NAME_MAX} value={displayName} onChange={(event) => setDisplayName(event.target.value)} error={errors.displayName} hint={t('branding.displayNameHint')} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={colorId}>{t('branding.accentColor')}</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('branding.pickColor')}
              value={validColor ? accentColor.toLowerCase() : DEFAULT_ACCENT_COLOR}
              onChange={(event) => setAccentColor(event.target.value)}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
            />
            <Input
              id={colorId}
              value={accentColor}
              maxLength={7}
              onChange={(event) => setAccentColor(event.target.value.trim())}
              aria-invalid={errors.accentColor ? true : undefined}
              aria-describedby={errors.accentColor ? `${colorId}-error` : undefined}
              className="max-w-36 font-mono"
            />
          </div>
          {errors.accentColor && (
            <p id={`${colorId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.accentColor}
            </p>
          )}
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t('branding.save')}
        </Button>
      </form>

      <div className="flex flex-col gap-2">
        <Label htmlFor={logoId}>{t('branding.logo')}</Label>
        <p className="text-xs text-muted-foreground">{t('branding.logoHint')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <input id={logoId} ref={fileInput} type="file" accept="image/png,image/svg+xml" className="sr-only" onChange={(event) => pickLogo(event.target.files?.[0])} />
          <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
            {upload.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {branding?.logoUrl ? t('branding.replaceLogo') : t('branding.uploadLogo')}
          </Button>
          {branding?.logoUrl && (
            <Button type="button" variant="ghost" disabled={removeLogo.isPending} onClick={() => removeLogo.mutate()}>
              {t('branding.removeLogo')}
            </Button>
          )}
        </div>
        {errors.logo && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.logo}
          </p>
        )}
      </div>

      {branding && (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold">{t('branding.preview')}</p>
          <div className="flex items-center gap-3 rounded-md border border-t-4 p-3" style={{ borderTopColor: branding.accentColor }} data-testid="branding-preview">
            {branding.logoUrl && <img src={branding.logoUrl} alt={t('branding.logoAlt')} className="h-10 max-w-40 object-contain" />}
            <span className="min-w-0 truncate font-bold">{branding.displayName}</span>
          </div>
          <Button type="button" variant="outline" className="self-start" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('branding.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
