'use client';

import type { DataTableColumn } from '@/components/ui/data-table';
import { DataCards } from '@/components/ui/data-cards';

/** What a position's card shows under its contract, side and leverage, in this order. */
const FIGURES = [
  'size',
  'entryPrice',
  'markPrice',
  'liquidationPrice',
  'margin',
  'unrealizedPnl',
  'roe',
  'tpsl',
] as const;

export interface PositionCardsProps {
  /** The positions' ids, as the table's rows. */
  ids: readonly string[];
  /** The positions table's columns (usePositionColumns), actions included. */
  columns: readonly DataTableColumn<string>[];
  loading: boolean;
  'aria-label': string;
  empty: string;
}

/**
 * Open positions as cards, below the `md` breakpoint: the key figures and every button of the
 * table's row, within a phone's width.
 */
export function PositionCards({
  ids,
  columns,
  loading,
  empty,
  'aria-label': label,
}: PositionCardsProps) {
  return (
    <DataCards
      aria-label={label}
      columns={columns}
      rows={ids}
      getRowId={(id) => id}
      titleColumns={['contract']}
      fieldColumns={FIGURES}
      actionsColumn="actions"
      loading={loading}
      empty={empty}
    />
  );
}
