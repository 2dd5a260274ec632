'use client';

import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The order lists for pages other than the trading screen (the orders page): each table, its
// columns and dialogs load as their own chunk, never with the futures feature's index.
const LoadedOpenOrders = lazy(() =>
  import('./open-orders-table').then((module) => ({ default: module.OpenOrdersTable })),
);
const LoadedOrderHistory = lazy(() =>
  import('./order-history-table').then((module) => ({ default: module.OrderHistoryTable })),
);
const LoadedTradeHistory = lazy(() =>
  import('./trade-history-table').then((module) => ({ default: module.TradeHistoryTable })),
);

interface TableProps {
  /** One contract, or every contract when undefined. */
  contractId?: number | undefined;
}

const fallback = <Skeleton className="m-3 h-40" />;

/** Open orders from the realtime store, with cancel and cancel all. */
export function OpenOrdersTable({ contractId }: TableProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedOpenOrders contractId={contractId} />
    </Suspense>
  );
}

/** Finished orders, a page at a time, with details and CSV. */
export function OrderHistoryTable({ contractId }: TableProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedOrderHistory contractId={contractId} />
    </Suspense>
  );
}

/** Fills, a page at a time, with CSV. */
export function TradeHistoryTable({ contractId }: TableProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedTradeHistory contractId={contractId} />
    </Suspense>
  );
}
