import { afterEach, beforeEach, vi } from 'vitest';
import { getCandlestickListQueryOptions, type KlinePoint } from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import type { ChartPanelProps } from '../types';
import { ChartPanelClient } from './chart-panel-client';
import { fake } from './fake-lightweight-charts';

/**
 * What the chart panel's tests share. Each test file still mocks `lightweight-charts` itself
 * (`vi.mock` is hoisted per file) with `fake-lightweight-charts`.
 */
export const CONTRACT = 1;
export const MINUTE = 60_000;
export const QUARTER = 900_000;
export const HOUR = 3_600_000;

/** The newest page of one period, seeded in the query cache as the first load would fill it. */
export interface CandlePage {
  range: number;
  list: readonly KlinePoint[];
  /** The page size the chart asks for at that period (500 but for the 1-minute source). */
  limit?: number;
}

/** The chart panel (BTCUSDT, tick 0.5, one decimal, unless `props` say otherwise) over the given pages. */
export function renderChartPanel(
  pages: readonly CandlePage[],
  props: Partial<ChartPanelProps> = {},
) {
  const contractId = props.contractId ?? CONTRACT;
  const queryClient = createTestQueryClient();
  for (const { range, list, limit = 500 } of pages)
    queryClient.setQueryData(
      getCandlestickListQueryOptions({ contractId, range, limit }).queryKey,
      [...list],
    );
  return renderWithProviders(
    <ChartPanelClient
      contractId={CONTRACT}
      code="BTCUSDT"
      priceScale={1}
      tickSize="0.5"
      {...props}
    />,
    { queryClient },
  );
}

/**
 * A fresh fake chart before each test, with every request left pending (the seeded pages are
 * all the chart gets unless a test answers); storage and live frames cleared after. With
 * `timezoneOffset` the browser's clock runs at that offset (minutes, as `getTimezoneOffset`).
 */
export function resetChartPanelEachTest(options: { timezoneOffset?: number } = {}) {
  beforeEach(() => {
    fake.reset();
    vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
    if (options.timezoneOffset !== undefined)
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(options.timezoneOffset);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    realtimeStore.setState({ trades: {}, klines: {} });
  });
}
