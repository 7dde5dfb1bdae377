import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@contract/branding';
import { Button } from '@/components/ui/button';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

/**
 * Read-only links to one solution (/s/{token}): create, copy, revoke. A revoked link shows "not
 * found" to whoever opens it.
 */
export function ShareLinks({ problemId }: { problemId: string }) {
  const { t } = useTranslation('history');
  const queryClient = useQueryClient();
  const key = [`/api/share-links?problemId=${problemId}`];
  const links = useQuery<ShareLink[]>({ queryKey: key });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const failed = (error: unknown) => showToast({ title: t('share.failedTitle'), description: serverMessageOf(error) ?? t('share.failedDescription'), variant: 'destructive' });

  const create = useMutation({
    mutationFn: () => apiJson<ShareLink>('POST', '/api/share-links', { problemId }),
    onSuccess: async (link) => {
      await refresh();
      const copied = await copyText(absoluteUrl(link.path));
      showToast({ title: t('share.createdTitle'), description: copied ? t('share.createdCopied') : t('share.createdDescription') });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', `/api/share-links/${id}`),
    onSuccess: async () => {
      await refresh();
      showToast({ title: t('share.revokedTitle'), description: t('share.revokedDescription') });
    },
    onError: failed,
  });

  return (
    <section className="space-y-3 rounded-lg border p-3" aria-labelledby={`share-${problemId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`share-${problemId}`} className="text-sm font-semibold">
            {t('share.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('share.description')}</p>
        </div>
        <Button size="sm" variant="outline" disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Link2 aria-hidden="true" />}
          {t('share.create')}
        </Button>
      </div>
      {links.data && links.data.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('share.list')}>
          {links.data.map((link) => {
            const url = absoluteUrl(link.path);
            return (
              <li key={link.id} className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2" data-testid="share-link">
                <a href={link.path} target="_blank" rel="noreferrer" className="min-w-0 flex-1 break-all font-mono text-xs underline-offset-4 hover:underline">
                  {url}
                </a>
                <div className="flex gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('share.copy')}
                    onClick={async () => {
                      const copied = await copyText(url);
                      showToast({ title: copied ? t('share.copied') : t('share.copyFailed') });
                    }}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={t('share.revoke')} disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}
