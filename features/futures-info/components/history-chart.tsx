'use client';

import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { intlLocale } from '@/lib/locale';
import { useChartColors, type ChartColors } from '../hooks/use-chart-colors';
import type { ChartPoint } from '../model/history';

export interface HistoryChartProps {
  points: readonly ChartPoint[];
  /** `rate`: a bar per settlement coloured by sign; `balance`: a filled line. */
  variant: 'rate' | 'balance';
  /** What the chart shows, for screen readers (the table below has the same figures). */
  label: string;
  /** Decimals of the axis and crosshair labels. */
  decimals: number;
  /** Written after each value label ("%"). */
  suffix?: string;
}

type Drawn =
  | { chart: IChartApi; variant: 'rate'; series: ISeriesApi<'Histogram'> }
  | { chart: IChartApi; variant: 'balance'; series: ISeriesApi<'Area'> };

const CROSSHAIR_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  // The points are already shifted to local time (model/history.ts): read them as UTC.
  timeZone: 'UTC',
};

function layoutOf(colors: ChartColors) {
  return {
    layout: { background: { color: colors.bg }, textColor: colors.fgMuted },
    grid: { vertLines: { color: colors.line }, horzLines: { color: colors.line } },
    rightPriceScale: { borderColor: colors.line },
    timeScale: { borderColor: colors.line },
  };
}

/** Bars take their colour from the sign of each value: rising rates in the up colour. */
function draw(drawn: Drawn, points: readonly ChartPoint[], colors: ChartColors): void {
  if (drawn.variant === 'rate') {
    drawn.series.setData(
      points.map((point) => ({
        time: point.time as UTCTimestamp,
        value: point.value,
        color: point.value < 0 ? colors.down : colors.up,
      })),
    );
  } else {
    drawn.series.setData(
      points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    );
  }
  drawn.chart.timeScale().fitContent();
}

/**
 * A history over time in the theme's colours. lightweight-charts is loaded when the chart mounts,
 * not with the page, so it stays out of the first load; the chart is removed on unmount.
 */
export function HistoryChart({ points, variant, label, decimals, suffix = '' }: HistoryChartProps) {
  const locale = useLocale();
  const colors = useChartColors();
  const containerRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let disposed = false;
    let created: IChartApi | undefined;
    const tag = intlLocale(locale);
    const timeFormat = new Intl.DateTimeFormat(tag, CROSSHAIR_TIME);
    void import('lightweight-charts').then(({ createChart, AreaSeries, HistogramSeries }) => {
      const container = containerRef.current;
      if (disposed || !container) return;
      const formatter = (value: number) =>
        `${formatNumber(value, locale, { decimals, typographicMinus: true })}${suffix}`;
      created = createChart(container, {
        autoSize: true,
        handleScroll: false,
        handleScale: false,
        localization: {
          locale: tag,
          priceFormatter: formatter,
          timeFormatter: (time: Time) =>
            typeof time === 'number' ? timeFormat.format(time * 1000) : String(time),
        },
        timeScale: { timeVisible: true, secondsVisible: false },
      });
      const priceFormat = { type: 'custom' as const, formatter, minMove: 10 ** -decimals };
      setDrawn(
        variant === 'rate'
          ? {
              chart: created,
              variant,
              series: created.addSeries(HistogramSeries, { priceFormat, priceLineVisible: false }),
            }
          : {
              chart: created,
              variant,
              series: created.addSeries(AreaSeries, {
                priceFormat,
                lineWidth: 2,
                priceLineVisible: false,
              }),
            },
      );
    });
    return () => {
      disposed = true;
      setDrawn(null);
      const chart = created;
      // After the other cleanups of this unmount, which may still call the series.
      if (chart) queueMicrotask(() => chart.remove());
    };
  }, [variant, locale, decimals, suffix]);

  useEffect(() => {
    if (!drawn) return;
    drawn.chart.applyOptions(layoutOf(colors));
    if (drawn.variant === 'balance') {
      drawn.series.applyOptions({
        lineColor: colors.primary,
        topColor: colors.areaTop,
        bottomColor: colors.areaBottom,
      });
    }
  }, [drawn, colors]);

  useEffect(() => {
    if (drawn) draw(drawn, points, colors);
  }, [drawn, points, colors]);

  return (
    <div
      ref={containerRef}
      // A figure, not an img: lightweight-charts puts its attribution link inside, and an img
      // may hold nothing interactive (axe: nested-interactive, once the history has points).
      role="figure"
      aria-label={label}
      data-testid="history-chart"
      className="h-56 w-full min-w-0 sm:h-72"
    />
  );
}
