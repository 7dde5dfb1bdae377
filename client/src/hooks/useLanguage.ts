import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/lib/preferences';

/** The interface language as a typed value. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
