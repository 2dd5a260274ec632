// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realtimeStore } from '@/features/realtime';
import { getRealtimeClient } from '@/lib/socket';
import { getDepthSnapshotQueryOptions } from '@/features/market';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { OrderBookPanel, type OrderBookPanelProps } from './order-book-panel';

// Each test has its own contract, because the realtime store is one for the whole file.
let nextId = 900;
function contract() {
  nextId += 1;
  return { contractId: nextId, code: `T${nextId}USDT` };
}

function seedBook(code: string, bids: [string, string][], asks: [string, string][]) {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([{ topic: 'future_snapshot_depth', payload: { sc: code, bids, asks } }]),
  );
}

const bids: [string, string][] = [
  ['100.4', '1'],
  ['100.1', '2'],
  ['99.9', '3'],
];
const asks: [string, string][] = [
  ['100.6', '1'],
  ['100.9', '1.5'],
  ['101.2', '4'],
];

function renderBook(props: Partial<OrderBookPanelProps> = {}) {
  const ids = contract();
  const onPriceSelect = vi.fn();
  const view = renderWithProviders(
    <OrderBookPanel
      {...ids}
      priceScale={1}
      tickSize="0.1"
      baseAsset="BTC"
      quantityScale={3}
      rowsPerSide={4}
      onPriceSelect={onPriceSelect}
      {...props}
    />,
  );
  return { ...view, ...ids, onPriceSelect };
}

const levelNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    // The spoken sentence each level button is named by.
    .map((button) => button.querySelector('.sr-only')?.textContent ?? null);

