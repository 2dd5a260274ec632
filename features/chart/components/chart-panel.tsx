'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChartPanelProps } from '../types';

/**
 * The chart panel, safe to render from a server component: lightweight-charts needs a canvas,
 * so the panel loads in the browser only and a skeleton holds its place meanwhile.
 */
export const ChartPanel = dynamic<ChartPanelProps>(
  () => import('./chart-panel-client').then((m) => m.ChartPanelClient),
  {
    ssr: false,
    loading: () => (
      <div className="flex h-full min-h-40 flex-col gap-2 p-2">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="flex-1" />
      </div>
    ),
  },
);
