// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHART_PREFERENCES_STORAGE_KEY } from '../hooks/use-chart-preferences';
import type { ChartPanelProps } from '../types';
import { QUARTER, renderChartPanel, resetChartPanelEachTest } from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

const candles = [0, 1, 2].map((i) => ({
  time: i * QUARTER,
  open: '100.0',
  high: '101.0',
  low: '99.0',
  close: String(100 + i),
  volume: '1',
}));

function renderPanel(props: Partial<ChartPanelProps> = {}) {
  return renderChartPanel([{ range: QUARTER, list: candles }], props);
}

// The browser runs on Tokyo time (UTC+9).
resetChartPanelEachTest({ timezoneOffset: -540 });

describe('the chart time zone', () => {
  it('reads local time by default and UTC once chosen, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    // The last candle opens 00:30 UTC: 09:30 on a Tokyo clock.
    const select = screen.getByRole('combobox', { name: 'Time zone of the chart' });
    expect(select).toHaveDisplayValue('Local (UTC+9)');
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/09:30$/);
    expect(fake.main()?.data.map((d) => d.time)).toEqual([32_400, 33_300, 34_200]);

    await user.selectOptions(select, 'utc');
    expect(select).toHaveDisplayValue('UTC');
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/00:30$/);
    // The axis reads the series' times: unshifted now, on the same candles.
    await waitFor(() => expect(fake.main()?.data.map((d) => d.time)).toEqual([0, 900, 1800]));
    expect(fake.volume()?.data.map((d) => d.time)).toEqual([0, 900, 1800]);
    // The crosshair finds the candle at its UTC time.
    act(() => fake.crosshairHandlers.forEach((h) => h({ time: 900 })));
    expect(screen.getByTestId('legend-time')).toHaveTextContent(/00:15$/);
    expect(JSON.parse(localStorage.getItem(CHART_PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      timeZone: 'utc',
    });
  });

  it('opens in the remembered zone', async () => {
    localStorage.setItem(
      CHART_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ type: 'candles', period: '15m', timeZone: 'utc' }),
    );
    renderPanel();
    await waitFor(() => expect(fake.main()?.data.map((d) => d.time)).toEqual([0, 900, 1800]));
    expect(screen.getByRole('combobox', { name: 'Time zone of the chart' })).toHaveDisplayValue(
      'UTC',
    );
  });
});

describe('the depth view', () => {
  it('offers no Candles | Depth switch without a depth view', async () => {
    renderPanel();
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    expect(screen.queryByRole('group', { name: 'Chart view' })).not.toBeInTheDocument();
  });

  it('shows the depth view in place of the candles, and the candles again', async () => {
    const user = userEvent.setup();
    renderPanel({ depthView: <p>Market depth here</p> });
    await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
    const candlesButton = screen.getByRole('button', { name: 'Candles' });
    const depthButton = screen.getByRole('button', { name: 'Depth' });
    expect(candlesButton).toHaveAttribute('aria-pressed', 'true');
    // Not rendered (so not loaded) until asked for.
    expect(screen.queryByText('Market depth here')).not.toBeInTheDocument();

    await user.click(depthButton);
    expect(screen.getByText('Market depth here')).toBeVisible();
    expect(depthButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('figure', { name: /price chart/ })).not.toBeInTheDocument();
    const chartsDrawn = fake.series.length;

    await user.click(candlesButton);
    expect(screen.queryByText('Market depth here')).not.toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'BTCUSDT price chart, 15 minutes, Candles' }),
    ).toBeInTheDocument();
    // The candles were kept, not drawn again.
    expect(fake.series.length).toBe(chartsDrawn);
    expect(fake.main()?.data).toHaveLength(3);
  });
});
