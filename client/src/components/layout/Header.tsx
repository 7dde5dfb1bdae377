import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/useAuth';
import { DeferredMenu } from './DeferredMenu';
import { Logo } from './Logo';
import { LanguageTrigger, MobileMenuTrigger, ThemeTrigger, UserTrigger } from './MenuTriggers';
import { NavItem } from './NavItem';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './navLinks';

const loadMenus = () => import('./HeaderMenus');
const preload = () => void loadMenus();
const LanguageMenu = lazy(() => loadMenus().then((m) => ({ default: m.LanguageMenu })));
const ThemeMenu = lazy(() => loadMenus().then((m) => ({ default: m.ThemeMenu })));
const UserMenu = lazy(() => loadMenus().then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const links = user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        {!isLoading && (
          <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavItem key={link.href} link={link} className={linkClass} activeClassName="bg-accent text-accent-foreground">
                {t(link.labelKey)}
              </NavItem>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <DeferredMenu preload={preload} trigger={(handlers) => <LanguageTrigger {...handlers} />} menu={() => <LanguageMenu defaultOpen />} />
            <DeferredMenu preload={preload} trigger={(handlers) => <ThemeTrigger {...handlers} />} menu={() => <ThemeMenu defaultOpen />} />
          </div>
          {!isLoading &&
            (user ? (
              <DeferredMenu
                key={user.id}
                preload={preload}
                trigger={(handlers) => <UserTrigger user={user} {...handlers} />}
                menu={() => <UserMenu user={user} defaultOpen />}
              />
            ) : (
              <div className="hidden items-center gap-2 md:flex">
                <Button asChild variant="ghost" size="sm">
                  <Link href="/login">{t('nav.signIn')}</Link>
                </Button>
                <Button asChild size="sm">
                  <Link href="/register">{t('nav.getStarted')}</Link>
                </Button>
              </div>
            ))}
          {!isLoading && (
            <DeferredMenu
              key={user?.id ?? 'visitor'}
              preload={preload}
              trigger={(handlers) => <MobileMenuTrigger {...handlers} />}
              menu={() => <MobileMenu user={user} defaultOpen />}
            />
          )}
        </div>
      </div>
    </header>
  );
}
