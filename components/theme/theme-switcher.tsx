'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useSyncExternalStore } from 'react';
import {
  THEME_STORAGE_KEY,
  isThemeMode,
  resolveTheme,
  themeModes,
  type ThemeMode,
} from '@/lib/theme';

const THEME_CHANGE_EVENT = 'exch:theme-change';

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

const isForced = () => document.documentElement.hasAttribute('data-forced-theme');

export function ThemeSwitcher() {
  const t = useTranslations('Theme');
  // The server cannot know the stored mode: it renders "system" and the client corrects it.
  const mode = useSyncExternalStore(subscribe, readStoredMode, () => 'system' as const);
  const forced = useSyncExternalStore(subscribe, isForced, () => false);
  // One group per instance (the header and the phone menu each have one).
  const name = `theme-${useId()}`;

  useEffect(() => {
    if (mode !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);

  const choose = (next: ThemeMode) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice still applies to this page.
    }
    applyTheme(next);
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  };

  // Native radios give the radio-group pattern (one tab stop, arrow keys move and choose) with
  // no script; each input covers its chip, so a pointer lands on the input itself.
  return (
    <div
      role="radiogroup"
      aria-label={t('label')}
      aria-disabled={forced || undefined}
      title={forced ? t('forced') : t('label')}
      className="flex items-center rounded-md border border-line p-0.5"
      data-testid="theme-switcher"
    >
      {themeModes.map((option) => (
        <label key={option} data-theme-option={option} className="theme-chip">
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            disabled={forced}
            onChange={() => choose(option)}
          />
          {t(option)}
        </label>
      ))}
    </div>
  );
}
