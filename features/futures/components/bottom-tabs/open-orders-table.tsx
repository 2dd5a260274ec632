'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MD_UP, useMediaQuery } from '@/components/hooks/use-media-query';
import { DataTable } from '@/components/ui/data-table';
import { useOpenOrders, usePositionLoading } from '@/features/realtime';
import { useCancelOrder } from '../../api/cancel-order';
import { CancelAllDialog } from '../dialogs/cancel-all-dialog';
import { OrderEditButton } from '../order-amend/order-edit-dialog';
import { CancelButton } from './cancel-button';
import { OrderCards } from './order-cards';
import { CancelGroupButton } from './order-group';
import { useOrderColumns, type OrderLike } from './order-columns';

function CancelOrderButton({ order }: { order: OrderLike }) {
  const t = useTranslations('Futures.BottomTabs.actions');
  const cancel = useCancelOrder();
  const id = String(order.orderId);
  return (
    <CancelButton
      label={t('cancelOrder', { id })}
      pending={cancel.isPending}
      cancel={() =>
        cancel.mutateAsync({ orderId: order.orderId }).then(() => t('cancelled', { id }))
      }
    >
      {t('cancel')}
    </CancelButton>
  );
}

/** Open orders, live from the realtime store (3004/3016 frames), newest first. */
export function OpenOrdersTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs');
  const orders = useOpenOrders();
  // The open-order map has no loading flag of its own; it is seeded together with the positions.
  const loading = usePositionLoading();
  const rows = useMemo(
    () =>
      orders
        .filter((o) => contractId === undefined || o.contractId === contractId)
        .sort((a, b) => Number(b.createdAt ?? 0) - Number(a.createdAt ?? 0)),
    [orders, contractId],
  );
  const columns = useOrderColumns({
    variant: 'open',
    actions: (order) => (
      <span className="flex justify-end gap-1">
        <OrderEditButton order={order} />
        <CancelOrderButton order={order} />
        <CancelGroupButton order={order} />
      </span>
    ),
  });
  // A table from md up, cards (with the same actions cell) below it: never both.
  const wide = useMediaQuery(MD_UP, true);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end px-3">
        <CancelAllDialog contractId={contractId} />
      </div>
      {wide ? (
        <DataTable
          aria-label={t('openOrdersTab', { count: rows.length })}
          columns={columns}
          rows={rows}
          getRowId={(o) => String(o.orderId)}
          loading={loading}
          empty={t('empty.openOrders')}
        />
      ) : (
        <OrderCards
          aria-label={t('openOrdersTab', { count: rows.length })}
          columns={columns}
          orders={rows}
          loading={loading}
          empty={t('empty.openOrders')}
        />
      )}
    </div>
  );
}
