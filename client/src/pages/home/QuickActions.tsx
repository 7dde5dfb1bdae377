import { BookOpen, History, Shapes, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const ACTIONS = [
  { key: 'subjects', href: '/subjects', Icon: Shapes },
  { key: 'solve', href: '/solve', Icon: Sparkles },
  { key: 'library', href: '/library', Icon: BookOpen },
  { key: 'history', href: '/history', Icon: History },
] as const;

export function QuickActions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
        {t('quick.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ACTIONS.map(({ key, href, Icon }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex h-full flex-col items-start gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="font-medium">{t(`quick.${key}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`quick.${key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
