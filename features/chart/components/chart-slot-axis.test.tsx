// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChart, type Time } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { CHART_PREFERENCES_STORAGE_KEY } from '../hooks/use-chart-preferences';
import { flatCandle as k } from '../model/test-candles';
import {
  CONTRACT,
  QUARTER,
  renderChartPanel,
  resetChartPanelEachTest,
} from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

// 0.5 % of 10 000 is a box of 50. The last column starts after a quiet two hours (7 quarters).
const candles = [
  k(0, '10000'),
  k(QUARTER, '10060'), // X column: 10 050
  k(2 * QUARTER, '10160'), // … to 10 150: three X's
  k(3 * QUARTER, '10000'), // three boxes down: O's 10 100 to 10 000
  k(10 * QUARTER, '10210'), // X's 10 050 to 10 200: four
];

function renderPanel(type: string, props: { lines?: never[] } = {}) {
  localStorage.setItem(CHART_PREFERENCES_STORAGE_KEY, JSON.stringify({ type, period: '15m' }));
  return renderChartPanel([{ range: QUARTER, list: candles }], props);
}

interface AxisOptions {
  localization?: { timeFormatter?: (time: Time) => string };
  timeScale?: { tickMarkFormatter?: (time: Time, type: number) => string };
}

/** The chart's time-axis formatters as last applied (at creation or by applyOptions). */
function axis() {
  const chart = vi.mocked(createChart).mock.results.at(-1)?.value as {
    applyOptions: { mock: { calls: [AxisOptions][] } };
  };
  const created = vi.mocked(createChart).mock.calls.at(-1) as unknown as [unknown, AxisOptions];
  const all = [created[1], ...chart.applyOptions.mock.calls.map(([o]) => o)];
  const tick = all
    .map((o) => o.timeScale?.tickMarkFormatter)
    .filter(Boolean)
    .at(-1);
  const crosshair = all
    .map((o) => o.localization?.timeFormatter)
    .filter(Boolean)
    .at(-1);
  if (!tick || !crosshair) throw new Error('time formatters');
  return { tick, crosshair };
}

function live(time: number, close: string) {
  act(() =>
    realtimeStore.getState().messagesReceived([
      {
        topic: 'future_kline',
        payload: { contractId: CONTRACT, period: String(QUARTER), kline: k(time, close) },
      },
    ]),
  );
}

// The browser runs on UTC.
resetChartPanelEachTest({ timezoneOffset: 0 });

