import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';

/** Pages that stand alone, without the app's header and footer: a shared solution carries its owner's brand. */
const isStandalone = (path: string) => path.startsWith('/s/');

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const standalone = isStandalone(location);
  useEffect(() => {
    if (!standalone) document.title = t('documentTitle');
  }, [t, standalone]);
  if (standalone) {
    return (
      <div className="flex min-h-dvh flex-col">
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Toaster />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* At least the viewport under the 4rem header: the footer starts below the fold, so it does
          not jump down (a layout shift) when a page's code arrives after the spinner. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
