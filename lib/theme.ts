import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from './session/token';
export const THEME_STORAGE_KEY = 'theme';
export const themeModes = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];
export type ResolvedTheme = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (themeModes as readonly string[]).includes(value);
}

/**
 * Runs in <head> before first paint. It also marks a browser that holds a session token
 * (`data-session="in"`): pages are rendered the same for everyone (they may come from the shared
 * page cache), and CSS shows the member or the visitor variant of the header until hydration. A page-forced theme (data-forced-theme on <html>, set by the
 * server) wins; otherwise the stored mode, with "system" following prefers-color-scheme; with
 * none stored, the page's default (data-default-theme) if it has one, else the system's.
 * Kept dependency-free and tiny because it blocks rendering.
 */
export const themeInitScript = `(function(){var d=document.documentElement;try{if(/(?:^|;\\s*)${TOKEN_COOKIE}=[^;]/.test(document.cookie)||localStorage.getItem('${TOKEN_STORAGE_KEY}'))d.setAttribute('data-session','in');}catch(e){}try{var f=d.getAttribute('data-forced-theme');var m=localStorage.getItem('${THEME_STORAGE_KEY}');var c=m==='light'||m==='dark'||m==='system';if(!c)m='system';var p=c?null:d.getAttribute('data-default-theme');var t=f||p||(m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m);d.setAttribute('data-theme',t);d.setAttribute('data-theme-mode',m);d.style.colorScheme=t;}catch(e){}})();`;

/**
 * The theme a page shows: the stored mode when the visitor chose one (null: none stored), else
 * the page's default when it has one, else the system's.
 */
export function themeFor(
  stored: ThemeMode | null,
  pageDefault: ResolvedTheme | null,
  prefersDark: boolean,
): ResolvedTheme {
  if (stored === null && pageDefault !== null) return pageDefault;
  return resolveTheme(stored ?? 'system', prefersDark);
}

export function resolveTheme(mode: ThemeMode, prefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}
