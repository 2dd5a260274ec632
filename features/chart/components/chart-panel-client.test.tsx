// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { toChartTime } from '../model/chart-time';
import { candle as k } from '../model/test-candles';
import { CHART_PREFERENCES_STORAGE_KEY } from '../hooks/use-chart-preferences';
import type { ChartPanelProps } from '../types';
import {
  CONTRACT,
  HOUR,
  MINUTE,
  QUARTER,
  renderChartPanel,
  resetChartPanelEachTest,
} from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

const quarterCandles = [
  k(0, '100.0', '104.5', '99.0', '103.0', '12'),
  k(QUARTER, '103.0', '106.0', '102.0', '102.5', '8.5'),
  k(2 * QUARTER, '102.5', '103.0', '98.0', '99.5', '20'),
];
const hourCandles = [
  k(0, '100.0', '110.0', '90.0', '95.0', '40'),
  k(HOUR, '95.0', '97.0', '93.0', '96.0', '5'),
];

function renderPanel(props: Partial<ChartPanelProps> = {}) {
  return renderChartPanel(
    [
      { range: QUARTER, list: quarterCandles },
      { range: HOUR, list: hourCandles },
    ],
    props,
  );
}

resetChartPanelEachTest();

describe('chart panel', () => {
  it('takes its series and subscriptions down before the chart itself when it goes (a contract switch)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    expect(() => unmount()).not.toThrow();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fake.series.every((series) => series.removed)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the candles and their volume, labelled with contract, period and type', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    expect(fake.main()?.kind).toBe('Candlestick');
    expect(fake.main()?.data[0]).toMatchObject({ open: 100, high: 104.5, low: 99, close: 103 });
    const volume = fake.volume();
    expect(volume?.pane).toBe(1);
    expect(volume?.data.map((d) => d.value)).toEqual([12, 8.5, 20]);
    expect(
      screen.getByRole('figure', { name: 'BTCUSDT price chart, 15 minutes, Candles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price chart' })).toBeInTheDocument();
  });

  it('switches chart type and period from the toolbar and remembers them', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Chart type: Candles' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Kagi' }));
    // Kagi on closes 103, 102.5, 99.5 with a 0.5 % reversal (0.5, one tick): 103 → 99.5
    await waitFor(() => expect(fake.main()?.kind).toBe('Line'));
    expect(fake.main()?.options.lineType).toBe(1);
    expect(fake.main()?.data.map((d) => d.value)).toEqual([103, 99.5]);
    // Bricks ignore time: no volume pane.
    expect(fake.volume()).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '1h 1 hour' }));
    await waitFor(() => expect(fake.main()?.data.map((d) => d.value)).toEqual([95, 96]));
    expect(screen.getByRole('button', { name: '1h 1 hour' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(localStorage.getItem(CHART_PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({
      type: 'kagi',
      period: '1h',
      timeZone: 'local',
      boxPercent: '0.5',
      reversal: 3,
    });
  });

  it('opens with the remembered type and period', async () => {
    localStorage.setItem(
      CHART_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ type: 'hiLo', period: '1h' }),
    );
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(2));
    expect(fake.main()?.kind).toBe('Bar');
    // HiLo: open = high, close = low
    expect(fake.main()?.data[0]).toMatchObject({ open: 110, high: 110, low: 90, close: 90 });
    expect(screen.getByRole('button', { name: 'Chart type: High-low' })).toBeInTheDocument();
  });

  it('shows the last candle in the legend and the hovered one under the crosshair', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByText('99.5')).toBeInTheDocument());
    // last candle: 102.5 → 99.5, change −3.0 (−2.92 %)
    expect(screen.getByText('-3.0 (-2.92%)')).toBeInTheDocument();
    act(() => fake.crosshairHandlers.forEach((h) => h({ time: toChartTime(0, 'local') })));
    expect(screen.getByText('104.5')).toBeInTheDocument();
    expect(screen.getByText('+3.0 (+3.00%)')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('moves the open candle in place when a live candle arrives', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const main = fake.main();
    const setDataCalls = main?.setDataCalls;
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_kline',
          payload: {
            contractId: CONTRACT,
            period: String(QUARTER),
            kline: k(2 * QUARTER, '102.5', '103.0', '97.0', '97.5', '25'),
          },
        },
      ]),
    );
    expect(main?.setDataCalls).toBe(setDataCalls);
    expect(main?.updates.at(-1)).toMatchObject({ low: 97, close: 97.5 });
    expect(fake.volume()?.updates.at(-1)).toMatchObject({ value: 25 });
  });

  it('draws the given lines and the last and mark price', async () => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'indicator',
          payload: { indicators: [{ cid: CONTRACT, lp: '99.5', mp: '99.0' }] },
        },
      ]),
    );
    renderPanel({
      lines: [{ id: 'o1', kind: 'order', price: '101.0', label: 'Limit buy', side: 'buy' }],
    });
    await waitFor(() => expect(fake.main()?.priceLines).toHaveLength(3));
    const byTitle = Object.fromEntries(
      (fake.main()?.priceLines ?? []).map((l) => [l.options().title, l.options().price]),
    );
    expect(byTitle).toEqual({ 'Limit buy': 101, Last: 99.5, Mark: 99 });
  });

  it('reports an order line dragged to a new price, rounded to the tick', async () => {
    const onOrderLineDrag = vi.fn();
    renderPanel({
      lines: [{ id: 'o1', kind: 'order', price: '101.0', label: 'Limit buy', side: 'buy' }],
      onOrderLineDrag,
    });
    await waitFor(() => expect(fake.main()?.priceLines.length).toBeGreaterThan(0));
    const canvas = screen.getByRole('figure');
    // The stand-in draws price p at y = 1000 - p: the line is at 899.
    fireEvent.pointerDown(canvas, { clientY: 900, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientY: 890, pointerId: 1 });
    const order = fake.main()?.priceLines.find((l) => l.options().title === 'Limit buy');
    expect(order?.options().price).toBe(110);
    fireEvent.pointerUp(canvas, { clientY: 889.7, pointerId: 1 });
    expect(onOrderLineDrag).toHaveBeenCalledWith('o1', '110.5');
    // The line goes back until the integrator confirms and passes the new price.
    expect(order?.options().price).toBe(101);
  });

  it('merges one-minute candles into three-minute candles', async () => {
    localStorage.setItem(
      CHART_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ type: 'candles', period: '3m' }),
    );
    renderChartPanel([
      {
        range: MINUTE,
        limit: 1500,
        list: [
          k(0, '10', '12', '9', '11', '1'),
          k(MINUTE, '11', '13', '10', '12', '2'),
          k(2 * MINUTE, '12', '12', '8', '9', '3'),
          k(3 * MINUTE, '9', '10', '9', '10', '4'),
        ],
      },
    ]);
    await waitFor(() => expect(fake.main()?.data).toHaveLength(2));
    expect(fake.main()?.data[0]).toMatchObject({ open: 10, high: 13, low: 8, close: 9 });
    expect(fake.volume()?.data.map((d) => d.value)).toEqual([6, 4]);
  });

  it('does not ask for older candles when the server had fewer than asked for', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const fetch = vi.mocked(http.fetch);
    const calls = fetch.mock.calls.length;
    act(() => fake.rangeHandlers.forEach((h) => h({ from: 0, to: 40 })));
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('takes the new colours when the theme or the colour convention changes', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const series = fake.main();
    expect(series?.options.upColor).toBe('rgb(4, 120, 87)');
    document.documentElement.style.setProperty('--color-up', '185 28 28');
    act(() => document.documentElement.setAttribute('data-colors', 'red-up'));
    await waitFor(() => expect(fake.main()?.options.upColor).toBe('rgb(185, 28, 28)'));
    // The same series, recoloured: it kept its candles (a new one would be blank for a frame).
    expect(fake.main()).toBe(series);
    expect(fake.main()?.data).toHaveLength(3);
    document.documentElement.style.removeProperty('--color-up');
    document.documentElement.removeAttribute('data-colors');
  });

  it('leaves the empty state when the first live candle of a new market arrives', async () => {
    renderChartPanel([{ range: QUARTER, list: [] }], {
      contractId: 2,
      code: 'ETHUSDT',
      priceScale: 2,
      tickSize: '0.01',
    });
    expect(await screen.findByText('No candles for this period yet.')).toBeInTheDocument();
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_kline',
          payload: {
            contractId: 2,
            period: String(QUARTER),
            kline: k(0, '10', '11', '9', '10.5', '3'),
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByText('No candles for this period yet.')).not.toBeInTheDocument(),
    );
    expect(fake.main()?.data).toHaveLength(1);
  });

  it('closes the open candle and draws the last price at the last fill of a burst, not moved back by a late older trade', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const fill = (tradeId: number, time: number, price: string) => ({
      tradeId,
      time,
      price,
      amount: '0.5',
      side: 'buy',
      contractId: CONTRACT,
    });
    const ticks = (trades: ReturnType<typeof fill>[]) => ({
      topic: 'future_tick' as const,
      payload: { contractId: CONTRACT, trades },
    });
    // Fills of one taker order share the millisecond; the server lists them oldest first.
    const at = 2 * QUARTER + 60_000;
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          ticks([fill(21, at, '100.0'), fill(22, at, '100.5'), fill(23, at, '104.0')]),
        ]),
    );
    const lastLine = () =>
      fake
        .main()
        ?.priceLines.find((l) => l.options().title === 'Last')
        ?.options().price;
    await waitFor(() => expect(fake.main()?.updates.at(-1)).toMatchObject({ close: 104 }));
    expect(fake.main()?.updates.at(-1)).toMatchObject({
      time: toChartTime(2 * QUARTER, 'local'),
      high: 104,
    });
    expect(lastLine()).toBe(104);
    act(() => realtimeStore.getState().messagesReceived([ticks([fill(20, at + 1, '98.0')])]));
    expect(fake.main()?.updates.at(-1)).toMatchObject({ close: 104 });
    expect(lastLine()).toBe(104);
  });
});
