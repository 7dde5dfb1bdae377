import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, HistorySummary } from '@contract/solve';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckDetails } from '@/components/verification/CheckDetails';
import { historyAnswer } from '@/pages/solve/answer-text';
import { AudioPlayButton } from '@/pages/solve/audio/AudioPlayButton';
import { InterpretationBox } from '@/pages/solve/InterpretationBox';
import { StepList } from '@/pages/solve/StepList';
import { ShareLinks } from './ShareLinks';

/**
 * Original problem, OCR text, steps, answer and the audio explanation when one was made. The list
 * holds summaries: the whole item (GET /api/history/:id) is read when the dialog opens.
 */
export function HistoryDetailDialog({ summary, onClose }: { summary: HistorySummary | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const { data: item, isError } = useQuery<HistoryItem>({ queryKey: [`/api/history/${summary?.problemId ?? ''}`], enabled: summary !== null });
  return (
    <Dialog open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      {/* One column no wider than the dialog: a wide formula scrolls in its own box instead of pushing the steps off the phone screen. */}
      <DialogContent className="max-h-[90vh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        {summary && (
          <>
            <DialogHeader>
              <DialogTitle>{t('detail.title')}</DialogTitle>
              <DialogDescription>{new Date(summary.createdAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })}</DialogDescription>
            </DialogHeader>
            {isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('detail.loadError')}
              </p>
            ) : !item ? (
              <div className="space-y-3" role="status" aria-label={t('detail.loadingDetail')} data-testid="history-detail-loading">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-32 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            ) : (
              <HistoryItemDetail item={item} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The whole item: problem as typed, OCR text, and the solution with its steps. */
function HistoryItemDetail({ item }: { item: HistoryItem }) {
  const { t } = useTranslation('history');
  const solution = item.solution;
  return (
    <>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t('detail.original')}</h3>
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-sm">{item.problem.rawInput}</p>
      </section>
      {item.problem.ocrText && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{t('detail.ocr')}</h3>
          <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{item.problem.ocrText}</p>
        </section>
      )}
      {solution ? (
        <section className="space-y-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{t('detail.solution')}</h3>
            <Badge variant={solution.verified ? 'success' : 'outline'}>{solution.verified ? t('verified') : t('unverified')}</Badge>
          </div>
          {solution.audioUrl && (
            // The explanation made for this solution, if the student generated one.
            <section className="space-y-2" aria-label={t('detail.audio')}>
              <AudioPlayButton audioUrl={solution.audioUrl} />
            </section>
          )}
          <InterpretationBox interpretation={solution.interpretation} heading={t('detail.interpretation')} />
          <StepList steps={solution.stepsJson} />
          <div className="rounded-lg border-2 border-primary/30 bg-primary/5 p-3">
            <p className="text-xs font-semibold uppercase text-primary">{t('detail.answer')}</p>
            <p className="font-semibold">{historyAnswer(solution.stepsJson, solution.finalAnswer ?? t('detail.completed'))}</p>
          </div>
          {solution.verification && <p className="text-xs text-muted-foreground">{solution.verification}</p>}
          <CheckDetails solutionId={solution.id} />
          <ShareLinks problemId={item.problem.id} />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">{t('detail.noSolution')}</p>
      )}
    </>
  );
}
