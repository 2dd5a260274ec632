'use client';

import { useEffect, useState } from 'react';

/**
 * The theme's colours as a canvas needs them (CSS colour strings): the price chart and the futures
 * info pages' history charts draw with them.
 */
export interface ChartColors {
  up: string;
  down: string;
  bg: string;
  fg: string;
  fgMuted: string;
  line: string;
  primary: string;
  warn: string;
}

// The light theme's values from app/globals.css, for the first render and for jsdom.
const FALLBACK: Record<keyof ChartColors, string> = {
  up: '4 120 87',
  down: '185 28 28',
  bg: '255 255 255',
  fg: '15 23 42',
  fgMuted: '71 85 105',
  line: '226 232 240',
  primary: '15 118 110',
  warn: '146 64 14',
};

const VARIABLES: Record<keyof ChartColors, string> = {
  up: '--color-up',
  down: '--color-down',
  bg: '--color-bg',
  fg: '--color-fg',
  fgMuted: '--color-fg-muted',
  line: '--color-line',
  primary: '--color-primary',
  warn: '--color-warn',
};

/** "4 120 87" (the theme's channel triplet) → "rgb(4, 120, 87)", a form every canvas parser reads. */
export function channelsToRgb(channels: string, alpha?: number): string {
  const [r = '0', g = '0', b = '0'] = channels.trim().split(/[\s,]+/);
  return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A colour with transparency, from one of the values above. */
export function withAlpha(rgb: string, alpha: number): string {
  const match = /rgba?\(([^)]+)\)/.exec(rgb);
  return match ? channelsToRgb((match[1] ?? '').split(',').slice(0, 3).join(' '), alpha) : rgb;
}

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const entries = (Object.keys(VARIABLES) as (keyof ChartColors)[]).map((key) => {
    const value = style.getPropertyValue(VARIABLES[key]).trim();
    return [key, channelsToRgb(value || FALLBACK[key])] as const;
  });
  return Object.fromEntries(entries) as Record<keyof ChartColors, string>;
}

const initial = Object.fromEntries(
  (Object.keys(FALLBACK) as (keyof ChartColors)[]).map((key) => [
    key,
    channelsToRgb(FALLBACK[key]),
  ]),
) as Record<keyof ChartColors, string>;

/**
 * The theme's colours, read again when <html> changes theme (data-theme, class) or colour
 * convention (data-colors="red-up"): the canvas cannot follow CSS variables by itself.
 */
export function useThemeColors(): ChartColors {
  const [colors, setColors] = useState<ChartColors>(initial);
  useEffect(() => {
    const update = () =>
      setColors((previous) => {
        const next = readColors();
        const same = (Object.keys(next) as (keyof ChartColors)[]).every(
          (k) => next[k] === previous[k],
        );
        return same ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'data-colors', 'class', 'style'],
    });
    return () => observer.disconnect();
  }, []);
  return colors;
}
