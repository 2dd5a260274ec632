'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { IndicatorSettings } from '@/lib/contract/chart-indicators';
import {
  getPrivateConfigsQueryOptions,
  preferencesSaved,
  type PrivateConfigs,
} from '../api/get-private-configs';

export interface ChartIndicatorPreferences {
  /**
   * The saved settings as the server sent them (the chart checks them); null when the user never
   * changed them, undefined while they load.
   */
  stored: unknown;
  save: (settings: IndicatorSettings) => void;
}

const selectChartIndicators = (configs: PrivateConfigs): unknown =>
  configs.preferences.chartIndicators ?? null;

/**
 * The chart's indicator settings of a logged-in user, kept with their other preferences
 * (configs/private, saved through configs/preferences, as the colour convention). A visitor gets
 * undefined: the chart keeps theirs in the browser.
 */
export function useChartIndicatorPreferences(
  isLoggedIn: boolean,
): ChartIndicatorPreferences | undefined {
  const { data } = useQuery({
    ...getPrivateConfigsQueryOptions(),
    enabled: isLoggedIn,
    select: selectChartIndicators,
  });
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: ['futures', 'preferences', 'chartIndicators'],
    // The request and its schemas (zod) load with the first save, not with the trading screen:
    // this hook runs in the screen's first load.
    mutationFn: async (chartIndicators: IndicatorSettings) =>
      (await import('../api/save-preferences')).savePreferences({ chartIndicators }),
    onSuccess: (preferences) => preferencesSaved(queryClient, preferences),
  });
  return useMemo(
    () =>
      isLoggedIn ? { stored: data, save: (chartIndicators) => mutate(chartIndicators) } : undefined,
    [isLoggedIn, data, mutate],
  );
}