describe('Point & Figure on its own axis', () => {
  it('draws X and O columns one per slot, labelled with when each began', async () => {
    renderPanel('pointAndFigure');
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const main = fake.main();
    expect(main?.kind).toBe('Custom');
    // Evenly spaced slots, not the candles' times (the last column came two hours later).
    expect(main?.data.map((d) => d.time)).toEqual([0, 60, 120]);
    expect(
      main?.data.map(({ style, up, low, high, boxes }) => ({ style, up, low, high, boxes })),
    ).toEqual([
      { style: 'xo', up: true, low: 10050, high: 10150, boxes: 3 },
      { style: 'xo', up: false, low: 10000, high: 10100, boxes: 3 },
      { style: 'xo', up: true, low: 10050, high: 10200, boxes: 4 },
    ]);

    // The legend: the last column, started at 02:30 (the tenth quarter), four X's.
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/02:30$/);
    expect(screen.getByTestId('legend-slot')).toHaveTextContent('3');
    expect(screen.getByTestId('legend-direction')).toHaveTextContent('X (rising)');
    expect(screen.getByTestId('legend-boxes')).toHaveTextContent('4');
    expect(screen.getByTestId('legend-range')).toHaveTextContent('10,050.0 – 10,200.0');
    // Hovering the second slot shows the O column that began at 00:45.
    act(() => fake.crosshairHandlers.forEach((h) => h({ time: 60 })));
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/00:45$/);
    expect(screen.getByTestId('legend-direction')).toHaveTextContent('O (falling)');
    expect(screen.getByTestId('legend-boxes')).toHaveTextContent('3');
    expect(screen.getByText('Column')).toBeInTheDocument();

    // The axis and the crosshair read the slot's real start time.
    const { tick, crosshair } = axis();
    expect(tick(60 as Time, 3)).toMatch(/00:45/);
    expect(tick(120 as Time, 3)).toMatch(/02:30/);
    expect(crosshair(0 as Time)).toMatch(/00:15$/);
    expect(tick(180 as Time, 3)).toBe('');
    // No volume pane for columns.
    expect(fake.volume()).toBeUndefined();
  });

  it('grows the last column with a live candle and adds a column, without drawing all again', async () => {
    renderPanel('pointAndFigure');
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const main = fake.main();
    const setDataCalls = main?.setDataCalls;
    live(10 * QUARTER, '10320');
    expect(main?.updates.at(-1)).toMatchObject({ time: 120, up: true, high: 10300, boxes: 6 });
    expect(screen.getByTestId('legend-boxes')).toHaveTextContent('6');
    live(11 * QUARTER, '10100');
    expect(main?.updates.at(-1)).toMatchObject({ time: 180, up: false, low: 10100, boxes: 4 });
    expect(main?.setDataCalls).toBe(setDataCalls);
    expect(main?.data.map((d) => d.time)).toEqual([0, 60, 120, 180]);
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/02:45$/);
    expect(axis().tick(180 as Time, 3)).toMatch(/02:45/);
  });

  it('fits the columns in view once on entry (from candles too), not again as they grow', async () => {
    const user = userEvent.setup();
    renderPanel('candles');
    await waitFor(() => expect(fake.main()?.data).toHaveLength(5));
    expect(fake.fits).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Chart type: Candles' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Point & Figure' }));
    await waitFor(() => expect(fake.main()?.kind).toBe('Custom'));
    expect(fake.main()?.data).toHaveLength(3);
    expect(fake.fits).toBe(1);
    live(10 * QUARTER, '10320');
    live(11 * QUARTER, '10100');
    expect(fake.main()?.data).toHaveLength(4);
    expect(fake.fits).toBe(1);
  });

  it('keeps the order and price lines on the columns', async () => {
    renderPanel('pointAndFigure', {
      lines: [
        { id: 'o1', kind: 'order', price: '10100.0', label: 'Limit buy', side: 'buy' },
      ] as never[],
    });
    await waitFor(() => expect(fake.main()?.priceLines.length).toBeGreaterThan(0));
    expect(fake.main()?.kind).toBe('Custom');
    expect(fake.main()?.priceLines.map((l) => l.options().title)).toContain('Limit buy');
  });

  it('gives the time axis and the candle legend back when the type goes back to candles', async () => {
    const user = userEvent.setup();
    renderPanel('pointAndFigure');
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Chart type: Point & Figure' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Candles' }));
    await waitFor(() => expect(fake.main()?.kind).toBe('Candlestick'));
    expect(fake.main()?.data.map((d) => d.time)).toEqual([0, 900, 1800, 2700, 9000]);
    // Times again: 900 s is 00:15, not a slot.
    expect(axis().tick(900 as Time, 3)).toBe('00:15');
    expect(axis().crosshair(9000 as Time)).toMatch(/02:30$/);
    expect(screen.queryByTestId('slot-legend')).not.toBeInTheDocument();
    expect(screen.getByText('Vol')).toBeInTheDocument();
  });
});

describe('Renko on its own axis', () => {
  it('draws one-box bricks one per slot, and names the hovered brick in the legend', async () => {
    renderPanel('renko');
    // From 10 000: up to 10 150 (three bricks), down to 10 000 (two), up to 10 200 (three).
    await waitFor(() => expect(fake.main()?.data).toHaveLength(8));
    const main = fake.main();
    expect(main?.kind).toBe('Custom');
    expect(main?.data.map((d) => d.time)).toEqual([0, 60, 120, 180, 240, 300, 360, 420]);
    expect(main?.data.map((d) => [d.style, d.up, d.low, d.high])).toEqual([
      ['brick', true, 10000, 10050],
      ['brick', true, 10050, 10100],
      ['brick', true, 10100, 10150],
      ['brick', false, 10050, 10100],
      ['brick', false, 10000, 10050],
      ['brick', true, 10050, 10100],
      ['brick', true, 10100, 10150],
      ['brick', true, 10150, 10200],
    ]);
    act(() => fake.crosshairHandlers.forEach((h) => h({ time: 180 })));
    expect(screen.getByText('Brick')).toBeInTheDocument();
    expect(screen.getByTestId('legend-slot')).toHaveTextContent('4');
    expect(screen.getByTestId('legend-direction')).toHaveTextContent('Falling');
    expect(screen.getByTestId('legend-range')).toHaveTextContent('10,050.0 – 10,100.0');
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/00:45$/);
  });
});
