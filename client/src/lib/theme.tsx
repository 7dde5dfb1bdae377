import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_KEY, storedTheme, write, type Theme } from './preferences';

interface ThemeState {
  theme: Theme;
  /** What is shown: the system preference resolved. */
  resolved: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** `initialTheme`: the saved choice when the browser's storage is out of reach (server rendering). */
export function ThemeProvider({ children, initialTheme }: { children: ReactNode; initialTheme?: Theme }) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? storedTheme());
  // Follows the operating system's choice live. The server cannot know it: taking over the
  // server's HTML starts from light, as the server did, then React re-renders with the real value.
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);

  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  // Computed from the system itself, not from `systemDark`: the first pass (light, see above) must
  // not undo the dark class theme-init.js set before the first paint.
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark' || (theme === 'system' && systemPrefersDark()));
  }, [theme, systemDark]);

  const setTheme = useCallback((next: Theme) => {
    write(THEME_KEY, next);
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
