import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path d="M8 22h5v-5h5v-5h6" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className="stroke-primary-foreground" />
    </svg>
  );
}

/** The product's logo, linking to /. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('nav.homeLink')}>
      <LogoMark />
      <span className="text-lg">{t('appName')}</span>
    </Link>
  );
}
