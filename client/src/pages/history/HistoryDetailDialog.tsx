import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@contract/solve';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { historyAnswer } from '@/pages/solve/answer-text';
import { AudioPlayButton } from '@/pages/solve/audio/AudioPlayButton';
import { InterpretationBox } from '@/pages/solve/InterpretationBox';
import { StepList } from '@/pages/solve/StepList';

/** Original problem, OCR text, steps, answer and the audio explanation when one was made. */
export function HistoryDetailDialog({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const solution = item?.solution ?? null;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {/* One column no wider than the dialog: a wide formula scrolls in its own box instead of pushing the steps off the phone screen. */}
      <DialogContent className="max-h-[90vh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>{t('detail.title')}</DialogTitle>
              <DialogDescription>{new Date(item.problem.createdAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })}</DialogDescription>
            </DialogHeader>
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
              </section>
            ) : (
              <p className="text-sm text-muted-foreground">{t('detail.noSolution')}</p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
