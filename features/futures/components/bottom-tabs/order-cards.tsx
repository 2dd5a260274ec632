'use client';

import type { DataTableColumn } from '@/components/ui/data-table';
import { DataCards } from '@/components/ui/data-cards';
import type { OrderLike } from './order-columns';

/** What an open order's card shows under its contract and side, in this order. */
const FIGURES = [
  'orderType',
  'price',
  'filledQuantity',
  'triggerCondition',
  'status',
  'time',
] as const;

export interface OrderCardsProps {
  orders: readonly OrderLike[];
  /** The open orders table's columns (useOrderColumns), with its actions column. */
  columns: readonly DataTableColumn<OrderLike>[];
  loading: boolean;
  'aria-label': string;
  empty: string;
}

/**
 * Open orders as cards, below the `md` breakpoint: the order's figures and whatever the table's
 * actions cell holds (cancel, and any action added there), within a phone's width.
 */
export function OrderCards({
  orders,
  columns,
  loading,
  empty,
  'aria-label': label,
}: OrderCardsProps) {
  return (
    <DataCards
      aria-label={label}
      columns={columns}
      rows={orders}
      getRowId={(order) => String(order.orderId)}
      titleColumns={['contract', 'direction']}
      fieldColumns={FIGURES}
      actionsColumn="actions"
      loading={loading}
      empty={empty}
    />
  );
}
