'use client';

import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ContractPicker } from './contract-picker';
import { HistoryChartFrame } from './history-chart-frame';

export interface ContractHistorySectionProps<Row extends { id: string }> {
  testId: string;
  pickerLabel: string;
  contractId: number;
  onContractChange: (contractId: number) => void;
  /** The history chart; `chartEmpty` shows the frame's empty state instead. */
  chart: ReactNode;
  chartEmpty: boolean;
  tableLabel: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  /** The table's empty state: why there are no rows (none yet, or the request failed). */
  emptyText: string;
  /** Says which time zone the table's times are in. */
  zoneNote: string;
}

/**
 * One contract's history on the futures info pages: a contract select, a chart over time and a
 * table, newest first. The funding-rate and the insurance fund pages differ only in their rows.
 */
export function ContractHistorySection<Row extends { id: string }>({
  testId,
  pickerLabel,
  contractId,
  onContractChange,
  chart,
  chartEmpty,
  tableLabel,
  columns,
  rows,
  loading,
  emptyText,
  zoneNote,
}: ContractHistorySectionProps<Row>) {
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <ContractPicker
        label={pickerLabel}
        contractId={contractId}
        onContractChange={onContractChange}
      />
      <HistoryChartFrame loading={loading} empty={chartEmpty}>
        {chart}
      </HistoryChartFrame>
      <DataTable
        aria-label={tableLabel}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        empty={<span data-testid="history-empty">{emptyText}</span>}
        maxHeight={480}
        className="rounded-lg border border-line"
      />
      <p className="text-xs text-fg-muted">{zoneNote}</p>
    </div>
  );
}
