'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChartDrawingStore } from '@/features/chart';
import type { DrawingsByContract } from '@/lib/contract/chart-drawings';
import {
  getPrivateConfigsQueryOptions,
  preferencesSaved,
  type PrivateConfigs,
} from '@/features/futures/api/get-private-configs';

const selectChartDrawings = (configs: PrivateConfigs): unknown =>
  configs.preferences.chartDrawings ?? null;

/**
 * The chart drawings of a logged-in user, kept with their other preferences (configs/private,
 * saved through configs/preferences, as the indicators are). A visitor gets undefined: the chart
 * keeps theirs in the browser.
 */
export function useChartDrawingPreferences(isLoggedIn: boolean): ChartDrawingStore | undefined {
  const { data } = useQuery({
    ...getPrivateConfigsQueryOptions(),
    enabled: isLoggedIn,
    select: selectChartDrawings,
  });
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: ['futures', 'preferences', 'chartDrawings'],
    // The request's schemas load with the first save, not with the trading screen.
    mutationFn: async (chartDrawings: DrawingsByContract) =>
      (await import('@/features/futures/api/save-preferences')).savePreferences({ chartDrawings }),
    onSuccess: (preferences) => preferencesSaved(queryClient, preferences),
  });
  return useMemo(
    () => (isLoggedIn ? { stored: data, save: (drawings) => mutate(drawings) } : undefined),
    [isLoggedIn, data, mutate],
  );
}
