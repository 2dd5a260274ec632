'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ContractHistory } from '../hooks/use-contract-history';
import { ContractPicker } from './contract-picker';
import { HistoryChart, type HistoryChartProps } from './history-chart';
import { HistoryChartFrame } from './history-chart-frame';

/** A row of a history table: when it happened, first in every table. */
interface HistoryRow {
  id: string;
  /** Epoch ms. */
  time: number;
}

export interface ContractHistorySectionProps<Row extends HistoryRow> {
  /** The page's messages: both pages word their history section with the same keys. */
  namespace: 'FundingRatePage' | 'FundPage';
  testId: string;
  history: ContractHistory<Row>;
  /** The header of the first column, each row's time. */
  timeHeader: string;
  /** The columns after the time. */
  columns: DataTableColumn<Row>[];
  /** How the chart draws the points; the section adds them and their label. */
  chart: Omit<HistoryChartProps, 'points' | 'label'>;
}

/**
 * One contract's history on the futures info pages: a contract select, a chart over time and a
 * table, newest first, with times in the visitor's time zone. The funding-rate and the insurance
 * fund pages differ only in their rows.
 */
export function ContractHistorySection<Row extends HistoryRow>({
  namespace,
  testId,
  history,
  timeHeader,
  columns,
  chart,
}: ContractHistorySectionProps<Row>) {
  const t = useTranslations(namespace);
  const { code, time } = history;
  const timeColumn: DataTableColumn<Row> = {
    id: 'time',
    header: timeHeader,
    cell: (row) => (
      <time dateTime={new Date(row.time).toISOString()} className="tabular">
        {time.format(row.time)}
      </time>
    ),
  };
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <ContractPicker
        label={t('chooseContract')}
        contractId={history.contractId}
        onContractChange={history.setContractId}
      />
      <HistoryChartFrame loading={history.loading} empty={history.points.length === 0}>
        <HistoryChart {...chart} points={history.points} label={t('historyChart', { code })} />
      </HistoryChartFrame>
      <DataTable
        aria-label={t('historyTable', { code })}
        columns={[timeColumn, ...columns]}
        rows={history.rows}
        getRowId={(row) => row.id}
        loading={history.loading}
        empty={
          <span data-testid="history-empty">
            {history.failed ? t('loadFailed') : t('historyEmpty', { code })}
          </span>
        }
        maxHeight={480}
        className="rounded-lg border border-line"
      />
      <p className="text-xs text-fg-muted">{t('timeZone', { zone: time.zone })}</p>
    </div>
  );
}
