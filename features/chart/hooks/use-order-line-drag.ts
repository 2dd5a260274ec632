'use client';

import type { IChartApi, IPriceLine, ISeriesApi, SeriesType } from 'lightweight-charts';
import { useEffect, useRef, type RefObject } from 'react';
import { roundToTick } from '../model/round-to-tick';
import type { ChartPriceLine } from '../types';
import { listenToPointer } from './pointer-listeners';

/** How close (px) the pointer must come to an order line to take it. */
const GRAB_DISTANCE = 6;

interface OrderLineDragOptions {
  containerRef: RefObject<HTMLDivElement | null>;
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  lines: RefObject<Map<string, { line: IPriceLine; data: ChartPriceLine }>>;
  tickSize: string;
  priceScale: number;
  onOrderLineDrag?: (id: string, price: string) => void;
}

/**
 * Pointer down near an order line in the price pane takes the line; moving drags it (the chart
 * neither scrolls nor zooms meanwhile); letting go reports the price rounded to the tick and puts
 * the line back: the order only moves once the integrator's confirmation changes `lines`.
 */
export function useOrderLineDrag({
  containerRef,
  chart,
  series,
  lines,
  tickSize,
  priceScale,
  onOrderLineDrag,
}: OrderLineDragOptions): void {
  const callback = useRef(onOrderLineDrag);
  useEffect(() => {
    callback.current = onOrderLineDrag;
  }, [onOrderLineDrag]);
  const enabled = onOrderLineDrag !== undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !chart || !series || !enabled) return;
    let drag: { id: string; line: IPriceLine; original: number; pointerId: number } | undefined;

    const localY = (event: PointerEvent) => event.clientY - container.getBoundingClientRect().top;
    const inPricePane = (y: number) => y <= (chart.panes()[0]?.getHeight() ?? 0);
    const lineAt = (y: number) => {
      for (const [id, { line, data }] of lines.current) {
        if (data.kind !== 'order') continue;
        const at = series.priceToCoordinate(line.options().price);
        if (at !== null && Math.abs(at - y) <= GRAB_DISTANCE) return { id, line };
      }
      return undefined;
    };

    const onDown = (event: PointerEvent) => {
      const y = localY(event);
      if (!inPricePane(y)) return;
      const hit = lineAt(y);
      if (!hit) return;
      event.preventDefault();
      event.stopPropagation();
      drag = { ...hit, original: hit.line.options().price, pointerId: event.pointerId };
      container.setPointerCapture?.(event.pointerId);
      chart.applyOptions({ handleScroll: false, handleScale: false });
    };
    const onMove = (event: PointerEvent) => {
      const y = localY(event);
      if (!drag) {
        container.style.cursor = inPricePane(y) && lineAt(y) ? 'ns-resize' : '';
        return;
      }
      const price = series.coordinateToPrice(y);
      if (price !== null) drag.line.applyOptions({ price });
    };
    const finish = (event: PointerEvent, report: boolean) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { id, line, original } = drag;
      drag = undefined;
      container.releasePointerCapture?.(event.pointerId);
      chart.applyOptions({ handleScroll: true, handleScale: true });
      const price = series.coordinateToPrice(localY(event));
      line.applyOptions({ price: original });
      if (report && price !== null) {
        const next = roundToTick(price, tickSize, priceScale);
        if (Number(next) !== original) callback.current?.(id, next);
      }
    };
    const onUp = (event: PointerEvent) => finish(event, true);
    const onCancel = (event: PointerEvent) => finish(event, false);

    return listenToPointer(container, { down: onDown, move: onMove, up: onUp, cancel: onCancel });
  }, [containerRef, chart, series, lines, tickSize, priceScale, enabled]);
}
