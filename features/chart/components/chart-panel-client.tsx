'use client';

import type { LogicalRange, MouseEventParams, Time } from 'lightweight-charts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCandleFeed } from '../hooks/use-candle-feed';
import { useChartDrawings } from '../hooks/use-chart-drawings';
import { useChartIndicators } from '../hooks/use-chart-indicators';
import { useChartInstance } from '../hooks/use-chart-instance';
import { useChartPreferences } from '../hooks/use-chart-preferences';
import { useChartSeries } from '../hooks/use-chart-series';
import { useIndicatorSettings } from '../hooks/use-indicator-settings';
import { useOrderLineDrag } from '../hooks/use-order-line-drag';
import { usePlotWidth } from '../hooks/use-plot-width';
import { usePriceLines } from '../hooks/use-price-lines';
import { useSlotAxis } from '../hooks/use-slot-axis';
import { useThemeColors } from '@/components/hooks/use-theme-colors';
import type { Candle } from '../model/candle';
import { isNearLeftEdge } from '../model/candle-history';
import { toChartTimes } from '../model/chart-time';
import { isTimeBased, usesSlotAxis } from '../model/chart-types';
import { planSeriesChange, type SeriesChange } from '../model/series-diff';
import { createChartPointsBuilder } from '../model/series-points';
import type { ChartPanelProps, ChartPriceLine } from '../types';
import { ChartLegend } from './chart-legend';
import { ChartSlotLegend } from './chart-slot-legend';
import { ChartToolbar } from './chart-toolbar';
import { DrawingTools } from './drawing-tools';
import { IndicatorLegend } from './indicator-legend';
import { IndicatorsButton } from './indicators-button';
import type { ChartView } from './chart-view-switch';
import { createLegendStore } from './legend-store';
import { toSeriesItems, toVolumeItems, type SeriesItem } from './series-factory';

const NO_LINES: readonly ChartPriceLine[] = [];

interface Drawable {
  setData: (data: never[]) => void;
  update: (item: never) => void;
}

/**
 * Brings a series from what it shows to `next` with as little work as the change allows. What a
 * series shows is kept per series object: a new series (another type) starts from nothing.
 */
function apply(
  series: Drawable,
  drawn: WeakMap<Drawable, SeriesItem[]>,
  next: SeriesItem[],
): SeriesChange {
  const change = planSeriesChange(drawn.get(series) ?? [], next);
  // lightweight-charts types its data per series kind; the items were built for this kind.
  if (change.kind === 'set') series.setData(next as never[]);
  if (change.kind === 'update')
    for (const item of next.slice(change.from)) series.update(item as never);
  drawn.set(series, next);
  return change;
}

