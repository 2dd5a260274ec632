import { THEME_STORAGE_KEY, isThemeMode, themeFor, type ThemeMode } from '@/lib/theme';

export const THEME_CHANGE_EVENT = 'exch:theme-change';
/** On <html>: the theme the page opens in while the visitor chose none (see lib/routes). */
export const DEFAULT_THEME_ATTRIBUTE = 'data-default-theme';

/** The mode the visitor chose in this browser, or null when they chose none. */
export function storedThemeMode(): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Shows the theme the page should have now (the same rule as the script in <head>: a forced theme
 * wins, then the visitor's choice, then the page's default, then the system's). `chosen`: a
 * choice just made, shown even where the browser could not store it (private mode).
 */
export function applyCurrentTheme(chosen: ThemeMode | null = storedThemeMode()): void {
  const root = document.documentElement;
  const stored = chosen;
  root.setAttribute('data-theme-mode', stored ?? 'system');
  if (root.hasAttribute('data-forced-theme')) return;
  const pageDefault = root.getAttribute(DEFAULT_THEME_ATTRIBUTE);
  const theme = themeFor(
    stored,
    pageDefault === 'dark' || pageDefault === 'light' ? pageDefault : null,
    window.matchMedia('(prefers-color-scheme: dark)').matches,
  );
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}
