import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, KeyRound, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { API_TOKEN_NAME_MAX, createApiTokenBody, type ApiTokenSummary, type CreatedApiToken } from '@contract/api-tokens';
import { messageText } from '@contract/messages';
import { formatLongDate } from '@/components/plans/formatDate';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, apiRequest, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { ConfirmDialog } from './ConfirmDialog';

export const API_TOKENS_QUERY_KEY = ['/api/tokens'] as const;

/**
 * Personal API tokens (Pro): create one with a name, see it once with a copy button, list them by
 * name, first characters and last use, and revoke them. Other plans see what the Pro plan adds.
 */
export function ApiTokensCard() {
  const { t } = useTranslation('developers');
  const subscription = useSubscription(true);
  const isPro = subscription.data?.plan === 'pro';
  return (
    <Card data-testid="api-tokens">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-primary" />
          {t('tokens.title')}
        </CardTitle>
        <CardDescription>{t('tokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {subscription.isLoading && <Skeleton className="h-16 w-full" />}
        {subscription.data && !isPro && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{t('tokens.proOnly')}</p>
            <Button asChild variant="outline">
              <Link href="/pricing">{t('tokens.upgrade')}</Link>
            </Button>
          </div>
        )}
        {isPro && <TokenManager />}
        <Link href="/developers" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('tokens.docs')}
        </Link>
      </CardContent>
    </Card>
  );
}

function TokenManager() {
  const { t } = useTranslation('developers');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiTokenSummary | null>(null);
  const tokens = useQuery<ApiTokenSummary[]>({ queryKey: API_TOKENS_QUERY_KEY });

  const failed = (error: unknown) => showToast({ title: t('tokens.failedTitle'), description: serverMessageOf(error) ?? t('tokens.failedDescription'), variant: 'destructive' });

  const create = useMutation({
    mutationFn: (tokenName: string) => apiJson<CreatedApiToken>('POST', '/api/tokens', { name: tokenName }),
    onSuccess: async (token) => {
      setCreated(token);
      setName('');
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (token: ApiTokenSummary) => apiRequest('DELETE', `/api/tokens/${token.id}`),
    onSuccess: async (_response, token) => {
      setToRevoke(null);
      if (created?.id === token.id) setCreated(null);
      showToast({ title: t('tokens.revokedTitle'), description: t('tokens.revokedDescription', { name: token.name }) });
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
    },
    onError: (error) => {
      setToRevoke(null);
      failed(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenBody.safeParse({ name });
    if (!parsed.success) {
      setNameError(messageText(parsed.error.issues[0]?.message ?? 'invalidRequest', language));
      return;
    }
    setNameError(null);
    create.mutate(parsed.data.name);
  };

  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={nameId}>{t('tokens.nameLabel')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={nameId}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t('tokens.namePlaceholder')}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={create.isPending} className="shrink-0">
            {create.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {t('tokens.create')}
          </Button>
        </div>
        {nameError && (
          <p id={errorId} className="text-sm text-destructive">
            {nameError}
          </p>
        )}
      </form>

      {created && <NewToken token={created} onDone={() => setCreated(null)} />}

      <section aria-labelledby={`${nameId}-list`} className="flex flex-col gap-3">
        <h3 id={`${nameId}-list`} className="text-sm font-semibold">
          {t('tokens.list')}
        </h3>
        {tokens.isLoading && <Skeleton className="h-12 w-full" />}
        {tokens.isError && <p className="text-sm text-destructive">{t('tokens.loadError')}</p>}
        {tokens.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('tokens.empty')}</p>}
        {tokens.data && tokens.data.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border" data-testid="api-token-list">
            {tokens.data.map((token) => (
              <li key={token.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium">{token.name}</p>
                  <p className="text-sm text-muted-foreground">
                    <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">{token.prefix}…</code>
                    <span className="mx-2" aria-hidden="true">
                      ·
                    </span>
                    {t('tokens.created', { date: formatLongDate(token.createdAt, language) })}
                    <span className="mx-2" aria-hidden="true">
                      ·
                    </span>
                    {token.lastUsedAt ? t('tokens.lastUsed', { date: formatLongDate(token.lastUsedAt, language) }) : t('tokens.neverUsed')}
                  </p>
                </div>
                <Button variant="outline" size="sm" className="self-start text-destructive sm:self-auto" aria-label={t('tokens.revokeLabel', { name: token.name })} onClick={() => setToRevoke(token)}>
                  {t('tokens.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toRevoke !== null}
        title={t('tokens.revokeConfirmTitle', { name: toRevoke?.name ?? '' })}
        description={t('tokens.revokeConfirmDescription')}
        confirmLabel={t('tokens.revoke')}
        destructive
        busy={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke)}
        onClose={() => setToRevoke(null)}
      />
    </>
  );
}

/** The token just created, shown this once, with a copy button. */
function NewToken({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const { t } = useTranslation('developers');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
      showToast({ title: t('tokens.copied') });
    } catch {
      showToast({ title: t('tokens.failedTitle'), description: t('tokens.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div role="region" aria-label={t('tokens.createdTitle')} className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4" data-testid="new-api-token">
      <p className="font-semibold">{t('tokens.createdTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('tokens.createdNote')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={token.token} aria-label={t('tokens.tokenLabel', { name: token.name })} className="font-mono text-xs sm:text-xs" onFocus={(event) => event.target.select()} />
        <Button type="button" variant="secondary" className="shrink-0" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t('tokens.copy')}
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onDone}>
        {t('tokens.done')}
      </Button>
    </div>
  );
}
