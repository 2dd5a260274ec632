'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, PnL, Price } from '@/components/ui/numbers';
import {
  getPositionHistoryQueryOptions,
  type PositionHistoryRow,
} from '../../api/get-position-history';
import type { CsvColumn } from '@/lib/csv';
import { amountScaleOf, contractInfo, MONEY_PRECISION, priceScaleOf } from './contract-info';
import { ContractSideCell } from './contract-side-cell';
import { HistoryTable, useWholeHistoryRows } from './history-table';
import { useDateTimeFormat, useTradingLabels } from './use-trading-labels';

/** Positions closed at least in part (spec's position history columns), latest close first. */
export function PositionHistoryTable({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs');
  const labels = useTradingLabels();
  const formatTime = useDateTimeFormat();
  // position/history has no cursor: the latest closes (up to its limit) are the whole list.
  const history = useWholeHistoryRows(useQuery(getPositionHistoryQueryOptions(contractId)));
  const contractLabel = (row: PositionHistoryRow) =>
    `${contractInfo(row.contractId)?.code ?? row.contractId} ${labels.positionSide(row.direction)} ${row.leverage}x`;
  const columns: DataTableColumn<PositionHistoryRow>[] = [
    {
      id: 'contract',
      header: t('columns.contract'),
      cell: (row) => (
        <ContractSideCell
          contractId={row.contractId}
          direction={row.direction}
          detail={` · ${labels.marginMode(row.isolated)} ${row.leverage}x`}
        />
      ),
    },
    {
      id: 'entryPrice',
      header: t('columns.entryPrice'),
      align: 'end',
      cell: (row) => <Price value={row.avgEntryPrice} precision={priceScaleOf(row)} />,
    },
    {
      id: 'openedQuantity',
      header: t('columns.openedQuantity'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Amount value={row.openedQuantity} precision={amountScaleOf(row)} />,
    },
    {
      id: 'avgClosePrice',
      header: t('columns.avgClosePrice'),
      align: 'end',
      cell: (row) => <Price value={row.avgClosePrice} precision={priceScaleOf(row)} />,
    },
    {
      id: 'closedQuantity',
      header: t('columns.closedQuantity'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Amount value={row.closedQuantity} precision={amountScaleOf(row)} />,
    },
    {
      id: 'realizedPnl',
      header: t('columns.realizedPnl'),
      align: 'end',
      sortValue: (row) => row.realizedPnl,
      cell: (row) => <PnL value={row.realizedPnl} precision={MONEY_PRECISION} />,
    },
    {
      id: 'openTime',
      header: t('columns.openTime'),
      hideBelow: 'md',
      sortValue: (row) => row.openedAt,
      cell: (row) => <span className="tabular">{formatTime(row.openedAt)}</span>,
    },
    {
      id: 'lastCloseTime',
      header: t('columns.lastCloseTime'),
      sortValue: (row) => row.lastClosedAt,
      cell: (row) => (
        <span className="flex flex-col leading-tight">
          <span className="tabular">{formatTime(row.lastClosedAt)}</span>
          <span className="text-xs text-fg-muted">
            {t(row.closed ? 'positionClosed' : 'positionPartlyClosed')}
          </span>
        </span>
      ),
    },
  ];
  const csvColumns: CsvColumn<PositionHistoryRow>[] = [
    { header: t('columns.contract'), value: contractLabel },
    { header: t('columns.marginMode'), value: (row) => labels.marginMode(row.isolated) },
    { header: t('columns.entryPrice'), value: (row) => row.avgEntryPrice },
    { header: t('columns.openedQuantity'), value: (row) => row.openedQuantity },
    { header: t('columns.avgClosePrice'), value: (row) => row.avgClosePrice },
    { header: t('columns.closedQuantity'), value: (row) => row.closedQuantity },
    { header: t('columns.realizedPnl'), value: (row) => row.realizedPnl },
    { header: t('columns.openTime'), value: (row) => formatTime(row.openedAt) },
    { header: t('columns.lastCloseTime'), value: (row) => formatTime(row.lastClosedAt) },
  ];
  return (
    <HistoryTable
      history={history}
      label={t('positionHistoryTab')}
      empty={t('empty.positionHistory')}
      columns={columns}
      csvColumns={csvColumns}
      fileName="position-history"
      getRowId={(row) => String(row.positionId)}
      rowHeight={48}
    />
  );
}
