'use client';

import type { IChartApi } from 'lightweight-charts';
import { useEffect, useState } from 'react';

/**
 * The width of the chart's plot area, without the price axis (the time scale spans exactly that
 * width); null until the chart is laid out. Overlays sized to it never cover the axis's prices.
 * It follows the axis as it widens for longer prices, and the chart as the window resizes.
 */
export function usePlotWidth(chart: IChartApi | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!chart) return;
    const timeScale = chart.timeScale();
    const sized = (next: number) => setWidth(next > 0 ? next : null);
    timeScale.subscribeSizeChange(sized);
    // Laid out before this subscription: read it once (a frame later, as the chart draws).
    const frame = requestAnimationFrame(() => sized(timeScale.width()));
    return () => {
      cancelAnimationFrame(frame);
      timeScale.unsubscribeSizeChange(sized);
    };
  }, [chart]);
  return width;
}
