import { useEffect } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showToast } from '@/lib/toast';

export const ADMIN_DENIED_REDIRECT_MS = 2000;

/** What a non-admin sees on /admin: a message, a toast, then the home page after 2 s (spec §6). */
export function AdminDenied() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  // i18n (not t) so that a language change does not show the toast again.
  useEffect(() => {
    showToast({ title: i18n.t('admin.deniedTitle'), description: i18n.t('admin.deniedDescription'), variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/'), ADMIN_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [i18n, navigate]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <p className="text-lg font-medium">{t('admin.deniedMessage')}</p>
    </section>
  );
}
