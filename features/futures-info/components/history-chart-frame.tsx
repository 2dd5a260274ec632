import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The chart's place on the page: the chart once there are points, a block of the same height
 * while they load (nothing jumps when they arrive), nothing when there is no history (the
 * table below says so).
 */
export function HistoryChartFrame({
  loading,
  empty,
  children,
}: {
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  if (loading) return <Skeleton className="block h-56 w-full rounded-lg sm:h-72" />;
  if (empty) return null;
  return <div className="rounded-lg border border-line p-2">{children}</div>;
}
