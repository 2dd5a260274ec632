'use client';

import { useMemo } from 'react';
import {
  useThemeColors,
  withAlpha,
  type ChartColors as ThemeColors,
} from '@/components/hooks/use-theme-colors';

/** The theme colours a history chart draws with, plus the balance chart's area fill. */
export interface ChartColors extends ThemeColors {
  /** The balance chart's fill under its line, fading downwards. */
  areaTop: string;
  areaBottom: string;
}

/** The theme's colours (followed through theme and red-up changes) with the area fill. */
export function useChartColors(): ChartColors {
  const theme = useThemeColors();
  return useMemo(
    () => ({
      ...theme,
      areaTop: withAlpha(theme.primary, 0.28),
      areaBottom: withAlpha(theme.primary, 0.02),
    }),
    [theme],
  );
}
