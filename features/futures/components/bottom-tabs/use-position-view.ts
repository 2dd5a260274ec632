'use client';

import { useMemo } from 'react';
import {
  useBalance,
  useMarketIndicator,
  usePosition,
  type MarketIndicator,
  type Position,
} from '@/features/realtime';
import type { AccountType } from '@/lib/contract/wire/accounts';
import type { Decimal } from '@/lib/decimal';
import { toPositionRow, type PositionRow } from '../../model/position-row';
import { contractInfo, type ContractInfo } from './contract-info';

export interface PositionView {
  raw: Position;
  row: PositionRow;
  info: ContractInfo | undefined;
  indicator: MarketIndicator | undefined;
  accountType: AccountType;
  /** Unrealised PnL ÷ the margin the position holds (isolated: with what was added). */
  roe: Decimal | null;
  /** What position/margin may take back now (the engine's limit); null for cross. */
  maxRemovableMargin: string | null;
}

function textField(source: object | undefined, key: string): string | undefined {
  if (!source || !(key in source)) return undefined;
  const value: unknown = Reflect.get(source, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * One position with every label computed, live: the row re-renders when its own position, its
 * contract's mark price or its account's balance changes, and never for another position.
 */
export function usePositionView(positionId: string): PositionView | null {
  const raw = usePosition(positionId);
  const contractId = raw?.contractId ?? 0;
  const indicator = useMarketIndicator(contractId);
  const accountType = raw?.accountType ?? 1;
  const balance = useBalance(`${accountType}:1`);
  return useMemo(() => {
    if (!raw) return null;
    const info = contractInfo(raw.contractId);
    const row = toPositionRow(raw, info?.contract, indicator, {
      crossEquity: textField(balance, 'equity'),
      crossMaintenance: textField(balance, 'maintenanceMargin'),
    });
    const roe =
      row.unrealisedPnl !== null && row.margin !== null && !row.margin.isZero()
        ? row.unrealisedPnl.dividedBy(row.margin)
        : null;
    return {
      raw,
      row,
      info,
      indicator,
      accountType,
      roe,
      maxRemovableMargin: textField(raw, 'maxRemovableMargin') ?? null,
    };
  }, [raw, indicator, balance, accountType]);
}
