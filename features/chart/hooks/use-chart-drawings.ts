'use client';

import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ChartColors } from '@/components/hooks/use-theme-colors';
import { toDecimal } from '@/lib/decimal';
import { DrawingsPrimitive } from '../components/drawings-primitive';
import type { ChartTimeZone } from '../model/chart-time';
import { hitTest, type DrawingHit, type ScreenPoint } from '../model/drawings/geometry';
import { moveAnchor, moveDrawing } from '../model/drawings/move';
import { fromChartTime, logicalToTime } from '../model/drawings/time-axis';
import { newDrawingId } from '../model/drawings/drawing-id';
import {
  MAX_DRAWINGS_PER_CONTRACT,
  pointsNeeded,
  type AnchorPoint,
  type Drawing,
  type DrawingKind,
} from '@/lib/contract/chart-drawings';
import { roundToTick } from '../model/round-to-tick';
import type { ChartDrawingStore } from '../types';
import { useDrawingStorage } from './use-drawing-storage';
import { listenToPointer } from './pointer-listeners';

/** The pointer (no tool) or one of the drawing tools. */
export type DrawingTool = 'cursor' | DrawingKind;

/** A press that moves less than this (px) is a click: the second point comes with the next one. */
const CLICK_SLOP = 4;

interface ChartDrawingsOptions {
  containerRef: RefObject<HTMLDivElement | null>;
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  code: string;
  priceScale: number;
  tickSize: string;
  timeZone: ChartTimeZone;
  colors: ChartColors;
  /** Off for charts without a time axis of bars (Renko, Kagi…): the drawings hide. */
  enabled: boolean;
  store: ChartDrawingStore | undefined;
}

