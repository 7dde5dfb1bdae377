import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { SharedSolution } from '@contract/branding';
import { LogoMark } from '@/components/layout/Logo';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { historyAnswer } from '@/pages/solve/answer-text';
import { InterpretationBox } from '@/pages/solve/InterpretationBox';
import { StepList } from '@/pages/solve/StepList';

/**
 * A solution shared read-only at /s/{token}: problem, steps, answer and the verified badge, under
 * the tutor's branding (name, logo, accent colour) when they are Pro with branding, else the
 * product's. The page stands alone (no app header or menus); a revoked link shows "not found".
 */
export default function SharedSolutionPage() {
  const { t, i18n } = useTranslation('share');
  const { token = '' } = useParams<{ token: string }>();
  const shared = useQuery<SharedSolution>({ queryKey: [`/api/share/${encodeURIComponent(token)}`] });
  const brand = shared.data?.brand;
  const brandName = brand?.custom ? (brand.displayName ?? '') : t('common:appName');

  useEffect(() => {
    if (shared.data) document.title = t('documentTitle', { name: brandName });
    else if (shared.isError) document.title = t('gone.title');
  }, [shared.data, shared.isError, brandName, t]);

  if (shared.isError) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" data-testid="share-gone">
        <p aria-hidden="true" className="text-6xl font-extrabold text-primary">
          404
        </p>
        <h1 className="text-2xl font-bold">{t('gone.title')}</h1>
        <p className="text-muted-foreground">{t('gone.description')}</p>
        <Link href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('gone.home')}
        </Link>
      </section>
    );
  }
  if (!shared.data || !brand) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10" role="status" aria-label={t('loading')}>
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const { problem, solution } = shared.data;
  const solvedOn = new Date(problem.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <div className="min-h-dvh border-t-4" style={{ borderTopColor: brand.accentColor ?? 'var(--primary)' }} data-testid="shared-solution">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-4">
          {brand.custom ? (
            brand.logoUrl ? (
              <img src={brand.logoUrl} alt="" className="h-10 max-w-40 object-contain" />
            ) : null
          ) : (
            <LogoMark className="size-9" />
          )}
          <p className="min-w-0 truncate text-lg font-bold" data-testid="share-brand">
            {brandName}
          </p>
        </div>
      </header>
      <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('solvedOn', { date: solvedOn })}</p>
        </div>
        <section className="space-y-2">
          <h2 className="text-sm font-semibold">{t('problem')}</h2>
          <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-sm">{problem.rawInput}</p>
        </section>
        {solution ? (
          <section className="space-y-4">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-semibold">{t('steps')}</h2>
              <Badge variant={solution.verified ? 'success' : 'outline'}>
                {solution.verified && <BadgeCheck aria-hidden="true" />}
                {solution.verified ? t('verified') : t('unverified')}
              </Badge>
            </div>
            <InterpretationBox interpretation={solution.interpretation} heading={t('readAs')} />
            <StepList steps={solution.stepsJson} />
            <div className="rounded-lg border-2 p-3" style={brand.accentColor ? { borderColor: brand.accentColor } : undefined}>
              <p className="text-xs font-semibold uppercase text-muted-foreground">{t('answer')}</p>
              <p className="break-words font-semibold" data-testid="share-answer">
                {historyAnswer(solution.stepsJson, solution.finalAnswer ?? t('completed'))}
              </p>
            </div>
            {solution.verification && <p className="text-xs text-muted-foreground">{solution.verification}</p>}
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noSolution')}</p>
        )}
      </article>
      <footer className="border-t">
        <p className="mx-auto max-w-3xl px-4 py-4 text-xs text-muted-foreground">{brand.custom ? t('footerCustom', { name: brandName }) : t('footerProduct')}</p>
      </footer>
    </div>
  );
}
