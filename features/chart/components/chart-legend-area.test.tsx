// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { candle } from '../model/test-candles';
import { QUARTER, renderChartPanel, resetChartPanelEachTest } from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

resetChartPanelEachTest();

it('keeps the legend over the plot area, clear of the price axis, as the axis or the window changes', async () => {
  renderChartPanel([
    { range: QUARTER, list: [candle(0, '100.0', '104.5', '99.0', '103.0', '12')] },
  ]);
  const area = screen.getByTestId('chart-legend-area');
  // The plot is 800 px wide (the price axis beside it): the legend takes it less 8 px each side.
  await waitFor(() => expect(area.style.width).toBe('784px'));
  // A phone: 375 px, of which the axis takes about 75.
  act(() => fake.resize(300));
  expect(area.style.width).toBe('284px');
});
