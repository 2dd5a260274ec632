'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, PnL, Price } from '@/components/ui/numbers';
import { cn } from '@/lib/cn';
import type { CsvColumn } from '@/lib/csv';
import { getTradeHistoryQueryOptions, type FuturesTrade } from '../../api/get-trade-history';
import { amountScaleOf, contractInfo, MONEY_PRECISION, priceScaleOf } from './contract-info';
import { HistoryTable, usePagedHistoryRows } from './history-table';
import { useDateTimeFormat, useTradingLabels } from './use-trading-labels';

const codeOf = (trade: FuturesTrade) =>
  contractInfo(trade.contractId)?.code ?? String(trade.contractId);

/**
 * The user's fills (future/trade/history), newest first, a page at a time: price, quantity, fee,
 * maker or taker, realized PnL. Its words are the orders page's (`Orders.TradeHistory`), the one
 * screen that lists fills; sides and the shared labels are the trading screen's.
 */
export function TradeHistoryTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Orders.TradeHistory');
  const tabs = useTranslations('Orders');
  const labels = useTradingLabels();
  const formatTime = useDateTimeFormat();
  const history = usePagedHistoryRows<FuturesTrade>(
    useInfiniteQuery(getTradeHistoryQueryOptions(contractId)),
  );
  const role = (trade: FuturesTrade) =>
    trade.role === 'maker'
      ? t('role.maker')
      : trade.role === 'taker'
        ? t('role.taker')
        : trade.role;
  const columns: DataTableColumn<FuturesTrade>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (trade) => <span className="tabular">{formatTime(trade.time)}</span>,
    },
    { id: 'contract', header: t('columns.contract'), cell: codeOf },
    {
      id: 'side',
      header: t('columns.side'),
      cell: (trade) => (
        <span className={cn(trade.side === 'buy' ? 'text-up' : 'text-down')}>
          {labels.orderSide(trade.side)}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('columns.price'),
      align: 'end',
      cell: (trade) => <Price value={trade.price} precision={priceScaleOf(trade)} />,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      align: 'end',
      cell: (trade) => <Amount value={trade.quantity} precision={amountScaleOf(trade)} />,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      align: 'end',
      hideBelow: 'sm',
      cell: (trade) => (
        <Amount value={trade.fee} precision={MONEY_PRECISION + 2} rounding="half-up" />
      ),
    },
    { id: 'role', header: t('columns.role'), hideBelow: 'md', cell: role },
    {
      id: 'realizedPnl',
      header: t('columns.realizedPnl'),
      align: 'end',
      hideBelow: 'md',
      cell: (trade) => <PnL value={trade.realizedPnl} precision={MONEY_PRECISION} />,
    },
    {
      id: 'orderId',
      header: t('columns.orderId'),
      hideBelow: 'lg',
      cell: (trade) => String(trade.orderId),
    },
  ];
  const csvColumns: CsvColumn<FuturesTrade>[] = [
    { header: t('columns.time'), value: (trade) => formatTime(trade.time) },
    { header: t('columns.contract'), value: codeOf },
    { header: t('columns.side'), value: (trade) => labels.orderSide(trade.side) },
    { header: t('columns.price'), value: (trade) => trade.price },
    { header: t('columns.quantity'), value: (trade) => trade.quantity },
    { header: t('columns.fee'), value: (trade) => trade.fee },
    { header: t('columns.role'), value: role },
    { header: t('columns.realizedPnl'), value: (trade) => trade.realizedPnl },
    { header: t('columns.orderId'), value: (trade) => String(trade.orderId) },
  ];
  return (
    <HistoryTable
      history={history}
      label={tabs('tradeHistory')}
      empty={t('empty')}
      columns={columns}
      csvColumns={csvColumns}
      fileName="trade-history"
      getRowId={(trade) => String(trade.tradeId)}
    />
  );
}
