import type { ComponentProps } from 'react';
import { Languages, Menu, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/useLanguage';
import { useTheme } from '@/lib/theme';
import { displayName } from '@/lib/userName';
import { Avatar } from './Avatar';

/**
 * The header's menu buttons. They are drawn before the menus' code has loaded (see
 * DeferredMenu), then reused as the menus' triggers, so the two look the same.
 */
type TriggerProps = ComponentProps<'button'>;

export function LanguageTrigger(props: TriggerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Button variant="ghost" size="sm" className="gap-1.5 px-2.5" aria-label={t('language.change', { language: t(`language.${language}`) })} {...props}>
      <Languages aria-hidden="true" />
      <span className="font-semibold uppercase">{language}</span>
    </Button>
  );
}

export function ThemeTrigger(props: TriggerProps) {
  const { t } = useTranslation();
  const { theme } = useTheme();
  // The stylesheet picks the icon from the page's theme class, which is right before the first
  // paint; the server's HTML cannot know the system's preference.
  return (
    <Button variant="ghost" size="icon" aria-label={t('theme.change', { theme: t(`theme.${theme}`) })} {...props}>
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

export function UserTrigger({ user, ...props }: TriggerProps & { user: User }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('nav.userMenu', { name: displayName(user) })} {...props}>
      <Avatar user={user} />
    </Button>
  );
}

export function MobileMenuTrigger(props: TriggerProps) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')} {...props}>
      <Menu aria-hidden="true" className="size-5" />
    </Button>
  );
}