/** The chart panel of the trading screen. Client only: load it through `ChartPanel`. */
export function ChartPanelClient({
  contractId,
  code,
  priceScale,
  tickSize,
  lines = NO_LINES,
  onOrderLineDrag,
  depthView,
  indicatorStore,
  drawingStore,
}: ChartPanelProps) {
  const t = useTranslations('Chart');
  const locale = useLocale();
  const [{ type, period, timeZone, boxPercent, reversal }, setPreferences] = useChartPreferences();
  // Not remembered: the page opens on the candles, and the depth view's code loads only when asked.
  const [view, setView] = useState<ChartView>('candles');
  const showDepth = view === 'depth' && depthView !== undefined;
  const colors = useThemeColors();
  const containerRef = useRef<HTMLDivElement>(null);
  const chart = useChartInstance(containerRef, colors, locale);
  const plotWidth = usePlotWidth(chart);
  const [indicatorSettings, setIndicatorSettings] = useIndicatorSettings(indicatorStore);
  const { main, volume } = useChartSeries(
    chart,
    type,
    colors,
    priceScale,
    tickSize,
    locale,
    indicatorSettings.vol.on,
  );
  const indicators = useChartIndicators({
    chart,
    settings: indicatorSettings,
    enabled: isTimeBased(type),
    colors,
    volume,
    priceScale,
    tickSize,
    locale,
  });
  const drawIndicators = indicators.draw;
  const [legend] = useState(createLegendStore);
  const [points] = useState(createChartPointsBuilder);
  // Renko and Point & Figure: one brick or column per slot, labelled with when it began.
  const slotted = usesSlotAxis(type);
  const slotAxis = useSlotAxis(chart, slotted, locale, timeZone);
  // Entering Renko or Point & Figure (or new box settings): the bricks or columns are far fewer
  // than the candles were, at the candles' spacing and scroll; the first drawing fits them all.
  const fitSlots = useRef(false);
  useEffect(() => {
    if (slotted) fitSlots.current = true;
  }, [slotted, type, boxPercent, reversal]);

  const candles = useRef<Candle[]>([]);
  const byChartTime = useRef(new Map<number, Candle>());
  const drawn = useRef(new WeakMap<Drawable, SeriesItem[]>());

  const draw = useCallback(
    (next: Candle[]) => {
      if (!main) return;
      const chartPoints = points.chartPoints(type, next, tickSize, { boxPercent, reversal });
      slotAxis.show(chartPoints);
      const items = toSeriesItems(chartPoints, colors, timeZone);
      const first = items[0];
      if (type === 'baseline' && !drawn.current.get(main)?.length && first && 'value' in first)
        main.applyOptions({ baseValue: { type: 'price', price: first.value } });
      // Older candles in front need no view correction: lightweight-charts keeps the right offset
      // from the last bar when bars are added on the left (ChartModel.updateTimeScale), so the
      // same candles stay in view while their logical indices grow by the bars added.
      apply(main, drawn.current, items);
      if (fitSlots.current && slotted && items.length > 0) {
        fitSlots.current = false;
        chart?.timeScale().fitContent();
      }
      if (volume)
        apply(volume, drawn.current, toVolumeItems(points.volumePoints(next), colors, timeZone));
      const times = toChartTimes(
        next.map((c) => c.time),
        timeZone,
      );
      byChartTime.current = new Map(times.map((time, i) => [time, next[i] as Candle]));
      drawIndicators(next, times);
      legend.set(next.at(-1));
    },
    [
      main,
      volume,
      type,
      colors,
      tickSize,
      legend,
      points,
      timeZone,
      drawIndicators,
      boxPercent,
      reversal,
      slotAxis,
      slotted,
      chart,
    ],
  );

  // A new series (type or theme) or another time zone: draw what we have on it.
  useEffect(() => {
    draw(candles.current);
  }, [draw]);

  // Another contract or period: nothing of the old candles belongs on the chart.
  useEffect(() => {
    candles.current = [];
    draw([]);
    // `draw` is left out on purpose: a theme change must not wipe the candles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contractId, period]);

  const onCandles = useCallback(
    (next: Candle[]) => {
      candles.current = next;
      draw(next);
    },
    [draw],
  );
  const { status, retry, loadOlder } = useCandleFeed({ contractId, code, period, onCandles });

  useEffect(() => {
    if (!chart) return;
    const timeScale = chart.timeScale();
    const onRange = (range: LogicalRange | null) => {
      if (isNearLeftEdge(range)) loadOlder();
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [chart, loadOlder]);

  useEffect(() => {
    if (!chart) return;
    const onMove = (param: MouseEventParams<Time>) => {
      const hovered =
        typeof param.time === 'number' ? byChartTime.current.get(param.time) : undefined;
      legend.set(hovered ?? candles.current.at(-1));
      slotAxis.hover(param.time);
    };
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart, legend, slotAxis]);

  const labels = useMemo(() => ({ last: t('lastPrice'), mark: t('markPrice') }), [t]);
  const priceLines = usePriceLines({ series: main, contractId, lines, colors, labels });
  useOrderLineDrag({
    containerRef,
    chart,
    series: main,
    lines: priceLines,
    tickSize,
    priceScale,
    onOrderLineDrag,
  });

  const drawings = useChartDrawings({
    containerRef,
    chart,
    series: main,
    code,
    priceScale,
    tickSize,
    timeZone,
    colors,
    enabled: isTimeBased(type),
    store: drawingStore,
  });

  const hintId = useId();
  const titleId = useId();
  const canDragOrders = onOrderLineDrag !== undefined && lines.some((l) => l.kind === 'order');
  const indicatorLegend = (placement: 'over' | 'below') =>
    indicators.layer && chart ? (
      <IndicatorLegend
        placement={placement}
        layer={indicators.layer}
        version={indicators.version}
        store={legend}
        chart={chart}
        priceScale={priceScale}
        width={plotWidth}
        onToggleVisible={(id) =>
          setIndicatorSettings({
            ...indicatorSettings,
            [id]: { ...indicatorSettings[id], visible: !indicatorSettings[id].visible },
          })
        }
      />
    ) : null;
  const canvasLabel = t('canvasLabel', {
    code,
    period: t(`periodNames.${period}`),
    type: t(`types.${type}`),
  });

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 min-w-0 flex-col">
      <h2 id={titleId} className="sr-only">
        {t('title')}
      </h2>
      <ChartToolbar
        type={type}
        period={period}
        onTypeChange={(next) => setPreferences({ type: next })}
        onPeriodChange={(next) => setPreferences({ period: next })}
        timeZone={timeZone}
        onTimeZoneChange={(next) => setPreferences({ timeZone: next })}
        bricks={{ boxPercent, reversal }}
        onBricksChange={(next) => setPreferences(next)}
        view={showDepth ? 'depth' : 'candles'}
        onViewChange={depthView === undefined ? undefined : setView}
        indicators={
          <IndicatorsButton
            settings={indicatorSettings}
            onApply={setIndicatorSettings}
            available={isTimeBased(type)}
          />
        }
        drawings={<DrawingTools drawings={drawings} />}
      />
      {/* Under the depth view the candles are hidden, not unmounted: switching back is instant. */}
      <div className="relative min-h-0 flex-1" hidden={showDepth}>
        {/* Over the plot area only: on a phone the legend wraps rather than cover the prices. */}
        <div
          className="absolute inset-x-2 top-1 z-10"
          data-testid="chart-legend-area"
          style={
            plotWidth === null ? undefined : { right: 'auto', width: Math.max(0, plotWidth - 16) }
          }
        >
          {slotted ? (
            <ChartSlotLegend store={slotAxis.legend} priceScale={priceScale} timeZone={timeZone} />
          ) : (
            <ChartLegend store={legend} priceScale={priceScale} timeZone={timeZone} />
          )}
          {indicatorLegend('over')}
        </div>
        <div
          ref={containerRef}
          // A figure, not an img: lightweight-charts puts its attribution link inside.
          role="figure"
          aria-label={canvasLabel}
          aria-describedby={canDragOrders ? hintId : undefined}
          className="absolute inset-0"
        />
        {indicatorLegend('below')}
        {canDragOrders ? (
          <span id={hintId} className="sr-only">
            {t('dragOrderHint')}
          </span>
        ) : null}
        {status === 'loading' ? (
          <div className="absolute inset-0 z-20 flex flex-col gap-2 bg-bg p-4" aria-busy="true">
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="flex-1" />
            <Skeleton className="h-16" />
          </div>
        ) : null}
        {status === 'error' || status === 'empty' ? (
          <div
            role={status === 'error' ? 'alert' : 'status'}
            className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-bg p-4 text-sm text-fg-muted"
          >
            <p>{status === 'error' ? t('error') : t('empty')}</p>
            {status === 'error' ? (
              <Button size="sm" variant="secondary" onClick={retry}>
                {t('retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {showDepth ? <div className="relative min-h-0 flex-1">{depthView}</div> : null}
    </section>
  );
}
