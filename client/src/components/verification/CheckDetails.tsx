import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Check, ChevronDown, CircleAlert, Loader2, Microscope, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CheckEvidenceView, SolutionCheckResponse, SolutionCheckView } from '@contract/verification';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

export const checkQueryKey = (solutionId: string) => [`/api/solutions/${solutionId}/check`] as const;

/**
 * "How we checked it" under the Verified badge. Everyone has the one-line summary beside the
 * badge; a Pro student opens the evidence (values substituted, sample points, numeric derivative,
 * quadrature) and can ask for a strict re-check; other plans are offered the upgrade instead.
 */
export function CheckDetails({ solutionId }: { solutionId: string }) {
  const { t } = useTranslation('verification');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const subscription = useSubscription(open);
  const isPro = subscription.data?.plan === 'pro';
  return (
    <div className="flex flex-col gap-2">
      <Button variant="link" size="sm" className="h-auto self-start p-0 text-xs" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Microscope aria-hidden="true" />
        {open ? t('close') : t('open')}
        <ChevronDown aria-hidden="true" className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
      </Button>
      {open && (
        <div id={panelId} data-testid="check-details" className="rounded-lg border bg-muted/30 p-3 text-sm">
          {subscription.isLoading && <Skeleton className="h-10 w-full" />}
          {subscription.data && !isPro && (
            <div className="flex flex-col gap-3">
              <p className="text-muted-foreground">{t('proOnly')}</p>
              <Button asChild size="sm" variant="outline" className="self-start">
                <Link href="/pricing">{t('upgrade')}</Link>
              </Button>
            </div>
          )}
          {isPro && <Evidence solutionId={solutionId} />}
        </div>
      )}
    </div>
  );
}

function Evidence({ solutionId }: { solutionId: string }) {
  const { t } = useTranslation('verification');
  const queryClient = useQueryClient();
  const check = useQuery<SolutionCheckResponse>({ queryKey: checkQueryKey(solutionId) });
  const recheck = useMutation({
    mutationFn: () => apiJson<SolutionCheckResponse>('POST', `/api/solutions/${solutionId}/recheck`),
    onSuccess: (data) => queryClient.setQueryData(checkQueryKey(solutionId), data),
    onError: (error) => showToast({ title: t('recheckFailed'), description: serverMessageOf(error), variant: 'destructive' }),
  });
  if (check.isLoading) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (check.error || !check.data) return <p className="text-destructive">{t('loadError')}</p>;
  const { standard, strict, canRecheck } = check.data;
  return (
    <div className="flex flex-col gap-4">
      {standard && standard.evidence.rows.length > 0 ? <CheckSection title={t('standardTitle')} check={standard} /> : <p className="text-muted-foreground">{t('noEvidence')}</p>}
      {strict && <CheckSection title={t('strictTitle')} check={strict} />}
      {canRecheck && (
        <div className="flex flex-col gap-1">
          <Button size="sm" variant="outline" className="self-start" disabled={recheck.isPending} onClick={() => recheck.mutate()}>
            {recheck.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {recheck.isPending ? t('rechecking') : t('recheck')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('recheckHint')}</p>
        </div>
      )}
    </div>
  );
}

function CheckSection({ title, check }: { title: string; check: SolutionCheckView }) {
  const { t } = useTranslation('verification');
  return (
    <section className="flex min-w-0 flex-col gap-2" data-testid={`check-${check.level}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{title}</h3>
        {check.passed ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            {t('passed')}
          </Badge>
        ) : (
          <Badge variant="destructive">
            <CircleAlert aria-hidden="true" />
            {t('failed')}
          </Badge>
        )}
      </div>
      <EvidenceTable evidence={check.evidence} />
    </section>
  );
}

/** Rows shown before "Show all": a strict check has 24, too many for a phone at once. */
const FIRST_ROWS = 8;

/** The evidence as a table whose column names depend on the kind of check. */
export function EvidenceTable({ evidence }: { evidence: CheckEvidenceView }) {
  const { t } = useTranslation('verification');
  const [all, setAll] = useState(false);
  if (evidence.kind === 'summary' || evidence.rows.length === 0) return <p className="text-muted-foreground">{t('noEvidence')}</p>;
  const kind = evidence.kind;
  const cell = (value: string) => (value === 'true' ? t('yes') : value === 'false' ? t('no') : value);
  const tolerance = evidence.tolerance.toExponential(0).replace('e', '·10^').replace('+', '');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-xs text-muted-foreground">
        {t(`kinds.${kind}.title`)} ·{' '}
        {evidence.precision === 'decimal' ? t('precisionDecimal', { digits: evidence.digits, tolerance }) : t('precisionDouble', { tolerance })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] border-collapse text-left text-xs">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-2 font-medium">{t(`kinds.${kind}.at`)}</th>
              <th scope="col" className="py-1 pr-2 font-medium">{t(`kinds.${kind}.expected`)}</th>
              <th scope="col" className="py-1 pr-2 font-medium">{t(`kinds.${kind}.actual`)}</th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">{t('agreement')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(all ? evidence.rows : evidence.rows.slice(0, FIRST_ROWS)).map((row, i) => (
              <tr key={i} className="border-b align-top last:border-0">
                <td className="py-1 pr-2 font-mono [overflow-wrap:anywhere]">{row.at}</td>
                <td className="break-all py-1 pr-2 font-mono">{cell(row.expected)}</td>
                <td className="break-all py-1 pr-2 font-mono">{cell(row.actual)}</td>
                <td className="py-1">
                  {row.ok ? (
                    <Check role="img" aria-label={t('rowOk')} className="size-4 text-success" />
                  ) : (
                    <X role="img" aria-label={t('rowOff')} className="size-4 text-destructive" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {evidence.rows.length > FIRST_ROWS && (
        <Button variant="link" size="sm" className="h-auto self-start p-0 text-xs" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t('fewerRows') : t('allRows', { count: evidence.rows.length })}
        </Button>
      )}
    </div>
  );
}
