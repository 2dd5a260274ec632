'use client';

import { useEffect, useState } from 'react';

/** The theme colours a history chart draws with (CSS colour strings for the canvas). */
export interface ChartColors {
  up: string;
  down: string;
  bg: string;
  fgMuted: string;
  line: string;
  primary: string;
  /** The balance chart's fill under its line, fading downwards. */
  areaTop: string;
  areaBottom: string;
}

type Variable = 'up' | 'down' | 'bg' | 'fgMuted' | 'line' | 'primary';

const VARIABLES: Record<Variable, string> = {
  up: '--color-up',
  down: '--color-down',
  bg: '--color-bg',
  fgMuted: '--color-fg-muted',
  line: '--color-line',
  primary: '--color-primary',
};

// The light theme's channels from app/globals.css: the first render, and jsdom.
const FALLBACK: Record<Variable, string> = {
  up: '4 120 87',
  down: '185 28 28',
  bg: '255 255 255',
  fgMuted: '71 85 105',
  line: '226 232 240',
  primary: '15 118 110',
};

const VARIABLE_NAMES = Object.keys(VARIABLES) as Variable[];
const KEYS = [...VARIABLE_NAMES, 'areaTop', 'areaBottom'] as const;

/** "4 120 87" (the theme's channel triplet) → "rgb(4, 120, 87)", which every canvas reads. */
function rgb(channels: string, alpha?: number): string {
  const [r = '0', g = '0', b = '0'] = channels.trim().split(/[\s,]+/);
  return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function colorsFrom(channelsOf: (key: Variable) => string): ChartColors {
  const base = Object.fromEntries(
    VARIABLE_NAMES.map((key) => [key, rgb(channelsOf(key))]),
  ) as Record<Variable, string>;
  return {
    ...base,
    areaTop: rgb(channelsOf('primary'), 0.28),
    areaBottom: rgb(channelsOf('primary'), 0.02),
  };
}

const initial = colorsFrom((key) => FALLBACK[key]);

/**
 * The theme's colours, read again when <html> changes theme or colour convention (red-up swaps
 * the up and down variables): a canvas cannot follow CSS variables by itself.
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState<ChartColors>(initial);
  useEffect(() => {
    const update = () => {
      const style = getComputedStyle(document.documentElement);
      const next = colorsFrom(
        (key) => style.getPropertyValue(VARIABLES[key]).trim() || FALLBACK[key],
      );
      setColors((previous) => (KEYS.every((k) => next[k] === previous[k]) ? previous : next));
    };
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
