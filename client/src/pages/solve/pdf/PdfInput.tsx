import { useTranslation } from 'react-i18next';
import type { InputSourceProps } from '../input-source';

/** Slot for the PDF tab (pages, region selection); until it lands, the tab says so. */
export function PdfInput(_props: InputSourceProps) {
  const { t } = useTranslation('solve');
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t('tabs.notReady')}</p>;
}
