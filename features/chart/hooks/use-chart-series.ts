'use client';

import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { useEffect, useState } from 'react';
import { addMainSeries, addVolumeSeries, contractPriceFormat } from '../components/series-factory';
import { isTimeBased, type ChartType } from '../model/chart-types';
import type { ChartColors } from '@/components/hooks/use-theme-colors';

export interface ChartSeries {
  main: ISeriesApi<SeriesType> | null;
  volume: ISeriesApi<'Histogram'> | null;
}

/**
 * The price series of the chosen type (replaced when the type or the theme changes) and, for
 * time-based types, the volume histogram in a pane below (bricks have no period to sum volume
 * over, so Renko, Kagi, Point & Figure and Line Break get the whole height). `volumeOn`: the
 * VOL indicator, on unless the user switched it off.
 */
export function useChartSeries(
  chart: IChartApi | null,
  type: ChartType,
  colors: ChartColors,
  priceScale: number,
  tickSize: string,
  locale: string,
  volumeOn = true,
): ChartSeries {
  const [main, setMain] = useState<ISeriesApi<SeriesType> | null>(null);
  const [volume, setVolume] = useState<ISeriesApi<'Histogram'> | null>(null);

  const withVolume = isTimeBased(type) && volumeOn;
  useEffect(() => {
    if (!chart || !withVolume) return;
    const series = addVolumeSeries(chart);
    // The handle of what this effect created in the chart; the drawing hooks need it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVolume(series);
    return () => {
      setVolume(null);
      chart.removeSeries(series);
    };
  }, [chart, withVolume]);

  useEffect(() => {
    if (!chart) return;
    const priceFormat = contractPriceFormat(locale, priceScale, tickSize);
    const series = addMainSeries(chart, type, colors, priceFormat);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- as above
    setMain(series);
    return () => {
      setMain(null);
      chart.removeSeries(series);
    };
  }, [chart, type, colors, priceScale, tickSize, locale]);

  return { main, volume };
}
