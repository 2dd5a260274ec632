'use client';

import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY, isThemeMode, resolveTheme, themeModes, type ThemeMode } from '@/lib/theme';

interface ThemeSwitcherProps {
  label: string;
  forcedLabel: string;
  modeLabels: Record<ThemeMode, string>;
}

function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-mode', mode);
  if (root.hasAttribute('data-forced-theme')) return;
  const theme = resolveTheme(mode, window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function ThemeSwitcher({ label, forcedLabel, modeLabels }: ThemeSwitcherProps) {
  // The server cannot know the stored mode; render "system" and correct it after mount.
  const [mode, setMode] = useState<ThemeMode>('system');
  const [forced, setForced] = useState(false);

  useEffect(() => {
    setMode(readStoredMode());
    setForced(document.documentElement.hasAttribute('data-forced-theme'));
  }, []);

  useEffect(() => {
    if (mode !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);

  const choose = (next: ThemeMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice still applies to this page.
    }
    applyTheme(next);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      title={forced ? forcedLabel : label}
      className="flex items-center rounded-md border border-line p-0.5"
      data-testid="theme-switcher"
    >
      {themeModes.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={mode === option}
          disabled={forced}
          onClick={() => choose(option)}
          data-theme-option={option}
          className="rounded px-2 py-1 text-xs text-fg-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-50 aria-checked:bg-primary/15 aria-checked:text-primary"
        >
          {modeLabels[option]}
        </button>
      ))}
    </div>
  );
}
