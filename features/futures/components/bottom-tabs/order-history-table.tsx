'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { linkStyles } from '@/components/ui/button';
import { getOrderHistoryQueryOptions } from '../../api/get-order-history';
import { OrderDetailDialog } from '../dialogs/order-detail-dialog';
import { CsvExportButton } from './csv-export-button';
import { HistoryFooter } from './history-footer';
import { useOrderColumns, useOrderCsvColumns, type OrderLike } from './order-columns';

/** Finished orders (read model), newest first, a page at a time; an order id opens its details. */
export function OrderHistoryTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs');
  const history = useInfiniteQuery(getOrderHistoryQueryOptions(contractId));
  const [detailId, setDetailId] = useState<string | null>(null);
  const rows = useMemo<OrderLike[]>(
    () => history.data?.pages.flatMap((page) => page.list) ?? [],
    [history.data],
  );
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
    <div className="flex flex-col">
      <DataTable
        aria-label={t('orderHistoryTab')}
        columns={columns}
        rows={rows}
        getRowId={(o) => String(o.orderId)}
        loading={history.isPending}
        empty={t('empty.orderHistory')}
        virtualize
        maxHeight={360}
      />
      <HistoryFooter
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      >
        <CsvExportButton rows={rows} columns={csvColumns} fileName="order-history" />
      </HistoryFooter>
      {detailId !== null ? (
        <OrderDetailDialog
          orderId={detailId}
          open
          onOpenChange={(open) => (open ? undefined : setDetailId(null))}
        />
      ) : null}
    </div>
  );
}
