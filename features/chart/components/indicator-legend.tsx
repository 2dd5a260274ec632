'use client';

import type { IChartApi } from 'lightweight-charts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import type { IndicatorId } from '@/lib/contract/chart-indicators';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { IndicatorLayer, IndicatorLegendLine, IndicatorLegendRow } from './indicator-layer';
import type { LegendStore } from './legend-store';

const noCandle = () => undefined;
/** lightweight-charts draws a 1 px separator between panes. */
const SEPARATOR = 1;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
      <path
        d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z"
        stroke="currentColor"
        strokeWidth="1.2"
      />
      <circle cx="8" cy="8" r="2" stroke="currentColor" strokeWidth="1.2" />
      {open ? null : <path d="m2.5 13.5 11-11" stroke="currentColor" strokeWidth="1.2" />}
    </svg>
  );
}

function useValueText(priceScale: number) {
  const locale = useLocale();
  return (line: IndicatorLegendLine, format: IndicatorLegendRow['format']) => {
    if (line.value === undefined) return '--';
    // Indicator values are display floats; String() keeps every digit the float has.
    const value = String(line.value);
    switch (format) {
      case 'price':
        return formatNumber(value, locale, { decimals: priceScale, rounding: 'half-up' });
      case 'difference':
        return formatNumber(value, locale, {
          decimals: Math.min(priceScale + 2, 10),
          rounding: 'half-up',
        });
      case 'oscillator':
        return formatNumber(value, locale, { decimals: 2, rounding: 'half-up' });
      case 'volume':
        return formatNumber(value, locale, { decimals: 3, rounding: 'half-up', trimZeros: true });
    }
  };
}

interface RowProps {
  row: IndicatorLegendRow;
  priceScale: number;
  onToggleVisible: (id: IndicatorId) => void;
}

function IndicatorRow({ row, priceScale, onToggleVisible }: RowProps) {
  const t = useTranslations('ChartIndicators');
  const valueText = useValueText(priceScale);
  const name = t(`names.${row.id}`);
  const title = row.params.length > 0 ? `${name}(${row.params.join(',')})` : name;
  // Lines of one kind are named by their period (MA(7)); an indicator's own lines by their role.
  const label = (line: IndicatorLegendLine) =>
    line.period === undefined
      ? t(`lines.${line.name}`)
      : `${t(`lines.${line.name}`)}(${line.period})`;
  const single = row.lines.length === 1 && row.lines[0]?.period === undefined;
  const showTitle = row.params.length > 0 || row.id === 'vol' || single;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs tabular-nums">
      {showTitle ? (
        <dt className={cn('text-fg-muted', !row.visible && 'line-through')}>{title}</dt>
      ) : (
        <dt className="sr-only">{t(`fullNames.${row.id}`)}</dt>
      )}
      {row.visible
        ? row.lines.map((line, i) => (
            <dd key={i} className="flex items-center gap-1">
              {/* The line's colour as a dot; the words in the theme's text colours, readable on
                  any background whatever colour the user picked. */}
              {line.color ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: line.color }}
                />
              ) : null}
              {single ? null : <span className="text-fg-muted">{label(line)}</span>}
              <span className="min-w-[6ch]">{valueText(line, row.format)}</span>
            </dd>
          ))
        : null}
      <dd className="pointer-events-auto">
        <button
          type="button"
          aria-label={row.visible ? t('hide', { name: title }) : t('show', { name: title })}
          onClick={() => onToggleVisible(row.id)}
          className="flex size-5 items-center justify-center rounded text-fg-muted hover:bg-bg-sunken hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
        >
          <EyeIcon open={row.visible} />
        </button>
      </dd>
    </div>
  );
}

interface IndicatorLegendProps {
  layer: IndicatorLayer;
  /** Goes up when the layer's series change. */
  version: number;
  store: LegendStore;
  chart: IChartApi;
  priceScale: number;
  onToggleVisible: (id: IndicatorId) => void;
  /**
   * `over`: the rows of the indicators over the candles, flowing under the candle legend;
   * `below`: each other indicator's row at the top of its pane (placed in the chart's box).
   */
  placement: 'over' | 'below';
  /** Width of the plot area (without the price axis), when known. */
  width?: number | null | undefined;
}

/** The tops of the chart's panes in pixels, for the legends of the panes below the candles. */
function paneTops(chart: IChartApi): number[] {
  let top = 0;
  return chart.panes().map((pane) => {
    const at = top;
    top += pane.getHeight() + SEPARATOR;
    return at;
  });
}

/**
 * The values of the indicators at the hovered candle (or the last): those over the candles under
 * the candle legend, the others at the top of their own pane, like the candle legend. Each has an
 * eye that hides its lines and shows them again.
 */
export function IndicatorLegend({
  layer,
  version,
  store,
  chart,
  priceScale,
  onToggleVisible,
  placement,
  width,
}: IndicatorLegendProps) {
  const t = useTranslations('ChartIndicators');
  const candle = useSyncExternalStore(store.subscribe, store.get, noCandle);
  // Pane heights change with the chart's size and when a pane comes or goes: read them again then.
  const [, remeasure] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const observer = new ResizeObserver(() => remeasure());
    observer.observe(chart.chartElement());
    return () => observer.disconnect();
  }, [chart]);
  useEffect(() => {
    // After lightweight-charts laid the new panes out (it does so on the next frame).
    const frame = requestAnimationFrame(remeasure);
    return () => cancelAnimationFrame(frame);
  }, [version]);

  const rows = layer
    .rowsAt(candle?.time)
    .filter((row) => (placement === 'over') === (row.paneIndex === 0));
  if (rows.length === 0) return null;
  const rowProps = { priceScale, onToggleVisible };
  if (placement === 'over') {
    return (
      <dl
        aria-label={t('legend')}
        className="pointer-events-none mt-0.5 flex flex-col gap-0.5"
        data-testid="indicator-legend"
      >
        {rows.map((row) => (
          <IndicatorRow key={row.id} row={row} {...rowProps} />
        ))}
      </dl>
    );
  }
  const tops = paneTops(chart);
  const size = width === null || width === undefined ? {} : { width: Math.max(0, width - 16) };
  return rows.map((row) => (
    <dl
      key={row.id}
      aria-label={t('legend')}
      className="pointer-events-none absolute left-2 z-10"
      style={{ ...size, top: (tops[row.paneIndex] ?? 0) + 2 }}
      data-testid="indicator-legend"
    >
      <IndicatorRow row={row} {...rowProps} />
    </dl>
  ));
}
