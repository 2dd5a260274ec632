// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import {
  DEFAULT_INDICATOR_SETTINGS,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import { toChartTime } from '../model/chart-time';
import { INDICATOR_SETTINGS_STORAGE_KEY } from '../hooks/use-indicator-settings';
import type { ChartIndicatorStore } from '../types';
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

// 30 quarter-hour candles closing at 100, 101, … 129: MA(7) at bar i is 100 + i − 3.
const candles = Array.from({ length: 30 }, (_, i) => ({
  time: i * QUARTER,
  open: String(100 + i - 0.5),
  high: String(100 + i + 1),
  low: String(100 + i - 1),
  close: String(100 + i),
  volume: String(10 + (i % 4)),
}));

function renderPanel(indicatorStore?: ChartIndicatorStore) {
  return renderChartPanel([{ range: QUARTER, list: candles }], { indicatorStore });
}

/** Opens the Indicators dialog, flips the named indicators' switches and applies. */
async function turnOn(user: ReturnType<typeof userEvent.setup>, ...names: RegExp[]) {
  await user.click(screen.getByRole('button', { name: 'Indicators' }));
  const dialog = await screen.findByRole('dialog', { name: 'Indicators' });
  for (const name of names) await user.click(within(dialog).getByRole('switch', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const values = (series: { data: Record<string, unknown>[] } | undefined) =>
  series?.data.map((d) => d.value);

resetChartPanelEachTest();

describe('chart indicators', () => {
  it('turning on MA draws its three averages over the candles with their values in the legend', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    expect(fake.indicators()).toEqual([]);

    await turnOn(user, /^MA Moving average/);
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    const [ma7, ma25, ma99] = fake.indicators();
    expect(fake.indicators().every((s) => s.pane === 0 && s.kind === 'Line')).toBe(true);
    // From the 7th bar on: 103, 104, … 126, at the candles' own times.
    expect(values(ma7)).toEqual(Array.from({ length: 24 }, (_, i) => 103 + i));
    expect(ma7?.data[0]?.time).toBe(toChartTime(6 * QUARTER, 'local'));
    expect(values(ma25)).toEqual([112, 113, 114, 115, 116, 117]);
    expect(ma99?.data).toEqual([]);
    expect(ma7?.options.color).toBe(DEFAULT_INDICATOR_SETTINGS.ma.lines[0]?.color);

    const legend = within(await screen.findByTestId('indicator-legend'));
    expect(legend.getByText('MA(7)')).toBeInTheDocument();
    expect(legend.getByText('126.0')).toBeInTheDocument();
    expect(legend.getByText('117.0')).toBeInTheDocument();
    // Hovering an older candle shows that candle's averages.
    act(() =>
      fake.crosshairHandlers.forEach((h) => h({ time: toChartTime(10 * QUARTER, 'local') })),
    );
    expect(legend.getByText('107.0')).toBeInTheDocument();
  });

  it('puts MACD and RSI each in a pane of its own under the volume', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    await turnOn(user, /^MACD/, /^RSI/);
    await waitFor(() => expect(fake.indicators()).toHaveLength(6));
    expect(fake.volume()?.pane).toBe(1);
    const [dif, dea, histogram, ...rsi] = fake.indicators();
    expect([dif?.pane, dea?.pane, histogram?.pane]).toEqual([2, 2, 2]);
    expect(histogram?.kind).toBe('Histogram');
    expect(rsi.map((s) => s.pane)).toEqual([3, 3, 3]);
    // Closes rise by 1 each bar: every change a gain, RSI 100 from its 7th bar.
    expect(values(rsi[0])?.slice(0, 2)).toEqual([100, 100]);
    // A straight rise keeps the fast EMA (12) above the slow one (26) by (26 − 12) / 2 = 7.
    expect(dif?.data).toHaveLength(5);
    expect(values(dif)?.[0]).toBeCloseTo(7, 9);
  });

  it('updates only the last point of each indicator when a live candle arrives', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    await turnOn(user, /^MA Moving average/);
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    const ma7 = fake.indicators()[0];
    const setDataCalls = ma7?.setDataCalls;
    const last = candles[29];
    if (!last) throw new Error('no last candle');
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_kline',
          payload: {
            contractId: CONTRACT,
            period: String(QUARTER),
            kline: { ...last, high: '137', close: '136' },
          },
        },
      ]),
    );
    // (123 + … + 128 + 136) / 7 = 127 instead of 126
    await waitFor(() => expect(ma7?.updates.at(-1)).toMatchObject({ value: 127 }));
    expect(ma7?.setDataCalls).toBe(setDataCalls);
    expect(ma7?.updates).toHaveLength(1);
    expect(values(ma7)?.at(-1)).toBe(127);
  });

  it('hides the indicators on Renko and hides one from its legend eye', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    await turnOn(user, /^BOLL/);
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Hide BOLL(20,2)' }));
    await waitFor(() =>
      expect(fake.indicators().every((s) => s.options.visible === false)).toBe(true),
    );
    expect(screen.getByText('BOLL(20,2)')).toHaveClass('line-through');
    await user.click(screen.getByRole('button', { name: 'Show BOLL(20,2)' }));
    await waitFor(() =>
      expect(fake.indicators().every((s) => s.options.visible === true)).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Chart type: Candles' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Renko' }));
    await waitFor(() => expect(fake.indicators()).toEqual([]));
    expect(screen.queryByTestId('indicator-legend')).toBeNull();
  });

  it('refuses a period out of bounds, naming the bounds, and keeps the chart as it was', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Indicators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indicators' });
    await user.click(within(dialog).getByRole('switch', { name: /^EMA/ }));
    await user.click(within(dialog).getByRole('button', { name: 'EMA settings' }));
    const period = within(dialog).getByRole('textbox', { name: 'Period of line 1' });
    await user.clear(period);
    await user.type(period, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 500.')).toBeVisible();
    expect(period).toHaveAttribute('aria-invalid', 'true');
    expect(period).toHaveFocus();
    expect(fake.indicators()).toEqual([]);
    expect(localStorage.getItem(INDICATOR_SETTINGS_STORAGE_KEY)).toBeNull();

    await user.clear(period);
    await user.type(period, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    // EMA(10) seeded with the mean of the first ten closes (104.5) at the tenth bar.
    expect(values(fake.indicators()[0])?.[0]).toBe(104.5);
  });

  it('keeps a visitor’s indicators in this browser and draws them again on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(30));
    await turnOn(user, /^KDJ/);
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    const stored = JSON.parse(localStorage.getItem(INDICATOR_SETTINGS_STORAGE_KEY) ?? '{}');
    expect(stored.kdj).toMatchObject({ on: true, params: { period: 9, k: 3, d: 3 } });
    unmount();

    fake.reset();
    renderPanel();
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    expect(fake.indicators().every((s) => s.pane === 2)).toBe(true);
  });

  it('draws a logged-in user’s saved indicators and saves a change to their account, not the browser', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const stored: Partial<IndicatorSettings> = {
      macd: {
        ...DEFAULT_INDICATOR_SETTINGS.macd,
        on: true,
        params: { fast: 5, slow: 10, signal: 4 },
      },
    };
    renderPanel({ stored, save });
    await waitFor(() => expect(fake.indicators()).toHaveLength(3));
    expect(fake.indicators().map((s) => s.pane)).toEqual([2, 2, 2]);
    // DIF of EMA(5) and EMA(10) on a straight rise: (10 − 5) / 2 = 2.5, from the tenth bar on.
    expect(fake.indicators()[0]?.data).toHaveLength(21);
    expect(screen.getByText('MACD(5,10,4)')).toBeInTheDocument();

    await turnOn(user, /^OBV/);
    expect(save).toHaveBeenCalledTimes(1);
    const saved = save.mock.calls[0]?.[0] as IndicatorSettings;
    expect(saved.obv.on).toBe(true);
    expect(saved.macd).toEqual(stored.macd);
    await waitFor(() => expect(fake.indicators()).toHaveLength(4));
    expect(localStorage.getItem(INDICATOR_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('leaves the volume pane out when VOL is switched off', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.volume()?.data).toHaveLength(30));
    await turnOn(user, /^VOL/);
    await waitFor(() => expect(fake.volume()).toBeUndefined());
  });
});
