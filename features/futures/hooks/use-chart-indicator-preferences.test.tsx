// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  DEFAULT_INDICATOR_SETTINGS,
  type IndicatorSettings,
  type StoredIndicatorSettings,
} from '@/lib/contract/chart-indicators';
import { http, type RequestOptions } from '@/lib/http';
import { TestProviders } from '@/lib/test-utils/render';
import { useChartIndicatorPreferences } from './use-chart-indicator-preferences';

let chartIndicators: StoredIndicatorSettings | undefined;
const requests: RequestOptions[] = [];

const preferences = () => ({
  confirmOrders: true,
  dismissedNotices: {},
  colorConvention: 'redUp',
  quantityUnit: 'base',
  ...(chartIndicators ? { chartIndicators } : {}),
});

beforeEach(() => {
  chartIndicators = undefined;
  requests.length = 0;
  vi.spyOn(http, 'fetch').mockImplementation(async (options: RequestOptions, schema) => {
    requests.push(options);
    let answer: unknown;
    if (options.path === 'configs/private') {
      answer = {
        favorites: [],
        positionMode: { hedge: false },
        positionConfigs: [],
        preferences: preferences(),
      };
    } else if (options.path === 'configs/preferences') {
      chartIndicators = (options.json as { chartIndicators: StoredIndicatorSettings })
        .chartIndicators;
      answer = preferences();
    } else {
      throw new Error(`unexpected request ${options.path}`);
    }
    // The answers go through the app's own schemas, as over the wire.
    const resolved = typeof schema === 'function' ? await schema() : schema;
    return (resolved ? z.parse(resolved, answer) : answer) as never;
  });
});
afterEach(() => vi.restoreAllMocks());

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <TestProviders>{children}</TestProviders>
);

describe('chart indicator preferences', () => {
  it('reads the saved indicators from configs/private and saves a change with configs/preferences', async () => {
    chartIndicators = { rsi: { ...DEFAULT_INDICATOR_SETTINGS.rsi, on: true } };
    const { result } = renderHook(() => useChartIndicatorPreferences(true), { wrapper });
    await waitFor(() => expect(result.current?.stored).toEqual(chartIndicators));

    const next: IndicatorSettings = {
      ...DEFAULT_INDICATOR_SETTINGS,
      ma: { ...DEFAULT_INDICATOR_SETTINGS.ma, on: true },
    };
    act(() => result.current?.save(next));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'configs/preferences')).toMatchObject({
        method: 'POST',
        json: { chartIndicators: next },
      }),
    );
    // The saved answer is what the chart reads from then on.
    await waitFor(() => expect(result.current?.stored).toEqual(next));
  });

  it('says "none saved" for a user who never changed them, and nothing for a visitor', async () => {
    const { result } = renderHook(() => useChartIndicatorPreferences(true), { wrapper });
    await waitFor(() => expect(result.current?.stored).toBeNull());
    requests.length = 0;
    const visitor = renderHook(() => useChartIndicatorPreferences(false), { wrapper });
    expect(visitor.result.current).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
