'use client';

import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { needsIndicatorCode, type IndicatorSettings } from '@/lib/contract/chart-indicators';
import type * as IndicatorLayerModule from '../components/indicator-layer';
import type { IndicatorLayer } from '../components/indicator-layer';
import { contractPriceFormat } from '../components/series-factory';
import type { Candle } from '../model/candle';
import type { ChartColors } from '@/components/hooks/use-theme-colors';

type LayerModule = typeof IndicatorLayerModule;

let loading: Promise<LayerModule> | null = null;

/** The indicator code, fetched once per page when the first indicator needs it. */
function loadLayerModule(): Promise<LayerModule> {
  loading ??= import('../components/indicator-layer').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

interface ChartIndicatorsOptions {
  chart: IChartApi | null;
  settings: IndicatorSettings;
  /** Time-based chart types only: Renko and the other brick charts have no bars to average. */
  enabled: boolean;
  colors: ChartColors;
  volume: ISeriesApi<'Histogram'> | null;
  priceScale: number;
  tickSize: string;
  locale: string;
}

export interface ChartIndicators {
  /** The panel's candles and their chart times, after every change; cheap when nothing moved. */
  draw: (candles: readonly Candle[], times: readonly number[]) => void;
  /** The drawn indicators (for the legend), or null while none are or their code loads. */
  layer: IndicatorLayer | null;
  /** Goes up whenever the layer's series change, so the legend reads them again. */
  version: number;
}

/**
 * The indicators of the chart. Their code loads with a dynamic import the first time the settings
 * turn one on (or name one when the page opens), never with the chart itself. A live candle then
 * updates only the last point of each indicator series.
 */
export function useChartIndicators({
  chart,
  settings,
  enabled,
  colors,
  volume,
  priceScale,
  tickSize,
  locale,
}: ChartIndicatorsOptions): ChartIndicators {
  const wanted = enabled && needsIndicatorCode(settings);
  const [module, setModule] = useState<LayerModule | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadLayerModule().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => {
        // Offline or a new deployment: the chart goes on without indicators; the next change
        // of settings (a new `settings`, this effect again) tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, settings]);

  const [layer, setLayer] = useState<IndicatorLayer | null>(null);
  useEffect(() => {
    if (!chart || !module) return;
    const created = module.createIndicatorLayer(chart);
    // The handle of what this effect created in the chart; drawing and the legend need it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLayer(created);
    return () => {
      setLayer(null);
      created.dispose();
    };
  }, [chart, module]);

  // The last candles drawn, for a layer that arrives (or changes its series) after them.
  const latest = useRef<{ candles: readonly Candle[]; times: readonly number[] } | null>(null);
  const layerRef = useRef<IndicatorLayer | null>(null);
  const [version, setVersion] = useState(0);
  const priceFormat = useMemo(
    () => contractPriceFormat(locale, priceScale, tickSize),
    [locale, priceScale, tickSize],
  );
  useEffect(() => {
    layerRef.current = layer;
    if (!layer) return;
    layer.configure(enabled ? settings : null, { colors, priceFormat, priceScale, volume });
    if (latest.current) layer.draw(latest.current.candles, latest.current.times);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the legend reads the new series
    setVersion((v) => v + 1);
  }, [layer, settings, enabled, colors, priceFormat, priceScale, volume]);

  // The volume histogram is the chart's own series; its eye in the settings hides it.
  const volumeVisible = settings.vol.visible;
  useEffect(() => {
    volume?.applyOptions({ visible: volumeVisible });
  }, [volume, volumeVisible]);

  const draw = useCallback((candles: readonly Candle[], times: readonly number[]) => {
    latest.current = { candles, times };
    layerRef.current?.draw(candles, times);
  }, []);

  return { draw, layer, version };
}
