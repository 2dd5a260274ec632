// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { FundingRateHistory } from './funding-rate-history';
import { envelope, stubFuturesApi } from './test-api';

// jsdom has no canvas: a stand-in records what the section asks of the chart library.
const chart = vi.hoisted(() => ({
  data: [] as { time: number; value: number; color?: string }[][],
  created: 0,
  removed: 0,
}));
vi.mock('lightweight-charts', () => ({
  AreaSeries: 'Area',
  HistogramSeries: 'Histogram',
  createChart: () => {
    chart.created += 1;
    return {
      addSeries: () => ({
        setData: (points: (typeof chart.data)[number]) => chart.data.push(points),
        applyOptions: () => {},
      }),
      applyOptions: () => {},
      timeScale: () => ({ fitContent: () => {} }),
      remove: () => {
        chart.removed += 1;
      },
    };
  },
}));

const HOUR = 3_600_000;
const T = Date.UTC(2025, 0, 2, 8);

/** BTC has three settlements (newest first, as the server sends them); ETH has none yet. */
stubFuturesApi((path, contractId) => {
  if (path !== 'fundingRate/history') throw new Error(`unexpected ${path}`);
  const list =
    contractId === 1
      ? [
          { fundingTime: T, fundingRate: '-0.0002', markPrice: '97000.5', intervalHours: 8 },
          {
            fundingTime: T - 8 * HOUR,
            fundingRate: '0.0001',
            markPrice: '96000',
            intervalHours: 8,
          },
          { fundingTime: T - 16 * HOUR, fundingRate: '0', markPrice: '95000', intervalHours: 8 },
        ]
      : [];
  return envelope({ contractId, intervalHours: 8, list });
});

beforeEach(() => {
  chart.data = [];
  chart.created = 0;
  chart.removed = 0;
});

describe('the funding rate history', () => {
  it('lists the chosen contract’s settlements newest first and charts them oldest first', async () => {
    renderWithProviders(<FundingRateHistory initialContractId={1} />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, newest, middle, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('\u22120.0200%');
    expect(newest).toHaveTextContent('97,000.5');
    expect(middle).toHaveTextContent('+0.0100%');
    expect(oldest).toHaveTextContent('0.0000%');
    // In the visitor's time zone, whichever the test machine has.
    const local = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(T);
    expect(newest).toHaveTextContent(local);

    await waitFor(() => expect(chart.data.at(-1)).toHaveLength(3));
    const drawn = chart.data.at(-1) ?? [];
    expect(drawn.map((point) => point.value)).toEqual([0, 0.01, -0.02]);
    expect(drawn[0]?.time).toBeLessThan(drawn[2]?.time ?? 0);
    expect(drawn[2]?.color).not.toBe(drawn[1]?.color);
  });

  it('shows the empty state for a contract that has not settled yet, without a chart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FundingRateHistory initialContractId={1} />);
    await waitFor(() => expect(chart.created).toBe(1));
    await user.selectOptions(screen.getByRole('combobox'), 'ETHUSDT');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByTestId('history-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('history-chart')).not.toBeInTheDocument();
    await waitFor(() => expect(chart.removed).toBe(1));
  });
});
