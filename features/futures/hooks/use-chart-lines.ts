'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useOpenOrders, usePositions, type Order, type Position } from '@/features/realtime';
import type { Decimal } from '@/lib/decimal';
import { toPositionRow } from '../model/position-row';

/** A price line on the chart (the shape the chart feature draws; kept structural here). */
export interface TradingChartLine {
  id: string;
  kind: 'order' | 'entry' | 'tp' | 'sl' | 'liquidation';
  price: string;
  label: string;
  side?: 'buy' | 'sell';
}

const BUY_SIDES: ReadonlySet<unknown> = new Set(['buy', 'openLong', 'closeShort']);

type Label = (key: 'order' | 'entry' | 'tp' | 'sl' | 'liquidation', side: string) => string;

/** Lines for the user's open orders and positions on one contract, in the chart's shape. */
export function chartLinesOf(
  orders: readonly Order[],
  positions: readonly Position[],
  contractId: number,
  label: Label,
): TradingChartLine[] {
  const lines: TradingChartLine[] = [];
  for (const order of orders) {
    if (Number(order.contractId) !== contractId) continue;
    // Orders the engine made (a triggered TP/SL, a liquidation) are not the user's to drag.
    if (order.source !== undefined && order.source !== null && order.source !== 'user') continue;
    const price =
      typeof order.price === 'string' && order.price !== ''
        ? order.price
        : typeof order.triggerPrice === 'string'
          ? order.triggerPrice
          : null;
    if (price === null) continue;
    const side = BUY_SIDES.has(order.side) ? 'buy' : 'sell';
    lines.push({
      id: `order:${String(order.orderId)}`,
      kind: 'order',
      price,
      label: label('order', side),
      side,
    });
  }
  for (const raw of positions) {
    if (Number(raw.contractId) !== contractId) continue;
    // Prices as the server sent them: no contract or mark price is needed for these lines.
    const row = toPositionRow(raw, null, null);
    const side = row.side;
    if (!side) continue;
    const id = row.id ?? side;
    const add = (kind: TradingChartLine['kind'], price: Decimal | null) => {
      if (price)
        lines.push({ id: `${kind}:${id}`, kind, price: price.toFixed(), label: label(kind, side) });
    };
    add('entry', row.entryPrice);
    add('tp', row.takeProfitPrice);
    add('sl', row.stopLossPrice);
    add('liquidation', row.liquidationPrice);
  }
  return lines;
}

/** The chart lines of one contract, rebuilt only when orders or positions change. */
export function useChartLines(contractId: number): TradingChartLine[] {
  const t = useTranslations('Futures.ChartLines');
  const orders = useOpenOrders();
  const positions = usePositions();
  return useMemo(
    () => chartLinesOf(orders, positions, contractId, (key, side) => t(key, { side })),
    [orders, positions, contractId, t],
  );
}
