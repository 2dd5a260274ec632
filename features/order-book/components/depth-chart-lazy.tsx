'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { DepthChartProps } from './depth-chart';

/**
 * The depth chart, loaded when first rendered (the chart panel renders it only once Depth is
 * chosen), so its code is not part of the trading screen's first load.
 */
export const DepthChart = dynamic<DepthChartProps>(
  () => import('./depth-chart').then((m) => m.DepthChartClient),
  {
    ssr: false,
    loading: () => (
      <div className="flex h-full min-h-40 flex-col gap-2 p-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="flex-1" />
      </div>
    ),
  },
);