export interface ChartDrawings {
  tool: DrawingTool;
  chooseTool: (tool: DrawingTool) => void;
  drawings: readonly Drawing[];
  selectedId: string | null;
  select: (id: string | null) => void;
  remove: (id: string) => void;
  removeAll: () => void;
  /** Tools can be used: the chart has bars on a time axis and the saved drawings are in. */
  available: boolean;
  /** The contract holds the most drawings it can. */
  full: boolean;
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

type Gesture =
  | { type: 'draw'; pointerId: number; start: ScreenPoint }
  | {
      type: 'move';
      pointerId: number;
      hit: DrawingHit;
      original: Drawing;
      from: AnchorPoint;
      moved: Drawing;
    };

/**
 * The drawing tools on the price pane: drawing with clicks or press-drag-release, selecting,
 * moving (the whole drawing or a handle), deleting with Delete/Backspace, Escape to cancel. The
 * chart neither scrolls nor zooms while a tool is chosen or a drawing is dragged.
 */
export function useChartDrawings({
  containerRef,
  chart,
  series,
  code,
  priceScale,
  tickSize,
  timeZone,
  colors,
  enabled,
  store,
}: ChartDrawingsOptions): ChartDrawings {
  const { drawings, change, ready } = useDrawingStorage(code, store);
  const [tool, setTool] = useState<DrawingTool>('cursor');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [primitive] = useState(
    () =>
      new DrawingsPrimitive({
        drawings: [],
        draft: null,
        selectedId: null,
        colors,
        priceScale,
        timeZone,
      }),
  );
  const available = enabled && ready;
  const full = drawings.length >= MAX_DRAWINGS_PER_CONTRACT;
  const activeTool: DrawingTool = available && !full ? tool : 'cursor';

  // What the listeners read: the latest without re-subscribing on every change.
  const state = useRef({ tool: activeTool, drawings, selectedId, change, priceScale, tickSize });
  useEffect(() => {
    state.current = { tool: activeTool, drawings, selectedId, change, priceScale, tickSize };
  }, [activeTool, drawings, selectedId, change, priceScale, tickSize]);
  const draft = useRef<Drawing | null>(null);
  const setDraft = useCallback(
    (next: Drawing | null) => {
      draft.current = next;
      primitive.setScene({ draft: next });
    },
    [primitive],
  );

  useEffect(() => {
    primitive.setScene({
      drawings: enabled ? drawings : [],
      selectedId,
      colors,
      priceScale,
      timeZone,
    });
  }, [primitive, drawings, selectedId, colors, priceScale, timeZone, enabled]);

  useEffect(() => {
    if (!series) return;
    series.attachPrimitive(primitive);
    return () => {
      try {
        series.detachPrimitive(primitive);
      } catch {
        // The series (or the chart) is already gone: so is the primitive.
      }
    };
  }, [series, primitive]);

  // Another contract: a line half drawn stays behind (a selection does too: it names a drawing of
  // the other contract, so nothing here is selected).
  useEffect(() => {
    setDraft(null);
  }, [code, setDraft]);

  useEffect(() => {
    if (!chart) return;
    const drawing = activeTool !== 'cursor';
    chart.applyOptions({ handleScroll: !drawing, handleScale: !drawing });
  }, [chart, activeTool]);

  const chooseTool = useCallback(
    (next: DrawingTool) => {
      setDraft(null);
      setTool(next);
      if (next !== 'cursor') setSelectedId(null);
    },
    [setDraft],
  );
  const remove = useCallback((id: string) => {
    const { drawings: current, change: save } = state.current;
    save(current.filter((d) => d.id !== id));
    setSelectedId((selected) => (selected === id ? null : selected));
  }, []);
  const removeAll = useCallback(() => {
    setDraft(null);
    setSelectedId(null);
    state.current.change([]);
  }, [setDraft]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !chart || !series || !available) return;
    let gesture: Gesture | undefined;
    const timeScale = chart.timeScale();

    const local = (event: PointerEvent): ScreenPoint => {
      const rect = container.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const onPlot = ({ x, y }: ScreenPoint) =>
      x >= 0 && x <= timeScale.width() && y >= 0 && y <= (chart.panes()[0]?.getHeight() ?? 0);
    const priceAt = (y: number): string | null => {
      const price = series.coordinateToPrice(y);
      if (price === null) return null;
      const rounded = roundToTick(price, state.current.tickSize, state.current.priceScale);
      return toDecimal(rounded).isNegative()
        ? toDecimal(0).toFixed(state.current.priceScale)
        : rounded;
    };
    const timeAt = (x: number): number | null => {
      const logical = timeScale.coordinateToLogical(x);
      const chartTime = logical === null ? null : logicalToTime(primitive.barTimes(), logical);
      return chartTime === null ? null : fromChartTime(chartTime, timeZone);
    };
    const anchorAt = ({ x, y }: ScreenPoint): AnchorPoint | null => {
      const time = timeAt(x);
      const price = priceAt(y);
      return time === null || price === null ? null : { time, price };
    };
    const take = (event: PointerEvent) => {
      event.preventDefault();
      event.stopPropagation();
      container.setPointerCapture?.(event.pointerId);
    };
    const commit = (drawing: Drawing) => {
      const { drawings: current, change: save } = state.current;
      save([...current, drawing]);
      setDraft(null);
      setSelectedId(drawing.id);
      setTool('cursor');
    };

    const onDown = (event: PointerEvent) => {
      // An order line taken by its own drag (registered first) stays with it.
      if (event.button !== 0 || event.defaultPrevented) return;
      const point = local(event);
      if (!onPlot(point)) return;
      const current = state.current;
      if (current.tool !== 'cursor') {
        const anchor = anchorAt(point);
        if (!anchor) return;
        take(event);
        const kind = current.tool;
        const open = draft.current;
        if (pointsNeeded(kind) === 1) {
          commit({ id: newDrawingId(), kind, points: [anchor] });
        } else if (open && open.kind === kind) {
          commit({ ...open, points: [open.points[0] ?? anchor, anchor] });
        } else {
          setDraft({ id: newDrawingId(), kind, points: [anchor, anchor] });
          gesture = { type: 'draw', pointerId: event.pointerId, start: point };
        }
        return;
      }
      const hit = hitTest(primitive.shapes(), point);
      const original = hit && current.drawings.find((d) => d.id === hit.id);
      if (!hit || !original) {
        if (current.selectedId !== null) setSelectedId(null);
        return;
      }
      const from = anchorAt(point);
      if (!from) return;
      take(event);
      setSelectedId(hit.id);
      chart.applyOptions({ handleScroll: false, handleScale: false });
      gesture = { type: 'move', pointerId: event.pointerId, hit, original, from, moved: original };
    };

    const onMove = (event: PointerEvent) => {
      const point = local(event);
      if (!gesture) {
        const open = draft.current;
        if (open && state.current.tool !== 'cursor') {
          const anchor = anchorAt(point);
          if (anchor) setDraft({ ...open, points: [open.points[0] ?? anchor, anchor] });
        }
        const hovering =
          state.current.tool === 'cursor' && onPlot(point) && hitTest(primitive.shapes(), point);
        container.style.cursor =
          state.current.tool !== 'cursor' ? 'crosshair' : hovering ? 'move' : '';
        return;
      }
      if (event.pointerId !== gesture.pointerId) return;
      const anchor = anchorAt(point);
      if (!anchor) return;
      if (gesture.type === 'draw') {
        const open = draft.current;
        if (open) setDraft({ ...open, points: [open.points[0] ?? anchor, anchor] });
        return;
      }
      const { hit, original, from } = gesture;
      gesture.moved =
        hit.anchor !== null
          ? moveAnchor(original, hit.anchor, anchor)
          : moveDrawing(
              original,
              anchor.time - from.time,
              toDecimal(anchor.price).minus(from.price).toString(),
              state.current.priceScale,
            );
      const moved = gesture.moved;
      primitive.setScene({
        drawings: state.current.drawings.map((d) => (d.id === moved.id ? moved : d)),
      });
    };

    const finish = (event: PointerEvent, keep: boolean) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      const done = gesture;
      gesture = undefined;
      container.releasePointerCapture?.(event.pointerId);
      if (done.type === 'draw') {
        const point = local(event);
        const dragged = Math.hypot(point.x - done.start.x, point.y - done.start.y) > CLICK_SLOP;
        const open = draft.current;
        // Press-drag-release draws at once; a click waits for the second click.
        if (keep && dragged && open) commit(open);
        else if (!keep) setDraft(null);
        return;
      }
      chart.applyOptions({ handleScroll: true, handleScale: true });
      const { drawings: current, change: save } = state.current;
      if (keep && done.moved !== done.original)
        save(current.map((d) => (d.id === done.moved.id ? done.moved : d)));
      else primitive.setScene({ drawings: current });
    };
    const onUp = (event: PointerEvent) => finish(event, true);
    const onCancel = (event: PointerEvent) => finish(event, false);

    return listenToPointer(container, { down: onDown, move: onMove, up: onUp, cancel: onCancel });
  }, [containerRef, chart, series, available, primitive, timeZone, setDraft]);

  useEffect(() => {
    if (!available) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target)) return;
      const { tool: current, selectedId: selected } = state.current;
      if (event.key === 'Escape') {
        if (draft.current) setDraft(null);
        else if (current !== 'cursor') setTool('cursor');
        else if (selected !== null) setSelectedId(null);
        else return;
        event.preventDefault();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected !== null) {
        event.preventDefault();
        remove(selected);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [available, remove, setDraft]);

  return {
    tool: activeTool,
    chooseTool,
    drawings,
    selectedId: drawings.some((d) => d.id === selectedId) ? selectedId : null,
    select: setSelectedId,
    remove,
    removeAll,
    available,
    full,
  };
}
