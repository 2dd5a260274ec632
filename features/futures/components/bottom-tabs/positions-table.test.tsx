// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { BottomTabs } from './bottom-tabs';
import { PositionsTable } from './positions-table';
import {
  expectSeededLongFigures,
  markPriceMoves,
  seededLong,
  seedLongPosition,
  seedPositions,
} from './test-fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

afterEach(() => act(() => realtimeStore.getState().privateDataCleared()));

function cellOf(row: HTMLElement, header: string): string {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const index = headers.indexOf(header);
  return within(row).getAllByRole('cell')[index]?.textContent ?? '';
}

describe('PositionsTable', () => {
  it('shows a seeded position with its labels, live at the mark price', () => {
    seedLongPosition();
    renderWithProviders(<PositionsTable contractId={undefined} />);
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no position row');
    expect(cellOf(row, 'Contract')).toBe('BTCUSDTLong · 10x');
    expectSeededLongFigures((label) => cellOf(row, label));
    expect(cellOf(row, 'Margin mode')).toBe('Isolated');
    // ROI on the initial margin 5 000 (ROE is on the margin 6 000).
    expect(cellOf(row, 'ROI')).toBe('+10.00%');
    expect(cellOf(row, 'Realized PnL')).toBe('−12.00');
    expect(within(row).getByRole('button', { name: 'Adjust margin' })).toBeInTheDocument();

    markPriceMoves('102000.0');
    expect(cellOf(row, 'Unrealized PnL')).toBe('+1,000.00');
  });

  it('names a bonus position’s account and counts down to its automatic close on the server’s clock', async () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    // Only the date is fake: the countdown's one-second timer runs for real.
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const openedAt = now - 3_600_000;
      realtimeStore.getState().messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, mp: '101000.0' }] } },
        // The server's clock is a minute ahead of this machine's.
        { topic: 'realtime', payload: { timeSlice: now + 60_000 } },
        {
          topic: 'match',
          payload: {
            type: 3012,
            data: [
              seededLong,
              {
                ...seededLong,
                positionId: 9,
                accountType: 10,
                isolated: false,
                openedAt,
                autoCloseAt: openedAt + 24 * 3_600_000,
              },
            ],
          },
        },
      ]);
      renderWithProviders(<PositionsTable contractId={undefined} />);
      const [bonus, main] = screen.getAllByRole('row').slice(1);
      if (!bonus || !main) throw new Error('two position rows expected');
      // 23 hours after now on the server's clock, which is a minute ahead.
      expect(cellOf(bonus, 'Contract')).toBe(
        'BTCUSDTBonusLong · 10xCloses automatically in 22:59:00',
      );
      expect(within(bonus).getByTestId('account-badge')).toHaveAttribute('title', 'Bonus account');
      expect(within(bonus).getByRole('time')).toHaveAttribute(
        'datetime',
        new Date(openedAt + 24 * 3_600_000).toISOString(),
      );
      expect(cellOf(main, 'Contract')).toBe('BTCUSDTLong · 10x');
      vi.setSystemTime(now + 1_000);
      await waitFor(() => expect(within(bonus).getByRole('time')).toHaveTextContent('22:58:59'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('rounds a profit, a loss and a return half-up instead of cutting them', () => {
    seedPositions(
      [{ ...seededLong, size: '0.123', cost: '12300', realizedPnl: '-0.407' }],
      '105555.5',
    );
    renderWithProviders(<PositionsTable contractId={undefined} />);
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no position row');
    // 0.123 × 5 555.5 = 683.3265: ROI on the initial margin 1 230 = 55.555 %, ROE on the
    // margin 6 000 = 11.3888 %.
    expect(cellOf(row, 'ROI')).toBe('+55.56%');
    expect(cellOf(row, 'ROE')).toBe('+11.39%');
    expect(cellOf(row, 'Realized PnL')).toBe('\u22120.41');

    markPriceMoves('99996.7');
    // 0.123 × −3.3 = −0.4059: a loss of 0.41, shown in the loss colour.
    expect(cellOf(row, 'Unrealized PnL')).toBe('\u22120.41');
    // Both the unrealised and the realised loss now read −0.41, each in the loss colour.
    expect(within(row).getAllByText('\u22120.41', { selector: '.text-down' })).toHaveLength(2);
  });

  it('says there are no open positions when the store has none', () => {
    seedPositions([]);
    renderWithProviders(<PositionsTable contractId={undefined} />);
    expect(screen.getByText('No open positions')).toBeInTheDocument();
  });

  it('hides other contracts when filtered to the current one', () => {
    seedLongPosition();
    renderWithProviders(<PositionsTable contractId={2} />);
    expect(screen.getByText('No open positions')).toBeInTheDocument();
  });
});

describe('BottomTabs', () => {
  it('asks a visitor to log in instead of showing tables', () => {
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" />);
    expect(
      screen.getByText('Log in or sign up to see your positions, orders and history.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
