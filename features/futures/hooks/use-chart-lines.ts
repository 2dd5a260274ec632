'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useOpenOrders, usePositions, type Order, type Position } from '@/features/realtime';
import { toDecimal, type Decimal } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { contractInfo } from '../components/bottom-tabs/contract-info';
import { useTradingLabels } from '../components/bottom-tabs/use-trading-labels';
import { toPositionRow } from '../model/position-row';
import {
  describeTriggerOrder,
  isWaitingTrigger,
  orderSideOf,
  positionTpSlCondition,
  triggerPriceTypeOf,
  type TriggerCondition,
  type TriggerOrderView,
  type TriggerPriceType,
} from '../model/trigger-order';
import { useTriggerConditions } from './use-trigger-condition';

/** A price line on the chart (the shape the chart feature draws; kept structural here). */
export interface TradingChartLine {
  id: string;
  kind: 'order' | 'entry' | 'tp' | 'sl' | 'liquidation';
  price: string;
  label: string;
  side?: 'buy' | 'sell';
}

/** What a line says, before it is put into words. */
export type ChartLineLabel =
  | { key: 'order'; side: 'buy' | 'sell' }
  | { key: 'trigger'; trigger: TriggerOrderView }
  | { key: 'entry'; side: 'long' | 'short' }
  | {
      key: 'positionTp' | 'positionSl' | 'presetTp' | 'presetSl';
      priceType: TriggerPriceType;
      condition: TriggerCondition | null;
      price: string;
    }
  | { key: 'liquidation' };

type Label = (label: ChartLineLabel) => string;

const TPSL_SOURCE = 'tpsl';

function samePrice(a: unknown, b: Decimal): boolean {
  const value = toDecimal(typeof a === 'string' || typeof a === 'number' ? a : null, NaN);
  return !value.isNaN() && value.equals(b);
}

/**
 * Lines for the user's open orders and positions on one contract, in the chart's shape.
 * `conditions` holds the ≥ / ≤ of the conditional orders (by order id) for rows without the
 * server's own, which `describeTriggerOrder` reads first.
 */
export function chartLinesOf(
  orders: readonly Order[],
  positions: readonly Position[],
  contractId: number,
  conditions: ReadonlyMap<string, TriggerCondition>,
  label: Label,
): TradingChartLine[] {
  const lines: TradingChartLine[] = [];
  const mine = orders.filter((order) => order.contractId === contractId);
  for (const order of mine) {
    const condition = conditions.get(String(order.orderId)) ?? null;
    if (order.source === TPSL_SOURCE && isWaitingTrigger(order)) {
      // A filled order's preset TP/SL, waiting on the position: drawn like the position's own
      // (those are drawn from the position below), not draggable.
      if (order.parentOrderId === null || order.triggerPrice === null) continue;
      const trigger = describeTriggerOrder(order, condition);
      if (trigger === null || trigger.type === null) continue;
      const kind = trigger.type.startsWith('takeProfit') ? 'tp' : 'sl';
      lines.push({
        id: `${kind}:order:${String(order.orderId)}`,
        kind,
        price: order.triggerPrice,
        label: label({
          key: kind === 'tp' ? 'presetTp' : 'presetSl',
          priceType: trigger.priceType,
          condition: trigger.condition,
          price: order.triggerPrice,
        }),
      });
      continue;
    }
    // Other orders the engine made (a triggered TP/SL, a liquidation) are not the user's to drag.
    if (order.source !== 'user') continue;
    const price = order.price ?? order.triggerPrice;
    if (price === null) continue;
    const side = orderSideOf(order);
    const trigger = isWaitingTrigger(order) ? describeTriggerOrder(order, condition) : null;
    lines.push({
      id: `order:${String(order.orderId)}`,
      kind: 'order',
      price,
      label: label(trigger === null ? { key: 'order', side } : { key: 'trigger', trigger }),
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
    const add = (kind: TradingChartLine['kind'], price: Decimal | null, text: ChartLineLabel) => {
      if (price)
        lines.push({ id: `${kind}:${id}`, kind, price: price.toFixed(), label: label(text) });
    };
    const tpSl = (which: 'tp' | 'sl', price: Decimal | null) => {
      if (!price) return;
      // The position's TP/SL order says what it watches (the engine's default is the mark price).
      const order = mine.find(
        (o) =>
          o.source === TPSL_SOURCE &&
          o.parentOrderId === null &&
          isWaitingTrigger(o) &&
          samePrice(o.triggerPrice, price),
      );
      add(which, price, {
        key: which === 'tp' ? 'positionTp' : 'positionSl',
        priceType: order === undefined ? 'mark' : triggerPriceTypeOf(order),
        condition: positionTpSlCondition(side, which),
        price: price.toFixed(),
      });
    };
    add('entry', row.entryPrice, { key: 'entry', side });
    tpSl('tp', row.takeProfitPrice);
    tpSl('sl', row.stopLossPrice);
    add('liquidation', row.liquidationPrice, { key: 'liquidation' });
  }
  return lines;
}

/** The chart lines of one contract, rebuilt only when orders, positions or a ≥ / ≤ change. */
export function useChartLines(contractId: number): TradingChartLine[] {
  const t = useTranslations('Futures.ChartLines');
  const labels = useTradingLabels();
  const locale = useLocale();
  const orders = useOpenOrders();
  const positions = usePositions();
  const conditions = useTriggerConditions(orders);
  return useMemo(() => {
    const priceScale = contractInfo(contractId)?.contract.priceScale ?? 2;
    const condition = (
      priceType: TriggerPriceType,
      direction: TriggerCondition | null,
      price: string | null,
    ) => {
      const text = formatPrice(price, locale, priceScale);
      return direction === null
        ? t('conditionUnknown', { priceType, price: text })
        : t('condition', { priceType, condition: direction, price: text });
    };
    const label = (line: ChartLineLabel): string => {
      switch (line.key) {
        case 'order':
          return t('order', { side: line.side });
        case 'trigger':
          return t('trigger', {
            type: labels.triggerOrderType(line.trigger),
            side: line.trigger.side,
            condition: condition(
              line.trigger.priceType,
              line.trigger.condition,
              line.trigger.triggerPrice,
            ),
          });
        case 'entry':
          return t('entry', { side: line.side });
        case 'liquidation':
          return t('liquidation');
        default:
          return t(line.key, { condition: condition(line.priceType, line.condition, line.price) });
      }
    };
    return chartLinesOf(orders, positions, contractId, conditions, label);
  }, [orders, positions, contractId, conditions, t, labels, locale]);
}
