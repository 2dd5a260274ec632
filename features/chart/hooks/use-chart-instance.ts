'use client';

import {
  ColorType,
  CrosshairMode,
  TickMarkType,
  createChart,
  type IChartApi,
  type Time,
} from 'lightweight-charts';
import { useEffect, useState, type RefObject } from 'react';
import { formatChartTime } from '../model/chart-time';
import type { ChartColors } from '@/components/hooks/use-theme-colors';

const TICK_FORMATS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { month: 'numeric', day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  [TickMarkType.TimeWithSeconds]: {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
};

const CROSSHAIR_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

// Our times are always UTC timestamps (numbers), shifted to the chosen zone by toChartTime.
const seconds = (time: Time): number => (typeof time === 'number' ? time : 0);

function layoutOptions(colors: ChartColors) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colors.bg },
      textColor: colors.fgMuted,
      panes: { separatorColor: colors.line },
    },
    grid: { vertLines: { color: colors.line }, horzLines: { color: colors.line } },
    rightPriceScale: { borderColor: colors.line },
    timeScale: { borderColor: colors.line },
  };
}

/**
 * The time axis and crosshair time labels in the page locale. Renko and Point & Figure put their
 * own formatters in place (use-slot-axis.ts) and restore these when the chart type changes back.
 */
export function timeAxisOptions(locale: string) {
  return {
    localization: {
      locale,
      timeFormatter: (time: Time) => formatChartTime(seconds(time), locale, CROSSHAIR_FORMAT),
    },
    timeScale: {
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: TickMarkType) =>
        formatChartTime(seconds(time), locale, TICK_FORMATS[type]),
    },
  };
}

/**
 * Creates the chart in an effect (so lightweight-charts never runs on the server), sized by its
 * container (autoSize), and removes it on unmount. Colours follow the theme without a new chart.
 */
export function useChartInstance(
  containerRef: RefObject<HTMLDivElement | null>,
  colors: ChartColors,
  locale: string,
): IChartApi | null {
  const [chart, setChart] = useState<IChartApi | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createChart(container, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      ...timeAxisOptions(locale),
    });
    // The price pane must outlive its series: a chart-type change removes the old series before
    // adding the new one, and an emptied pane would be dropped, moving volume into its place.
    created.panes()[0]?.setPreserveEmptyPane(true);
    setChart(created);
    return () => {
      setChart(null);
      // After the other cleanups of the same commit: the series, price-line and subscription
      // effects declared after this one are cleaned up after it on unmount (a contract switch),
      // and each would otherwise call into a disposed chart ("Object is disposed").
      queueMicrotask(() => created.remove());
    };
    // Colours are applied by the effect below; a theme change must not rebuild the chart.
  }, [containerRef, locale]);

  useEffect(() => {
    chart?.applyOptions(layoutOptions(colors));
  }, [chart, colors]);

  return chart;
}
