'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, themeModes, type ThemeMode } from '@/lib/theme';
import {
  applyCurrentTheme,
  DEFAULT_THEME_ATTRIBUTE,
  storedThemeMode,
  THEME_CHANGE_EVENT,
} from './apply-theme';

/** The mode shown as chosen: the visitor's, else the page's default theme, else "system". */
function readShownMode(): ThemeMode {
  const pageDefault = document.documentElement.getAttribute(DEFAULT_THEME_ATTRIBUTE);
  return (
    storedThemeMode() ??
    (pageDefault === 'dark' || pageDefault === 'light' ? pageDefault : 'system')
  );
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
  const mode = useSyncExternalStore(subscribe, readShownMode, () => 'system' as const);
  const forced = useSyncExternalStore(subscribe, isForced, () => false);
  // One group per instance (the header and the phone menu each have one).
  const name = `theme-${useId()}`;

  useEffect(() => {
    if (mode !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyCurrentTheme();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);

  const choose = (next: ThemeMode) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice still applies to this page.
    }
    applyCurrentTheme(next);
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
