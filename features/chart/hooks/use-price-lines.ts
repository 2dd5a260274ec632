'use client';

import { LineStyle, type IPriceLine, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import { useEffect, useRef, type RefObject } from 'react';
import { realtimeStore, selectLastPrice, selectLastTrade } from '@/features/realtime';
import { toDecimal } from '@/lib/decimal';
import type { ChartPriceLine } from '../types';
import { withAlpha, type ChartColors } from '@/components/hooks/use-theme-colors';

export function lineColor(
  line: Pick<ChartPriceLine, 'kind' | 'side'>,
  colors: ChartColors,
): string {
  switch (line.kind) {
    case 'order':
      return line.side === 'sell' ? colors.down : colors.up;
    case 'entry':
      return colors.primary;
    case 'tp':
      return colors.up;
    case 'sl':
      return colors.down;
    case 'liquidation':
      return colors.warn;
  }
}

const price = (value: string | number | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const decimal = toDecimal(value, NaN);
  return decimal.isNaN() ? undefined : decimal.toNumber();
};

interface PriceLinesOptions {
  series: ISeriesApi<SeriesType> | null;
  contractId: number;
  lines: readonly ChartPriceLine[];
  colors: ChartColors;
  labels: { last: string; mark: string };
}

/**
 * Draws the integrator's lines (orders, entry, TP/SL, liquidation) and the market's last and mark
 * price. Last and mark follow the indicator through a store subscription, moving two lines instead
 * of rendering the panel on every tick. Returns the drawn order lines by id, for dragging.
 */
export function usePriceLines({
  series,
  contractId,
  lines,
  colors,
  labels,
}: PriceLinesOptions): RefObject<Map<string, { line: IPriceLine; data: ChartPriceLine }>> {
  const drawn = useRef(new Map<string, { line: IPriceLine; data: ChartPriceLine }>());
  const linesKey = JSON.stringify(lines);

  useEffect(() => {
    if (!series) return;
    const map = drawn.current;
    const parsed = JSON.parse(linesKey) as ChartPriceLine[];
    for (const data of parsed) {
      const value = price(data.price);
      if (value === undefined) continue;
      const line = series.createPriceLine({
        id: data.id,
        price: value,
        color: lineColor(data, colors),
        lineWidth: 1,
        lineStyle: data.kind === 'order' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: data.label,
      });
      map.set(data.id, { line, data });
    }
    return () => {
      for (const { line } of map.values()) series.removePriceLine(line);
      map.clear();
    };
  }, [series, linesKey, colors]);

  useEffect(() => {
    if (!series) return;
    const last = series.createPriceLine({
      price: 0,
      color: colors.fg,
      lineWidth: 1,
      lineStyle: LineStyle.Dotted,
      axisLabelVisible: true,
      lineVisible: false,
      title: labels.last,
    });
    const mark = series.createPriceLine({
      price: 0,
      color: withAlpha(colors.warn, 0.9),
      lineWidth: 1,
      lineStyle: LineStyle.SparseDotted,
      axisLabelVisible: true,
      lineVisible: false,
      title: labels.mark,
    });
    const show = () => {
      const state = realtimeStore.getState();
      const indicator = state.indicators[contractId];
      // The latest trade's price, as the open candle, the contract bar and the book show it.
      const lastPrice = price(selectLastPrice(state, contractId));
      const markPrice = price(indicator?.mp);
      last.applyOptions({
        price: lastPrice ?? 0,
        lineVisible: lastPrice !== undefined,
        axisLabelVisible: lastPrice !== undefined,
      });
      mark.applyOptions({
        price: markPrice ?? 0,
        lineVisible: markPrice !== undefined,
        axisLabelVisible: markPrice !== undefined,
      });
    };
    show();
    const unsubscribe = realtimeStore.subscribe((state, previous) => {
      if (
        state.indicators[contractId] !== previous.indicators[contractId] ||
        selectLastTrade(state, contractId) !== selectLastTrade(previous, contractId)
      )
        show();
    });
    return () => {
      unsubscribe();
      series.removePriceLine(last);
      series.removePriceLine(mark);
    };
  }, [series, contractId, colors, labels.last, labels.mark]);

  return drawn;
}
