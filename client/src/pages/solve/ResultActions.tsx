import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCopy, FileDown, ListOrdered, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SolveResponse } from '@contract/solve';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';
import { displayedAnswer, stepsAsText } from './answer-text';
import { copyWithToast } from './clipboard';
import { downloadSolutionPdf } from './exportPdf';

/** Copy Answer, Copy Steps, Export PDF and Share (Web Share, else copying the steps). */
export function ResultActions({ solution }: { solution: SolveResponse }) {
  const { t } = useTranslation('solve');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [exporting, setExporting] = useState(false);
  const answer = displayedAnswer(solution.stepsJson, solution.finalAnswer, t('result.completed'));
  // Copy Steps and Share start with how the problem was read, when the solver said.
  const steps = [solution.interpretation ? t('result.interpretationLine', { text: solution.interpretation.text }) : '', stepsAsText(solution.stepsJson)]
    .filter(Boolean)
    .join('\n\n');

  const share = async () => {
    const text = `${solution.problem.rawInput}\n\n${steps}\n\n${t('result.answer')}: ${answer}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('result.shareTitle'), text });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyWithToast(text);
  };

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadSolutionPdf(solution.problemId);
      showToast({ title: t('toast.exportedTitle'), description: t('toast.exportedText') });
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized(queryClient, navigate);
      else if (error instanceof Error && error.message.startsWith('403:')) {
        showToast({ title: t('toast.proTitle'), description: serverMessageOf(error) ?? t('toast.proText'), variant: 'destructive' });
      } else showToast({ title: t('toast.errorTitle'), description: t('toast.exportFailed'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void copyWithToast(answer)}>
        <ClipboardCopy aria-hidden="true" />
        {t('actions.copyAnswer')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void copyWithToast(steps)}>
        <ListOrdered aria-hidden="true" />
        {t('actions.copySteps')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportPdf()} disabled={exporting}>
        <FileDown aria-hidden="true" />
        {exporting ? t('actions.exporting') : t('actions.exportPdf')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {t('actions.share')}
      </Button>
      <Button variant="link" size="sm" asChild className="px-1">
        <Link href="/pricing">{t('actions.plans')}</Link>
      </Button>
    </div>
  );
}
