'use client';

import { useLayoutEffect } from 'react';
import type { ResolvedTheme } from '@/lib/theme';
import { applyCurrentTheme, DEFAULT_THEME_ATTRIBUTE, THEME_CHANGE_EVENT } from './apply-theme';

/**
 * Gives the pages it is rendered on a default theme (the trading screen: dark) while the visitor
 * has chosen none. A first load already has it from the server (<html data-default-theme>); this
 * keeps it right across client-side navigation, in and out.
 */
export function PageDefaultTheme({ theme }: { theme: ResolvedTheme }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    // The theme switchers show the page's default as chosen while the visitor chose none.
    const changed = () => window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    root.setAttribute(DEFAULT_THEME_ATTRIBUTE, theme);
    applyCurrentTheme();
    changed();
    return () => {
      root.removeAttribute(DEFAULT_THEME_ATTRIBUTE);
      applyCurrentTheme();
      changed();
    };
  }, [theme]);
  return null;
}
