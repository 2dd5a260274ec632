'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Amount, PnL, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { getOrderDetailQueryOptions, type OrderFill } from '../../api/get-order-detail';
import { contractInfo, MONEY_PRECISION } from '../bottom-tabs/contract-info';
import { useOrderColumns } from '../bottom-tabs/order-columns';
import { useDateTimeFormat } from '../bottom-tabs/use-trading-labels';

export interface OrderDetailDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One order: its own row, every fill (price, quantity, fee, role, realised PnL, time), TP/SL. */
export function OrderDetailDialog({ orderId, open, onOpenChange }: OrderDetailDialogProps) {
  const t = useTranslations('Futures.Dialogs.OrderDetail');
  const columnsT = useTranslations('Futures.BottomTabs.columns');
  const formatTime = useDateTimeFormat();
  const detail = useQuery({ ...getOrderDetailQueryOptions(orderId), enabled: open });
  const orderColumns = useOrderColumns({ variant: 'history' });
  const info = contractInfo(detail.data?.order.contractId);
  const priceScale = info?.contract.priceScale ?? 2;
  const fillColumns: DataTableColumn<OrderFill>[] = [
    {
      id: 'time',
      header: columnsT('time'),
      cell: (f) => <span className="tabular">{formatTime(f.time)}</span>,
    },
    {
      id: 'price',
      header: columnsT('price'),
      align: 'end',
      cell: (f) => <Price value={f.price} precision={priceScale} />,
    },
    {
      id: 'quantity',
      header: columnsT('filledQuantity'),
      align: 'end',
      cell: (f) => <Amount value={f.quantity} precision={info?.amountPrecision ?? 3} />,
    },
    {
      id: 'fee',
      header: columnsT('fee'),
      align: 'end',
      cell: (f) => <Amount value={f.fee} precision={MONEY_PRECISION} rounding="half-up" />,
    },
    { id: 'role', header: t('role'), cell: (f) => (f.role === 'maker' ? t('maker') : t('taker')) },
    {
      id: 'realizedPnl',
      header: t('realizedPnl'),
      align: 'end',
      cell: (f) => <PnL value={f.realizedPnl} precision={MONEY_PRECISION} />,
    },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} description={t('description', { id: orderId })} size="lg">
        {detail.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-error">
            {t('loadFailed')}
          </p>
        ) : (
          <div className="space-y-4">
            <DataTable
              aria-label={t('description', { id: orderId })}
              columns={orderColumns}
              rows={[detail.data.order]}
              getRowId={(o) => String(o.orderId)}
            />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-fg-muted">{t('totalFee')}</dt>
              <dd className="text-end">
                <Amount
                  value={detail.data.totalFee}
                  precision={MONEY_PRECISION}
                  unit="USDT"
                  rounding="half-up"
                />
              </dd>
              <dt className="text-fg-muted">{t('realizedPnl')}</dt>
              <dd className="text-end">
                <PnL value={detail.data.realizedPnl} precision={MONEY_PRECISION} unit="USDT" />
              </dd>
            </dl>
            <section aria-label={t('fills')}>
              <h3 className="mb-1 text-sm font-medium">{t('fills')}</h3>
              <DataTable
                aria-label={t('fills')}
                columns={fillColumns}
                rows={detail.data.fills}
                getRowId={(f) => String(f.tradeId)}
                empty={t('noFills')}
              />
            </section>
            {detail.data.children.length > 0 ? (
              <section aria-label={t('children')}>
                <h3 className="mb-1 text-sm font-medium">{t('children')}</h3>
                <DataTable
                  aria-label={t('children')}
                  columns={orderColumns}
                  rows={detail.data.children}
                  getRowId={(o) => String(o.orderId)}
                />
              </section>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
