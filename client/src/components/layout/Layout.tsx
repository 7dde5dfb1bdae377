import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
