import { useTranslation } from 'react-i18next';
import { LogoMark } from './Logo';
import { NavItem } from './NavItem';
import type { NavLink } from './navLinks';

/** A route, a landing-page section (`#id`), or a mail address. */
type FooterLink = NavLink;

// Help center is the Help page (contact form and answers; visitors are asked to sign in first).
const columns: readonly { titleKey: string; links: readonly FooterLink[] }[] = [
  {
    titleKey: 'footer.product',
    links: [
      { labelKey: 'footer.features', href: '#features' },
      { labelKey: 'footer.demo', href: '#demo' },
      { labelKey: 'footer.library', href: '#library' },
      { labelKey: 'footer.pricing', href: '/pricing' },
      { labelKey: 'footer.developers', href: '/developers' },
    ],
  },
  {
    titleKey: 'footer.support',
    links: [
      { labelKey: 'footer.helpCenter', href: '/help' },
      { labelKey: 'footer.faq', href: '/pricing' },
      { labelKey: 'footer.contact', href: 'mailto:hello@stepwise.example' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { labelKey: 'footer.about', href: '#about' },
      { labelKey: 'footer.privacy', href: '#about' },
      { labelKey: 'footer.terms', href: '#about' },
    ],
  },
];

const linkClass = 'inline-flex min-h-8 items-center rounded text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer aria-label={t('footer.label')} className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2 font-bold">
            <LogoMark className="size-7" />
            <span>{t('appName')}</span>
          </div>
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.blurb')}</p>
        </div>
        {columns.map((column) => (
          <div key={column.titleKey}>
            <h2 className="mb-2 text-sm font-semibold">{t(column.titleKey)}</h2>
            <ul className="flex flex-col gap-1">
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  {link.href.startsWith('mailto:') ? (
                    <a href={link.href} className={linkClass}>
                      {t(link.labelKey)}
                    </a>
                  ) : (
                    <NavItem link={link} className={linkClass}>
                      {t(link.labelKey)}
                    </NavItem>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
