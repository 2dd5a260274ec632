'use client';

import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  addMainSeries,
  addVolumeSeries,
  contractPriceFormat,
  mainSeriesColors,
} from '../components/series-factory';
import { isTimeBased, type ChartType } from '../model/chart-types';
import type { ChartColors } from '@/components/hooks/use-theme-colors';

export interface ChartSeries {
  main: ISeriesApi<SeriesType> | null;
  volume: ISeriesApi<'Histogram'> | null;
}

/**
 * The price series of the chosen type and, for time-based types, the volume histogram in a pane
 * below (bricks have no period to sum volume over, so Renko, Kagi, Point & Figure and Line Break
 * get the whole height). `volumeOn`: the VOL indicator, on unless the user switched it off.
 *
 * The price series is replaced when its type or price format changes, and recoloured in place
 * when the theme or the colour convention does: a new series would show a frame without candles
 * until the panel draws them again.
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
  // With the type it was made for: the recolouring below must not style it as the next type.
  const [main, setMain] = useState<{ series: ISeriesApi<SeriesType>; type: ChartType } | null>(
    null,
  );
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

  // The colours at the moment the series is made; later changes go through applyOptions below.
  const seriesColors = useEffectEvent(() => colors);
  useEffect(() => {
    if (!chart) return;
    const priceFormat = contractPriceFormat(locale, priceScale, tickSize);
    const series = addMainSeries(chart, type, seriesColors(), priceFormat);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- as above
    setMain({ series, type });
    return () => {
      setMain(null);
      chart.removeSeries(series);
    };
  }, [chart, type, priceScale, tickSize, locale]);

  useEffect(() => {
    main?.series.applyOptions(mainSeriesColors(main.type, colors));
  }, [main, colors]);

  return { main: main?.series ?? null, volume };
}
