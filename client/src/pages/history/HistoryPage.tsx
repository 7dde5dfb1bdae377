import { History, Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HistorySummary } from '@contract/solve';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { hasFilters, type TypeFilter, type VerificationFilter } from './filter';
import { HistoryDetailDialog } from './HistoryDetailDialog';
import { HistoryItemRow } from './HistoryItemRow';
import { useHistory } from './useHistory';

export default function HistoryPage() {
  const { t } = useTranslation('history');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [verification, setVerification] = useState<VerificationFilter>('all');
  const [open, setOpen] = useState<HistorySummary | null>(null);
  // Typing does not send a request per key press: the search follows the input when React is idle.
  const deferredSearch = useDeferredValue(search);
  const filters = useMemo(() => ({ search: deferredSearch, type, verification }), [deferredSearch, type, verification]);
  const { data, isLoading, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useHistory(filters);

  const shown = useMemo(() => data?.pages.flat() ?? [], [data]);

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} className="pl-9" />
        </div>
        <Select value={type} onValueChange={(v) => setType(v as TypeFilter)}>
          <SelectTrigger aria-label={t('filters.typeLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('filters.allTypes')}</SelectItem>
            <SelectItem value="text">{t('filters.text')}</SelectItem>
            <SelectItem value="image">{t('filters.image')}</SelectItem>
            <SelectItem value="pdf">{t('filters.pdf')}</SelectItem>
          </SelectContent>
        </Select>
        <Select value={verification} onValueChange={(v) => setVerification(v as VerificationFilter)}>
          <SelectTrigger aria-label={t('filters.verificationLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('filters.allSolutions')}</SelectItem>
            <SelectItem value="verified">{t('filters.verifiedOnly')}</SelectItem>
            <SelectItem value="unverified">{t('filters.unverifiedOnly')}</SelectItem>
          </SelectContent>
        </Select>
      </div>

      {isLoading ? (
        <ul className="space-y-3" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-20 w-full" data-testid="history-skeleton" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('error')}
        </p>
      ) : shown.length === 0 && !hasFilters(filters) ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <History className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('empty.title')}</p>
          <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
          <Button asChild>
            <Link href="/solve">{t('empty.action')}</Link>
          </Button>
        </div>
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">{t('noMatch')}</p>
          ) : (
            <ul className="space-y-3">
              {shown.map((item) => (
                <li key={item.problemId}>
                  <HistoryItemRow item={item} onOpen={() => setOpen(item)} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => void fetchNextPage()} disabled={!hasNextPage || isFetchingNextPage}>
              {isFetchingNextPage ? t('loadingMore') : hasNextPage ? t('loadMore') : t('allLoaded')}
            </Button>
          </div>
        </>
      )}
      <HistoryDetailDialog summary={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
