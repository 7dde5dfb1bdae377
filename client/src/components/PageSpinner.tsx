import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the user or a page's code and strings load. */
export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} className="min-h-[60dvh]" />;
}
