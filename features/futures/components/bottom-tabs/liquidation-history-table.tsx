'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, Price } from '@/components/ui/numbers';
import {
  getLiquidationHistoryQueryOptions,
  type LiquidationRecord,
} from '../../api/get-liquidation-history';
import type { CsvColumn } from '@/lib/csv';
import { amountScaleOf, contractInfo, MONEY_PRECISION, priceScaleOf } from './contract-info';
import { ContractSideCell } from './contract-side-cell';
import { HistoryTable, usePagedHistoryRows } from './history-table';
import { useDateTimeFormat, useTradingLabels } from './use-trading-labels';

/** The spec's liquidation record, newest first, a page at a time. */
export function LiquidationHistoryTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs');
  const labels = useTradingLabels();
  const formatTime = useDateTimeFormat();
  const history = usePagedHistoryRows(
    useInfiniteQuery(getLiquidationHistoryQueryOptions(contractId)),
  );
  // Records written before the server kept the position mode have none to show.
  const mode = (row: LiquidationRecord) =>
    row.hedge === null
      ? labels.marginMode(row.isolated)
      : `${labels.marginMode(row.isolated)} / ${labels.positionMode(row.hedge)}`;
  const columns: DataTableColumn<LiquidationRecord>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) => <span className="tabular">{formatTime(row.time)}</span>,
    },
    {
      id: 'contract',
      header: t('columns.contract'),
      cell: (row) => <ContractSideCell contractId={row.contractId} direction={row.direction} />,
    },
    { id: 'mode', header: t('columns.mode'), hideBelow: 'md', cell: mode },
    {
      id: 'type',
      header: t('columns.liquidationType'),
      cell: (row) => labels.liquidationType(row.type),
    },
    {
      id: 'triggerPrice',
      header: t('columns.triggerPrice'),
      align: 'end',
      cell: (row) => <Price value={row.triggerPrice} precision={priceScaleOf(row)} />,
    },
    {
      id: 'bankruptcyPrice',
      header: t('columns.bankruptcyPrice'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Price value={row.bankruptcyPrice} precision={priceScaleOf(row)} />,
    },
    {
      id: 'entryPrice',
      header: t('columns.entryPrice'),
      align: 'end',
      hideBelow: 'md',
      cell: (row) => <Price value={row.entryPrice} precision={priceScaleOf(row)} />,
    },
    {
      id: 'filledOfPosition',
      header: t('columns.filledOfPosition'),
      align: 'end',
      cell: (row) => (
        <span>
          <Amount value={row.filledQuantity} precision={amountScaleOf(row)} /> /{' '}
          <Amount value={row.positionQuantity} precision={amountScaleOf(row)} />
        </span>
      ),
    },
    {
      id: 'positionEquity',
      header: t('columns.positionEquity'),
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => <Amount value={row.positionEquity} precision={MONEY_PRECISION} />,
    },
    {
      id: 'maintenanceMargin',
      header: t('columns.maintenanceMargin'),
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => <Amount value={row.maintenanceMargin} precision={MONEY_PRECISION} />,
    },
    {
      id: 'forfeit',
      header: t('columns.forfeit'),
      align: 'end',
      hideBelow: 'md',
      cell: (row) => <Amount value={row.forfeit} precision={MONEY_PRECISION} rounding="half-up" />,
    },
  ];
  const csvColumns: CsvColumn<LiquidationRecord>[] = [
    { header: t('columns.time'), value: (row) => formatTime(row.time) },
    {
      header: t('columns.contract'),
      value: (row) => contractInfo(row.contractId)?.code ?? row.contractId,
    },
    { header: t('columns.direction'), value: (row) => labels.positionSide(row.direction) },
    { header: t('columns.mode'), value: mode },
    { header: t('columns.liquidationType'), value: (row) => labels.liquidationType(row.type) },
    { header: t('columns.triggerPrice'), value: (row) => row.triggerPrice },
    { header: t('columns.bankruptcyPrice'), value: (row) => row.bankruptcyPrice },
    { header: t('columns.entryPrice'), value: (row) => row.entryPrice },
    {
      header: t('columns.filledOfPosition'),
      value: (row) => `${row.filledQuantity} / ${row.positionQuantity}`,
    },
    { header: t('columns.positionEquity'), value: (row) => row.positionEquity },
    { header: t('columns.maintenanceMargin'), value: (row) => row.maintenanceMargin },
    { header: t('columns.forfeit'), value: (row) => row.forfeit },
  ];
  return (
    <HistoryTable
      history={history}
      label={t('liquidationHistoryTab')}
      empty={t('empty.liquidationHistory')}
      columns={columns}
      csvColumns={csvColumns}
      fileName="liquidation-history"
      getRowId={(row) => String(row.liquidationId)}
      rowHeight={48}
    />
  );
}
