import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Formula } from '@/components/math/Formula';
import { previewLatex } from './preview-latex';

/** What the student typed, typeset live by KaTeX (loaded on first use). */
export function MathPreview({ text }: { text: string }) {
  const { t } = useTranslation('solve');
  const latex = previewLatex(useDeferredValue(text));
  return (
    <div className="rounded-lg border border-dashed p-3" aria-live="polite">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{t('text.preview')}</p>
      {latex ? <Formula latex={latex} display label={t('text.preview')} /> : <p className="text-sm text-muted-foreground">{t('text.previewEmpty')}</p>}
    </div>
  );
}
