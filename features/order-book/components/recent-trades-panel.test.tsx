// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { realtimeStore } from '@/features/realtime';
import { getRealtimeClient } from '@/lib/socket';
import { renderWithProviders } from '@/lib/test-utils/render';
import { QUIET_MARKET_MS, RecentTradesPanel } from './recent-trades-panel';

let nextId = 700;
function contract() {
  nextId += 1;
  return { contractId: nextId, code: `R${nextId}USDT` };
}

function renderTrades() {
  const ids = contract();
  const view = renderWithProviders(
    <RecentTradesPanel {...ids} priceScale={1} baseAsset="BTC" quantityScale={3} />,
  );
  return { ...view, ...ids };
}

afterEach(() => {
  vi.useRealTimers();
  realtimeStore.setState({ connection: 'connecting' });
});

describe('recent trades panel', () => {
  it('lists trades newest on top, price coloured by side, size and time', () => {
    const subscribe = vi.spyOn(getRealtimeClient(), 'subscribe');
    const { contractId, code } = renderTrades();
    expect(subscribe).toHaveBeenCalledWith('future_tick', [{ symbol: code }]);
    subscribe.mockRestore();
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_tick',
          payload: {
            contractId,
            trades: [
              {
                time: Date.UTC(2026, 0, 2, 15, 4, 5),
                price: '97000.5',
                amount: '0.25',
                side: 'buy',
              },
              { time: Date.UTC(2026, 0, 2, 15, 4, 9), price: '96999', amount: '1.5', side: 'sell' },
            ],
          },
        },
      ]),
    );
    const rows = within(screen.getByRole('list', { name: 'Recent trades' })).getAllByRole(
      'listitem',
    );
    const clock = (time: number) =>
      new Intl.DateTimeFormat('en-US', {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(time);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Sell 96,999.01.500${clock(Date.UTC(2026, 0, 2, 15, 4, 9))}`,
      `Buy 97,000.50.250${clock(Date.UTC(2026, 0, 2, 15, 4, 5))}`,
    ]);
    const [newest, older] = rows;
    if (!newest || !older) throw new Error('expected two trades');
    expect(within(newest).getByText('96,999.0')).toHaveClass('text-down');
    expect(within(older).getByText('97,000.5')).toHaveClass('text-up');
    expect(screen.getByText('Size (BTC)')).toBeInTheDocument();
  });

  it('lists the fills of one burst newest on top by the engine’s sequence, though they share the millisecond', () => {
    const { contractId } = renderTrades();
    const fill = (tradeId: number, price: string) => ({
      tradeId,
      time: Date.UTC(2026, 0, 2, 15, 4, 5, 250),
      price,
      amount: '0.01',
      side: 'sell',
      contractId,
    });
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_tick',
          payload: {
            contractId,
            trades: [fill(7, '92073.6'), fill(8, '92050.1'), fill(9, '92036.8')],
          },
        },
      ]),
    );
    const rows = within(screen.getByRole('list', { name: 'Recent trades' })).getAllByRole(
      'listitem',
    );
    // The price cell: the taker's side (for screen readers) and the price.
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Sell 92,036.8',
      'Sell 92,050.1',
      'Sell 92,073.6',
    ]);
  });

  it('draws a trade five times the median size of the list as a large one, and says so', () => {
    const { contractId } = renderTrades();
    // Eleven trades of 0.010 to 0.020 (median 0.015), then one of 0.080 (≥ 0.075) and 0.070.
    const sizes = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 80, 70].map(
      (n) => `0.${String(n).padStart(3, '0')}`,
    );
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_tick',
          payload: {
            contractId,
            trades: sizes.map((amount, i) => ({
              tradeId: i + 1,
              time: Date.UTC(2026, 0, 2, 15, 4, i),
              price: '97000.0',
              amount,
              side: i === 11 ? 'sell' : 'buy',
              contractId,
            })),
          },
        },
      ]),
    );
    const rows = within(screen.getByRole('list', { name: 'Recent trades' })).getAllByRole(
      'listitem',
    );
    const large = rows.filter((row) => row.dataset.large === 'true');
    expect(large.map((row) => row.children[1]?.textContent)).toEqual(['0.080']);
    expect(large[0]?.firstElementChild?.textContent).toBe('Large trade Sell 97,000.0');
    expect(large[0]).toHaveClass('bg-down/15');
  });

  it('shows a skeleton until the market has been quiet on an open connection, then "No trades yet"', () => {
    vi.useFakeTimers();
    renderTrades();
    expect(screen.getByRole('status')).toHaveTextContent('Loading recent trades…');
    act(() => realtimeStore.getState().connectionChanged('open'));
    act(() => vi.advanceTimersByTime(QUIET_MARKET_MS - 1));
    expect(screen.queryByText('No trades yet')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('No trades yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('labels its columns in the page language', () => {
    const ids = contract();
    renderWithProviders(<RecentTradesPanel {...ids} priceScale={1} baseAsset="BTC" />, {
      locale: 'ja',
    });
    expect(screen.getByText('数量 (BTC)')).toBeInTheDocument();
    expect(screen.getByText('時刻')).toBeInTheDocument();
  });
});
