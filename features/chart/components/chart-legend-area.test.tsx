// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getCandlestickListQueryOptions } from '@/features/market';
import { http } from '@/lib/http';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { ChartPanelClient } from './chart-panel-client';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

beforeEach(() => {
  fake.reset();
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

it('keeps the legend over the plot area, clear of the price axis, as the axis or the window changes', async () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    getCandlestickListQueryOptions({ contractId: 1, range: 900_000, limit: 500 }).queryKey,
    [{ time: 0, open: '100.0', high: '104.5', low: '99.0', close: '103.0', volume: '12' }],
  );
  renderWithProviders(
    <ChartPanelClient contractId={1} code="BTCUSDT" priceScale={1} tickSize="0.5" />,
    { queryClient },
  );
  const area = screen.getByTestId('chart-legend-area');
  // The plot is 800 px wide (the price axis beside it): the legend takes it less 8 px each side.
  await waitFor(() => expect(area.style.width).toBe('784px'));
  // A phone: 375 px, of which the axis takes about 75.
  act(() => fake.resize(300));
  expect(area.style.width).toBe('284px');
});
