'use client';

import type { IChartApi, Time } from 'lightweight-charts';
import { useEffect, useState } from 'react';
import { formatTimeIn, type ChartTimeZone } from '../model/chart-time';
import type { ChartPoints, BoxPoint } from '../model/series-points';
import { slotOf } from '../model/slot-axis';
import { createPointStore, type LegendStore } from '../components/legend-store';
import { timeAxisOptions } from './use-chart-instance';

/** A Renko brick or Point & Figure column with its slot (0 = the first on the chart). */
export interface SlotPoint {
  slot: number;
  point: BoxPoint;
}

const TICK_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const CROSSHAIR_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * Time-axis and crosshair labels of a slot axis: the real time the slot's brick or column began,
 * read in the chart's zone (an empty label past the last slot).
 */
export function slotAxisOptions(
  points: () => readonly BoxPoint[],
  locale: string,
  timeZone: ChartTimeZone,
) {
  const label = (time: Time, format: Intl.DateTimeFormatOptions) => {
    const point = points()[slotOf(time)];
    return point ? formatTimeIn(point.time, timeZone, locale, format) : '';
  };
  return {
    localization: { timeFormatter: (time: Time) => label(time, CROSSHAIR_FORMAT) },
    timeScale: { tickMarkFormatter: (time: Time) => label(time, TICK_FORMAT) },
  };
}

export interface SlotAxis {
  /** The hovered (else the last) brick or column, for the legend. */
  legend: LegendStore<SlotPoint>;
  /** What the main series now draws: brick or column points set the slots, others clear them. */
  show: (chartPoints: ChartPoints) => void;
  /** The crosshair is at a chart time (a slot's, or none: the last one is shown). */
  hover: (time: unknown) => void;
}

function createSlotAxis(): SlotAxis & { points: () => readonly BoxPoint[] } {
  let points: readonly BoxPoint[] = [];
  const legend = createPointStore<SlotPoint>();
  let shown: SlotPoint | undefined;
  const at = (slot: number): SlotPoint | undefined => {
    const point = points[slot];
    if (!point) return undefined;
    // The same object while nothing changed, so the legend does not re-render on every move.
    if (shown?.slot !== slot || shown.point !== point) shown = { slot, point };
    return shown;
  };
  return {
    legend,
    points: () => points,
    show: (chartPoints) => {
      points = chartPoints.shape === 'boxes' ? chartPoints.points : [];
      legend.set(at(points.length - 1));
    },
    hover: (time) => {
      const slot = slotOf(time);
      legend.set(at(slot) ?? at(points.length - 1));
    },
  };
}

/**
 * Renko and Point & Figure on their own x axis (model/slot-axis.ts): while `on`, the chart's time
 * labels show when each slot's brick or column began; the normal time axis comes back with
 * `on` false (another chart type) or on unmount.
 */
export function useSlotAxis(
  chart: IChartApi | null,
  on: boolean,
  locale: string,
  timeZone: ChartTimeZone,
): SlotAxis {
  const [axis] = useState(createSlotAxis);
  useEffect(() => {
    if (!chart || !on) return;
    chart.applyOptions(slotAxisOptions(axis.points, locale, timeZone));
    return () => chart.applyOptions(timeAxisOptions(locale));
  }, [chart, on, locale, timeZone, axis]);
  return axis;
}
