'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { linkStyles } from '@/components/ui/button';
import { getOrderHistoryQueryOptions } from '../../api/get-order-history';
import { OrderDetailDialog } from '../dialogs/order-detail-dialog';
import { HistoryTable, usePagedHistoryRows } from './history-table';
import { useOrderColumns, useOrderCsvColumns, type OrderLike } from './order-columns';

/** Finished orders (read model), newest first, a page at a time; an order id opens its details. */
export function OrderHistoryTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs');
  const history = usePagedHistoryRows<OrderLike>(
    useInfiniteQuery(getOrderHistoryQueryOptions(contractId)),
  );
  const [detailId, setDetailId] = useState<string | null>(null);
  const columns = useOrderColumns({
    variant: 'history',
    orderId: (order) => (
      <button
        type="button"
        className={linkStyles}
        aria-label={t('actions.orderDetails', { id: String(order.orderId) })}
        onClick={() => setDetailId(String(order.orderId))}
      >
        {String(order.orderId)}
      </button>
    ),
  });
  const csvColumns = useOrderCsvColumns();
  return (
    <HistoryTable
      history={history}
      label={t('orderHistoryTab')}
      empty={t('empty.orderHistory')}
      columns={columns}
      csvColumns={csvColumns}
      fileName="order-history"
      getRowId={(o) => String(o.orderId)}
    >
      {detailId !== null ? (
        <OrderDetailDialog
          orderId={detailId}
          open
          onOpenChange={(open) => (open ? undefined : setDetailId(null))}
        />
      ) : null}
    </HistoryTable>
  );
}
