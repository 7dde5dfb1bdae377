/** Preferences kept in the browser (spec §3): theme and interface language. */
export const THEME_KEY = 'stepwise.theme';
export const LANGUAGE_KEY = 'stepwise.language';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); fall back to defaults.
    return null;
  }
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Saves a preference in the browser, and in a cookie of the same name so the server renders the
 * next page in the chosen language and theme (public/theme-init.js copies older choices over).
 */
export function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
  if (typeof document !== 'undefined') document.cookie = `${key}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function storedTheme(): Theme {
  const value = read(THEME_KEY);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
}

/** The language this browser chose, if it ever did. */
export function savedLanguage(): Language | null {
  const value = read(LANGUAGE_KEY);
  return value !== null && isLanguage(value) ? value : null;
}

export function storedLanguage(): Language {
  return savedLanguage() ?? 'en';
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
