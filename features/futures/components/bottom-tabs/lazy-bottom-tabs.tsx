'use client';

import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { BottomTabsProps } from './bottom-tabs';

// Positions, orders and the histories (tables, dialogs, CSV) are their own chunk: rendered on the
// server, hydrated when the chunk arrives, never part of the page's first load.
const LoadedBottomTabs = lazy(() =>
  import('./bottom-tabs').then((module) => ({ default: module.BottomTabs })),
);

export function BottomTabs(props: BottomTabsProps) {
  return (
    <Suspense fallback={<Skeleton className="m-3 h-40" />}>
      <LoadedBottomTabs {...props} />
    </Suspense>
  );
}
