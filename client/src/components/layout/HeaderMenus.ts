/** The header's menus, loaded together on first use (see DeferredMenu). */
export { LanguageMenu } from './LanguageMenu';
export { MobileMenu } from './MobileMenu';
export { ThemeMenu } from './ThemeMenu';
export { UserMenu } from './UserMenu';
