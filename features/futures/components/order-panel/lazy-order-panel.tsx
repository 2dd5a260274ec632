'use client';

import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrderPanelProps } from './order-panel';

// The form, its validation and its dialogs are their own chunk: the server renders the panel into
// the HTML and hydrates it when the chunk arrives, so the page's first load carries only what the
// market view needs.
const LoadedOrderPanel = lazy(() =>
  import('./order-panel').then((module) => ({ default: module.OrderPanel })),
);

export function OrderPanel(props: OrderPanelProps) {
  return (
    <Suspense fallback={<OrderPanelSkeleton code={props.code} />}>
      <LoadedOrderPanel {...props} />
    </Suspense>
  );
}

function OrderPanelSkeleton({ code }: { code: string }) {
  return (
    <div className="space-y-3 p-3" data-testid={`order-panel-${code}`} aria-busy="true">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
