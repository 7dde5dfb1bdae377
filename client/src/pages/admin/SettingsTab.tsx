import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, CircleCheck, CircleX, Database, Eraser, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminStatus, CacheClearResult, ReseedReport } from '@contract/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiJson, apiRequest } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminError } from './useAdminError';

type Action = 'reseed' | 'analytics' | 'cache';

/** Saves a response body as a file. */
async function download(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function SettingsTab() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const status = useQuery<AdminStatus>({ queryKey: ['/api/admin/status'] });
  const [confirming, setConfirming] = useState<Action | null>(null);

  const run = useMutation({
    mutationFn: async (action: Action): Promise<string> => {
      if (action === 'reseed') {
        const r = await apiJson<ReseedReport>('POST', '/api/admin/library/reseed');
        await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/library/') || String(q.queryKey[0]).startsWith('/api/admin/') });
        return t('settings.reseedDone', { topics: r.topics, inserted: r.inserted, updated: r.updated, kept: r.keptAdminEdits, quizzes: r.quizzes });
      }
      if (action === 'cache') {
        const r = await apiJson<CacheClearResult>('POST', '/api/admin/cache/clear');
        await queryClient.invalidateQueries({ queryKey: ['/api/admin/status'] });
        return t(r.ocrReset ? 'settings.cacheDone' : 'settings.cacheDoneOcrFailed', { count: r.audioClipsDeleted });
      }
      await download(await apiRequest('GET', '/api/admin/reports/analytics.csv'), 'stepwise-analytics.csv');
      return t('settings.analyticsDone');
    },
    onSuccess: (description, action) => {
      showToast({ title: t(`settings.${action}.doneTitle`), description });
      setConfirming(null);
    },
    onError: (error, action) => {
      setConfirming(null);
      onError(error, t(`settings.${action}.failed`));
    },
  });

  const s = status.data;
  const rows = s
    ? [
        {
          key: 'database',
          ok: s.database.reachable,
          value: s.database.reachable
            ? t('settings.databaseValue', { kind: t(`settings.dbKinds.${s.database.kind}`), latency: s.database.latencyMs })
            : t('settings.databaseDown', { kind: t(`settings.dbKinds.${s.database.kind}`) }),
        },
        { key: 'ocr', ok: true, value: s.ocr.engine },
        { key: 'speech', ok: s.speech.engine !== null, value: s.speech.engine ?? t('settings.speechDown', { error: s.speech.error }) },
        { key: 'payments', ok: true, value: t('settings.paymentsValue', { provider: s.payments.provider === 'paypal' ? 'PayPal' : t('settings.sandboxProvider'), mode: t(`settings.modes.${s.payments.mode}`) }) },
        {
          key: 'solver',
          ok: true,
          value: s.solver.started
            ? t('settings.solverValue', { count: s.solver.threads ?? 0, seconds: s.solver.timeLimitMs / 1000 })
            : t('settings.solverIdle', { seconds: s.solver.timeLimitMs / 1000 }),
        },
        {
          key: 'wordProblems',
          ok: s.wordProblems.reachable === true,
          value: !s.wordProblems.configured
            ? t('settings.wordProblemsOff')
            : s.wordProblems.reachable
              ? t('settings.wordProblemsValue', { model: s.wordProblems.model ?? '—', latency: s.wordProblems.latencyMs })
              : t('settings.wordProblemsDown', { model: s.wordProblems.model ?? '—', error: s.wordProblems.error }),
        },
      ]
    : [];

  const actions = [
    { key: 'reseed', icon: RefreshCw },
    { key: 'analytics', icon: BarChart3 },
    { key: 'cache', icon: Eraser },
  ] as const;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Database aria-hidden="true" className="size-4" />
            {t('settings.statusTitle')}
          </CardTitle>
          <CardDescription>{t('settings.statusDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {status.isLoading && <Skeleton className="h-40 w-full" />}
          {status.error && <p className="text-destructive">{t('loadError')}</p>}
          <dl className="flex flex-col gap-3">
            {rows.map((row) => (
              <div key={row.key} className="flex items-start gap-3">
                {row.ok ? (
                  <CircleCheck aria-label={t('settings.ok')} className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <CircleX aria-label={t('settings.down')} className="mt-0.5 size-4 shrink-0 text-destructive" />
                )}
                <div className="min-w-0">
                  <dt className="text-sm font-medium">{t(`settings.${row.key}`)}</dt>
                  <dd className="break-words text-sm text-muted-foreground" data-testid={`status-${row.key}`}>
                    {row.value}
                  </dd>
                </div>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('settings.actionsTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {actions.map(({ key, icon: Icon }) => (
            <div key={key} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">{t(`settings.${key}.description`)}</p>
              <Button variant="outline" className="shrink-0" onClick={() => setConfirming(key)} disabled={run.isPending}>
                <Icon aria-hidden="true" />
                {t(`settings.${key}.button`)}
              </Button>
            </div>
          ))}
        </CardContent>
      </Card>
      {confirming && (
        <ConfirmDialog
          open
          title={t(`settings.${confirming}.confirmTitle`)}
          description={t(`settings.${confirming}.confirm`)}
          confirmLabel={t(`settings.${confirming}.button`)}
          pending={run.isPending}
          onConfirm={() => run.mutate(confirming)}
          onOpenChange={(open) => !open && setConfirming(null)}
        />
      )}
    </div>
  );
}
