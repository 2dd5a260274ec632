'use client';

import type { IChartApi, ISeriesApi, PriceFormatBuiltIn, SeriesType } from 'lightweight-charts';
import { useEffect, useState } from 'react';
import { addMainSeries, addVolumeSeries } from '../components/series-factory';
import type { ChartType } from '../model/chart-types';
import type { ChartColors } from './use-theme-colors';

export interface ChartSeries {
  main: ISeriesApi<SeriesType> | null;
  volume: ISeriesApi<'Histogram'> | null;
}

/**
 * The price series of the chosen type (replaced when the type or the theme changes) and the
 * volume histogram in the pane below (one per chart).
 */
export function useChartSeries(
  chart: IChartApi | null,
  type: ChartType,
  colors: ChartColors,
  priceScale: number,
  tickSize: string,
): ChartSeries {
  const [main, setMain] = useState<ISeriesApi<SeriesType> | null>(null);
  const [volume, setVolume] = useState<ISeriesApi<'Histogram'> | null>(null);

  useEffect(() => {
    if (!chart) return;
    const series = addVolumeSeries(chart);
    // The handle of what this effect created in the chart; the drawing hooks need it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVolume(series);
    return () => {
      setVolume(null);
      chart.removeSeries(series);
    };
  }, [chart]);

  useEffect(() => {
    if (!chart) return;
    const priceFormat: PriceFormatBuiltIn = {
      type: 'price',
      precision: priceScale,
      // The axis step only; prices themselves never pass through this number.
      minMove: Number(tickSize) || 10 ** -priceScale,
    };
    const series = addMainSeries(chart, type, colors, priceFormat);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- as above
    setMain(series);
    return () => {
      setMain(null);
      chart.removeSeries(series);
    };
  }, [chart, type, colors, priceScale, tickSize]);

  return { main, volume };
}
