// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KlinePoint } from '@/features/market';
import { http, type RequestOptions } from '@/lib/http';
import { CHART_PREFERENCES_STORAGE_KEY } from '../hooks/use-chart-preferences';
import { toChartTime } from '../model/chart-time';
import { candle as k } from '../model/test-candles';
import {
  CONTRACT,
  HOUR,
  MINUTE,
  QUARTER,
  renderChartPanel as renderPanel,
  resetChartPanelEachTest,
} from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

/** A UTC midnight: aligned to every period. */
const T0 = 1_763_942_400_000;

/** `count` candles of `periodMs`, the last one opening just before `end`. */
const before = (end: number, count: number, periodMs: number) =>
  Array.from({ length: count }, (_, i) =>
    k(end - (count - i) * periodMs, '100.0', '101.0', '99.0', '100.5'),
  );

/** Older pages the stand-in server answers, by `range` and `endTime`; the newest page is seeded. */
let pages: Map<string, KlinePoint[]>;
const older = (range: number, endTime: number, list: KlinePoint[]) =>
  pages.set(`${range}:${endTime}`, list);

function olderRequests(): Record<string, unknown>[] {
  return vi
    .mocked(http.fetch)
    .mock.calls.map(([options]) => (options as RequestOptions).query ?? {})
    .filter((query) => query.endTime !== undefined);
}

const scrollTo = (from: number, to: number) =>
  act(() => {
    fake.visibleRange = { from, to };
    fake.rangeHandlers.forEach((h) => h({ from, to }));
  });

resetChartPanelEachTest();
beforeEach(() => {
  pages = new Map();
  vi.mocked(http.fetch).mockImplementation((options: RequestOptions) => {
    const { range, endTime } = options.query ?? {};
    const page = endTime === undefined ? undefined : pages.get(`${range}:${endTime}`);
    // The newest page is seeded; its background refetch never answers.
    return page ? Promise.resolve(page) : new Promise(() => undefined);
  });
});
describe('chart history paging', () => {
  it('loads the page before the oldest candle near the left edge, keeping the same candles in view', async () => {
    renderPanel([{ range: QUARTER, limit: 500, list: before(T0 + 500 * QUARTER, 500, QUARTER) }]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(500));
    older(QUARTER, T0, before(T0, 500, QUARTER));
    older(QUARTER, T0 - 500 * QUARTER, [k(T0 - 501 * QUARTER, '97.0', '98.0', '96.0', '98.0')]);

    scrollTo(60, 150);
    expect(olderRequests()).toEqual([]);

    scrollTo(30, 120);
    expect(olderRequests()).toEqual([
      { contractId: CONTRACT, range: QUARTER, limit: 500, endTime: T0 },
    ]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(1000));
    expect(fake.main()?.data[0]?.time).toBe(toChartTime(T0 - 500 * QUARTER, 'local'));
    expect(fake.volume()?.data).toHaveLength(1000);
    // 500 bars came in on the left: the bars that were at 30…120 are now at 530…620.
    expect(fake.visibleRange).toEqual({ from: 530, to: 620 });

    // Scroll events come per frame: one request at a time.
    scrollTo(40, 130);
    scrollTo(20, 110);
    expect(olderRequests()).toHaveLength(2);
    expect(olderRequests()[1]).toMatchObject({ endTime: T0 - 500 * QUARTER });
    await waitFor(() => expect(fake.main()?.data).toHaveLength(1001));
    expect(fake.main()?.data[0]).toMatchObject({ open: 97, close: 98 });

    // That page was short: the start of history, nothing more is asked for.
    scrollTo(0, 90);
    expect(olderRequests()).toHaveLength(2);
  });

  it('recomputes Heikin Ashi and the volume pane over the whole history', async () => {
    localStorage.setItem(
      CHART_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ type: 'heikinAshi', period: '15m' }),
    );
    renderPanel([{ range: QUARTER, limit: 500, list: before(T0 + 500 * QUARTER, 500, QUARTER) }]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(500));
    // Alone, the first candle's HA open is (100 + 100.5) / 2.
    expect(fake.main()?.data[0]).toMatchObject({ open: 100.25 });
    older(QUARTER, T0, [k(T0 - QUARTER, '90', '112', '88', '110', '7')]);

    scrollTo(10, 100);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(501));
    // HA of the older candle: close (90 + 112 + 88 + 110) / 4 = 100, open (90 + 110) / 2 = 100.
    expect(fake.main()?.data[0]).toMatchObject({ open: 100, high: 112, low: 88, close: 100 });
    // The next one now follows it: open (100 + 100) / 2, close (100 + 101 + 99 + 100.5) / 4.
    expect(fake.main()?.data[1]).toMatchObject({ open: 100, close: 100.125 });
    expect(
      fake
        .volume()
        ?.data.slice(0, 2)
        .map((d) => d.value),
    ).toEqual([7, 1]);
  });

  it('completes a three-minute candle cut by the page boundary', async () => {
    localStorage.setItem(
      CHART_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ type: 'candles', period: '3m' }),
    );
    // The newest 1 500 minutes start one minute into a three-minute bucket.
    const newest = before(T0 + 1501 * MINUTE, 1500, MINUTE);
    renderPanel([{ range: MINUTE, limit: 1500, list: newest }]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(501));
    expect(fake.volume()?.data[0]?.value).toBe(2);
    older(MINUTE, T0 + MINUTE, [k(T0, '50', '60', '40', '55', '4')]);

    scrollTo(-5, 80);
    await waitFor(() => expect(fake.volume()?.data[0]?.value).toBe(6));
    expect(fake.main()?.data).toHaveLength(501);
    expect(fake.main()?.data[0]).toMatchObject({ open: 50, high: 101, low: 40, close: 100.5 });
  });

  it('starts paging over for another period', async () => {
    const user = userEvent.setup();
    renderPanel([
      { range: QUARTER, limit: 500, list: before(T0, 500, QUARTER) },
      { range: HOUR, limit: 500, list: before(T0, 500, HOUR) },
    ]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(500));
    older(QUARTER, T0 - 500 * QUARTER, before(T0 - 500 * QUARTER, 3, QUARTER));
    scrollTo(0, 90);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(503));

    await user.click(screen.getByRole('button', { name: '1h 1 hour' }));
    await waitFor(() =>
      expect(fake.main()?.data[0]?.time).toBe(toChartTime(T0 - 500 * HOUR, 'local')),
    );
    expect(fake.main()?.data).toHaveLength(500);
    scrollTo(0, 90);
    expect(olderRequests().at(-1)).toEqual({
      contractId: CONTRACT,
      range: HOUR,
      limit: 500,
      endTime: T0 - 500 * HOUR,
    });

    // Back on 15 minutes: the newest page alone again, older pages only when scrolled to.
    await user.click(screen.getByRole('button', { name: '15m 15 minutes' }));
    await waitFor(() => expect(fake.main()?.data).toHaveLength(500));
  });
});