describe('order book panel', () => {
  it('shows asks above and bids below with size and running total, best prices next to the middle', () => {
    const { code } = renderBook();
    seedBook(code, bids, asks);
    const askList = screen.getByRole('list', { name: 'Asks' });
    const bidList = screen.getByRole('list', { name: 'Bids' });
    // Asks read from the top of the panel down to the best ask.
    expect(
      within(askList)
        .getAllByRole('button')
        // What the eye reads: the figures, without the sentence screen readers hear.
        .map((row) =>
          [...row.querySelectorAll('[aria-hidden="true"]')]
            .map((part) => part.textContent)
            .join(''),
        ),
    ).toEqual(['101.24.0006.500', '100.91.5002.500', '100.61.0001.000']);
    expect(levelNames(bidList)).toEqual([
      'Bid 100.4, size 1.000 BTC, total 1.000 BTC',
      'Bid 100.1, size 2.000 BTC, total 3.000 BTC',
      'Bid 99.9, size 3.000 BTC, total 6.000 BTC',
    ]);
    // Four rows per side whatever the book holds: the empty one keeps its place.
    expect(within(bidList).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(screen.getByText('Size (BTC)')).toBeInTheDocument();
  });

  it('shows the snapshot the page prefetched until the socket sends a book', () => {
    const ids = contract();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getDepthSnapshotQueryOptions(ids.contractId).queryKey, {
      sc: ids.code,
      bids: [['100.4', '1']],
      asks: [['100.6', '2']],
      t: 1,
    });
    renderWithProviders(
      <OrderBookPanel {...ids} priceScale={1} tickSize="0.1" baseAsset="BTC" quantityScale={3} />,
      { queryClient },
    );
    expect(levelNames(screen.getByRole('list', { name: 'Bids' }))).toEqual([
      'Bid 100.4, size 1.000 BTC, total 1.000 BTC',
    ]);
    seedBook(ids.code, [['100.3', '5']], asks);
    expect(levelNames(screen.getByRole('list', { name: 'Bids' }))).toEqual([
      'Bid 100.3, size 5.000 BTC, total 5.000 BTC',
    ]);
  });

  it('shows the spread, its share of the mid price and the mark price', () => {
    const { code, contractId } = renderBook();
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: 'indicator', payload: { indicators: [{ cid: contractId, mp: '100.47' }] } },
        ]),
    );
    seedBook(code, bids, asks);
    // 100.6 − 100.4 = 0.2; 0.2 ÷ 100.5 = 0.19900… %, cut to four decimals.
    expect(screen.getByTestId('book-spread')).toHaveTextContent('Spread 0.2 (0.1990%)');
    expect(screen.getByTestId('book-mark-price')).toHaveTextContent('Mark 100.4');
  });

  it('colours the last price by its move and says so', () => {
    const { code, contractId } = renderBook();
    seedBook(code, bids, asks);
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_tick' as const,
          payload: {
            contractId,
            trades: [
              { time: 1, price: '100.5', amount: '1', side: 'buy' },
              { time: 2, price: '100.4', amount: '1', side: 'sell' },
            ],
          },
        },
      ]),
    );
    const last = screen.getByTestId('book-last-price');
    expect(last).toHaveTextContent('100.4 ↓ falling');
    expect(last).toHaveClass('text-down');
  });

  it('shows the last fill of a burst as the last price, though the fills share the millisecond', () => {
    const { code, contractId } = renderBook();
    seedBook(code, bids, asks);
    const fill = (tradeId: number, price: string) => ({
      tradeId,
      time: 5_000,
      price,
      amount: '0.1',
      side: 'sell',
      contractId,
    });
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_tick' as const,
          payload: {
            contractId,
            trades: [fill(41, '100.8'), fill(42, '100.6'), fill(43, '100.3')],
          },
        },
      ]),
    );
    expect(screen.getByTestId('book-last-price')).toHaveTextContent('100.3 ↓ falling');
  });

  it('does not move the last price back when a message with older trades arrives late', () => {
    const { code, contractId } = renderBook();
    seedBook(code, bids, asks);
    const tick = (tradeId: number, time: number, price: string) => ({
      topic: 'future_tick' as const,
      payload: {
        contractId,
        trades: [{ tradeId, time, price, amount: '0.1', side: 'buy', contractId }],
      },
    });
    act(() => realtimeStore.getState().messagesReceived([tick(51, 6_000, '100.2')]));
    act(() => realtimeStore.getState().messagesReceived([tick(52, 6_000, '100.5')]));
    act(() => realtimeStore.getState().messagesReceived([tick(50, 6_001, '99.9')]));
    expect(screen.getByTestId('book-last-price')).toHaveTextContent('100.5 ↑ rising');
  });

  it('fills the price on click, and the size up to that level with Shift or Alt', async () => {
    const user = userEvent.setup();
    const { code, onPriceSelect } = renderBook();
    seedBook(code, bids, asks);
    await user.click(screen.getByRole('button', { name: /^Bid 100\.1,/ }));
    expect(onPriceSelect).toHaveBeenLastCalledWith('100.1');
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: /^Ask 100\.9,/ }));
    await user.keyboard('{/Shift}');
    expect(onPriceSelect).toHaveBeenLastCalledWith('100.9', '2.5');
    await user.keyboard('{Alt>}');
    await user.click(screen.getByRole('button', { name: /^Bid 99\.9,/ }));
    await user.keyboard('{/Alt}');
    expect(onPriceSelect).toHaveBeenLastCalledWith('99.9', '6');
  });

  it('selects a level from the keyboard with Enter, and with Shift+Enter its size too', async () => {
    const user = userEvent.setup();
    const { code, onPriceSelect } = renderBook();
    seedBook(code, bids, asks);
    screen.getByRole('button', { name: /^Ask 100\.6,/ }).focus();
    await user.keyboard('{Enter}');
    expect(onPriceSelect).toHaveBeenLastCalledWith('100.6');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onPriceSelect).toHaveBeenLastCalledWith('100.6', '1');
  });

  it('is one Tab stop per side, at the best price, with the arrows moving across both sides', async () => {
    const user = userEvent.setup();
    const { code } = renderBook();
    seedBook(code, bids, asks);
    const bestAsk = screen.getByRole('button', { name: /^Ask 100\.6,/ });
    const bestBid = screen.getByRole('button', { name: /^Bid 100\.4,/ });
    screen.getByRole('combobox', { name: 'Price grouping' }).focus();
    await user.tab();
    expect(bestAsk).toHaveFocus();
    await user.tab();
    expect(bestBid).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Bid 100\.1,/ })).not.toHaveFocus();
    bestBid.focus();
    await user.keyboard('{ArrowUp}');
    expect(bestAsk).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /^Ask 100\.9,/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Bid 99\.9,/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Bid 99\.9,/ })).toHaveFocus();
  });

  it('marks the levels holding the user’s own orders', () => {
    const { code } = renderBook({ ownOrderPrices: { bids: ['100.10'], asks: [] } });
    seedBook(code, bids, asks);
    expect(
      screen.getByRole('button', {
        name: 'Bid 100.1, size 2.000 BTC, total 3.000 BTC. Your order at this price',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('own-order-marker')).toHaveLength(1);
  });

  it('shows bids only or asks only with the view buttons', async () => {
    const user = userEvent.setup();
    const { code } = renderBook();
    seedBook(code, bids, asks);
    const bidsOnly = screen.getByRole('button', { name: 'Bids only' });
    expect(screen.getByRole('button', { name: 'Bids and asks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(bidsOnly);
    expect(bidsOnly).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Asks' })).not.toBeInTheDocument();
    // One side alone takes both sides' rows: 8 instead of 4.
    expect(
      within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Asks only' }));
    expect(screen.queryByRole('list', { name: 'Bids' })).not.toBeInTheDocument();
    expect(levelNames(screen.getByRole('list', { name: 'Asks' }))).toHaveLength(3);
  });

  it('shows 10, 20 or 50 levels per side as chosen, the book scrolling past what fits', async () => {
    const user = userEvent.setup();
    const { code } = renderBook();
    // 60 levels a side, 0.1 apart: more than the largest choice.
    const ladder = (from: number, sign: 1 | -1): [string, string][] =>
      Array.from({ length: 60 }, (_, i) => [(from + sign * i * 0.1).toFixed(1), '1']);
    seedBook(code, ladder(100.4, -1), ladder(100.6, 1));
    const rowsOf = (name: 'Bids' | 'Asks') =>
      within(screen.getByRole('list', { name })).getAllByRole('listitem', { hidden: true });
    const levels = screen.getByRole('combobox', { name: 'Levels per side' });
    // Until a choice, the rows that fit (4 here), then the choices of the big exchanges.
    expect(
      within(levels)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4', '10', '20', '50']);
    expect(rowsOf('Bids')).toHaveLength(4);
    await user.selectOptions(levels, '20');
    expect(rowsOf('Bids')).toHaveLength(20);
    expect(rowsOf('Asks')).toHaveLength(20);
    await user.selectOptions(levels, '50');
    expect(rowsOf('Bids')).toHaveLength(50);
    // The best prices stay next to the middle row: the last ask drawn is the best one.
    expect(levelNames(screen.getByRole('list', { name: 'Asks' })).at(-1)).toMatch(/^Ask 100\.6,/);
    expect(levelNames(screen.getByRole('list', { name: 'Bids' }))[0]).toMatch(/^Bid 100\.4,/);
  });

  it('groups to the chosen step and asks the server for that step', async () => {
    const user = userEvent.setup();
    const subscribe = vi.spyOn(getRealtimeClient(), 'subscribe');
    const { code } = renderBook();
    seedBook(code, bids, asks);
    // At the tick the book shares the contract bar's subscription (no step).
    expect(subscribe).toHaveBeenCalledWith('future_snapshot_depth', [{ symbol: code }]);
    const grouping = screen.getByRole('combobox', { name: 'Price grouping' });
    expect(grouping).toHaveValue('0.1');
    expect(
      Array.from(grouping.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['0.1', '1', '10', '100']);
    await user.selectOptions(grouping, '1');
    expect(subscribe).toHaveBeenLastCalledWith('future_snapshot_depth', [
      { symbol: code, step: '1' },
    ]);
    // Until the server's book at step 1 arrives, the finer book is grouped here.
    expect(levelNames(screen.getByRole('list', { name: 'Bids' }))).toEqual([
      'Bid 100, size 3.000 BTC, total 3.000 BTC',
      'Bid 99, size 3.000 BTC, total 6.000 BTC',
    ]);
    expect(levelNames(screen.getByRole('list', { name: 'Asks' }))).toEqual([
      'Ask 102, size 4.000 BTC, total 6.500 BTC',
      'Ask 101, size 2.500 BTC, total 2.500 BTC',
    ]);
    subscribe.mockRestore();
  });

  it('keeps the book at its step when a finer book of the same contract arrives', async () => {
    const user = userEvent.setup();
    const { code } = renderBook();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price grouping' }), '10');
    seedBook(
      code,
      [
        ['100', '7'],
        ['90', '5'],
      ],
      [
        ['110', '6'],
        ['120', '2'],
      ],
    );
    // The contract bar's ungrouped book: one tick-level row would replace the server's grouping.
    seedBook(code, [['100.4', '1']], [['100.6', '1']]);
    expect(levelNames(screen.getByRole('list', { name: 'Bids' }))).toEqual([
      'Bid 100, size 7.000 BTC, total 7.000 BTC',
      'Bid 90, size 5.000 BTC, total 12.000 BTC',
    ]);
  });

  it('says when the book is empty', () => {
    renderBook();
    expect(screen.getByText('No orders in the book')).toBeInTheDocument();
    expect(screen.getByTestId('book-spread')).toHaveTextContent('Spread --');
  });
});

describe('order book panel in Korean', () => {
  it('names its views, grouping and columns in the page language', () => {
    const ids = contract();
    renderWithProviders(<OrderBookPanel {...ids} priceScale={1} tickSize="0.1" baseAsset="BTC" />, {
      locale: 'ko',
    });
    expect(screen.getByRole('button', { name: '매수 호가만' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '가격 묶음 단위' })).toBeInTheDocument();
    expect(screen.getByText('수량 (BTC)')).toBeInTheDocument();
  });
});
