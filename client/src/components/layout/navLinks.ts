/** Header links: routes for signed-in users, and the pages a visitor can open. */
export interface NavLink {
  /** A route, or `#id` for a section of the landing page. */
  href: string;
  /** Key in the common namespace. */
  labelKey: string;
}

export const SIGNED_IN_LINKS: readonly NavLink[] = [
  { href: '/subjects', labelKey: 'nav.subjects' },
  { href: '/solve', labelKey: 'nav.solve' },
  { href: '/library', labelKey: 'nav.library' },
  { href: '/pricing', labelKey: 'nav.pricing' },
];

export const SIGNED_OUT_LINKS: readonly NavLink[] = [
  { href: '/pricing', labelKey: 'nav.pricing' },
  { href: '#about', labelKey: 'nav.about' },
];
