import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageBootstrap } from '@/lib/bootstrap';
import { LANGUAGE_KEY, savedLanguage, write } from '@/lib/preferences';

/**
 * Catalogs live in `locales/<language>/<namespace>.json`. Each one is its own chunk, loaded the
 * first time a component asks for its namespace (`useTranslation('solve')`), so a page's strings
 * ship with the page. Adding a namespace is adding the two files.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  write(LANGUAGE_KEY, language);
});

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    // A page the server rendered comes with its language (the signed-in student's profile, else
    // the preference cookie, else the browser's Accept-Language) and the catalogs it showed:
    // starting from them, the first render matches the server's HTML without waiting for a
    // catalog. A page drawn in the browser alone starts from the browser's saved choice.
    lng: pageBootstrap?.language ?? savedLanguage() ?? 'en',
    ...(pageBootstrap ? { resources: { [pageBootstrap.language]: pageBootstrap.catalogs }, partialBundledLanguages: true, initAsync: false } : {}),
    // No fallback: a missing key shows the key itself (spec §3), and the catalog test keeps both complete.
    fallbackLng: false,
    supportedLngs: ['en', 'fr'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: true },
  });

applyDocumentLanguage(i18n.language);

export default i18n;
