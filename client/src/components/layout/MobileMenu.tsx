import { useState } from 'react';
import { History, LifeBuoy, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useLogout } from '@/hooks/useLogout';
import { LANGUAGES, THEMES, isLanguage } from '@/lib/preferences';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { displayName } from '@/lib/userName';
import { NavItem } from './NavItem';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './navLinks';
import { Avatar } from './Avatar';
import { MobileMenuTrigger } from './MenuTriggers';

const linkClass = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function ChoiceGroup<T extends string>({ label, options, value, onChange, labelOf }: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-muted-foreground">{label}</legend>
      <div className="flex gap-2">
        {options.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={option === value ? 'default' : 'outline'}
            aria-pressed={option === value}
            className="flex-1"
            onClick={() => onChange(option)}
          >
            {labelOf(option)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** Phone navigation: every header item in a side sheet. */
export function MobileMenu({ user, defaultOpen = false }: { user: User | null; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const logout = useLogout();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const links = user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileMenuTrigger />
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">{t('nav.menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        {user && (
          <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
            <Avatar user={user} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate font-medium">{displayName(user)}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
        )}
        <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
          {links.map((link) => (
            <NavItem key={link.href} link={link} className={linkClass} activeClassName="bg-accent text-accent-foreground" onNavigate={close}>
              {t(link.labelKey)}
            </NavItem>
          ))}
          {user && (
            <>
              <Separator className="my-2" />
              <Link href="/account" onClick={close} className={linkClass}>
                <UserRound aria-hidden="true" className="size-5" />
                {t('nav.account')}
              </Link>
              <Link href="/history" onClick={close} className={linkClass}>
                <History aria-hidden="true" className="size-5" />
                {t('nav.history')}
              </Link>
              <Link href="/help" onClick={close} className={linkClass}>
                <LifeBuoy aria-hidden="true" className="size-5" />
                {t('nav.help')}
              </Link>
              {user.role === 'admin' && (
                <Link href="/admin" onClick={close} className={linkClass}>
                  <ShieldCheck aria-hidden="true" className="size-5" />
                  {t('nav.admin')}
                </Link>
              )}
            </>
          )}
        </nav>
        <Separator />
        <ChoiceGroup
          label={t('language.label')}
          options={LANGUAGES}
          value={language}
          onChange={(value) => void i18n.changeLanguage(value)}
          labelOf={(value) => t(`language.${value}`)}
        />
        <ChoiceGroup label={t('theme.label')} options={THEMES} value={theme} onChange={setTheme} labelOf={(value) => t(`theme.${value}`)} />
        <Separator />
        {user ? (
          <Button
            variant="outline"
            disabled={logout.isPending}
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            <LogOut aria-hidden="true" />
            {t('nav.logOut')}
          </Button>
        ) : (
          <div className={cn('flex flex-col gap-2')}>
            <Button asChild variant="outline">
              <Link href="/login" onClick={close}>{t('nav.signIn')}</Link>
            </Button>
            <Button asChild>
              <Link href="/register" onClick={close}>{t('nav.getStarted')}</Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
