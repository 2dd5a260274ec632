// @vitest-environment jsdom
import type { Query } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeStore, type RealtimeMessage, type RealtimeStore } from '@/features/realtime';
import { createTestQueryClient, renderWithProviders, TestProviders } from '@/lib/test-utils/render';
import { getOrderDetailQueryOptions } from '../../api/get-order-detail';
import { OrderHistoryTable } from './order-history-table';
import { stubHistoryApi } from './test-fixtures';
import { READ_MODEL_LAG_MS, useLiveHistories, type FrameSource } from './use-live-histories';
import type { MatchFrame, WireOrder, WirePosition } from '@/lib/contract/wire/match';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { wirePosition } from '@/lib/test-utils/wire-position';

const order = wireOrder;
const orderFrame = (...orders: WireOrder[]): MatchFrame => ({ type: 3004, data: orders });
const position = (size: string, realizedPnl = '0') =>
  wirePosition({ positionId: 7, contractId: 1, size, realizedPnl, fees: '0', funding: '0' });
const positionFrame = (...positions: WirePosition[]): MatchFrame => ({
  type: 3012,
  data: positions,
});

/** Stands in for the realtime edge: what `push` sends is a match frame as it delivers one. */
function fakeSocket() {
  const listeners = new Set<(message: RealtimeMessage) => void>();
  const frames: FrameSource = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const push = (payload: MatchFrame) =>
    act(() => {
      for (const listener of listeners) listener({ topic: 'match', payload });
    });
  return { frames, push };
}

function LiveOrderHistory(props: {
  frames: FrameSource;
  store: RealtimeStore;
  contractId: number | undefined;
}) {
  useLiveHistories(props.frames, props.store);
  return <OrderHistoryTable contractId={props.contractId} />;
}

/** The hook runs from the start (as on the screen); the table mounts when its tab opens. */
function LiveHistoriesThenTable(props: {
  frames: FrameSource;
  store: RealtimeStore;
  showTable: boolean;
}) {
  useLiveHistories(props.frames, props.store);
  return props.showTable ? <OrderHistoryTable contractId={undefined} /> : null;
}

describe('Order history with live frames', () => {
  const requests = stubHistoryApi(() => ({
    list: [order(3, 4), order(2, 6)],
    nextCursor: null,
  }));

  const orderIds = () =>
    screen.queryAllByRole('button', { name: /^Details of order/ }).map((b) => b.textContent);

  async function renderList(contractId: number | undefined) {
    const socket = fakeSocket();
    const { queryClient } = renderWithProviders(
      <LiveOrderHistory
        frames={socket.frames}
        store={createRealtimeStore()}
        contractId={contractId}
      />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(orderIds()).toEqual(['3', '2']));
    return { ...socket, invalidate };
  }

  it('shows an order at the top as soon as its frame says it filled, without asking the server', async () => {
    const { push, invalidate } = await renderList(undefined);
    push(orderFrame(order(5, 2)));
    // React Query tells the table on a zero-delay timer: give it that time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(orderIds()).toEqual(['3', '2']);

    push(orderFrame(order(5, 4)));
    await waitFor(() => expect(orderIds()).toEqual(['5', '3', '2']));
    expect(screen.getAllByText('Filled')).toHaveLength(2);
    expect(requests).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows an order once when its frame comes after the list already had it', async () => {
    const { push } = await renderList(undefined);
    push(orderFrame(order(3, 4)));
    push(orderFrame(order(4, 5)));
    await waitFor(() => expect(orderIds()).toEqual(['4', '3', '2']));
    expect(requests).toHaveLength(1);
  });

  it('shows an order cancelled before its list was opened, though the server had not written it yet', async () => {
    const socket = fakeSocket();
    const store = createRealtimeStore();
    const view = (showTable: boolean) => (
      <LiveHistoriesThenTable frames={socket.frames} store={store} showTable={showTable} />
    );
    const { rerender } = renderWithProviders(view(false));
    // Cancelled (status 5) with no list loaded; the Order history tab opens a moment later and
    // the server's answer does not have it yet.
    socket.push(orderFrame(order(9, 5)));
    rerender(view(true));
    await waitFor(() => expect(orderIds()).toEqual(['9', '3', '2']));
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it('keeps another contract’s order out of the “current contract only” list', async () => {
    const { push } = await renderList(1);
    push(orderFrame(order(6, 5, { contractId: 2 })));
    push(orderFrame(order(7, 5)));
    await waitFor(() => expect(orderIds()).toEqual(['7', '3', '2']));
    expect(requests).toHaveLength(1);
  });
});

describe('lists the frames cannot fill', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const socket = fakeSocket();
    const store = createRealtimeStore();
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useLiveHistories(socket.frames, store), {
      wrapper: ({ children }) => (
        <TestProviders queryClient={queryClient}>{children}</TestProviders>
      ),
    });
    const lists = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    /** Whether the n-th re-read includes the list with this filter segment. */
    const covers = (call: number, queryKey: unknown[]) => {
      const predicate = invalidate.mock.calls[call]?.[0]?.predicate;
      return predicate ? predicate({ queryKey } as unknown as Query) : true;
    };
    return { ...socket, store, queryClient, invalidate, lists, covers };
  }

  it('reads Position history once, after the server has written it, when a position closes', () => {
    const { push, lists, covers } = setUp();
    push(positionFrame(position('0.500')));
    push(positionFrame(position('0.200')));
    push(positionFrame(position('0')));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS - 1));
    expect(lists()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(lists()).toEqual([['futures', 'history', 'positions']]);
    expect(covers(0, ['futures', 'history', 'positions', 'all'])).toBe(true);
    expect(covers(0, ['futures', 'history', 'positions', 1])).toBe(true);
    expect(covers(0, ['futures', 'history', 'positions', 2])).toBe(false);
  });

  it('reads Position history again when its tab opens just after the read after a close', () => {
    const { push, lists, queryClient } = setUp();
    push(positionFrame(position('0.500')));
    push(positionFrame(position('0')));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toHaveLength(1);
    // The user opens the tab a second later: its first read may predate the server's write.
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      queryClient.getQueryCache().build(queryClient, {
        queryKey: ['futures', 'history', 'positions', 1],
      });
    });
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toEqual([
      ['futures', 'history', 'positions'],
      ['futures', 'history', 'positions'],
    ]);
    // Much later, a newly opened list is simply read, with nothing more scheduled.
    act(() => vi.advanceTimersByTime(10_000));
    act(() => {
      queryClient.getQueryCache().build(queryClient, {
        queryKey: ['futures', 'history', 'positions', 'all'],
      });
    });
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toHaveLength(2);
  });

  it('reads Order history again when its tab opens just after an order finished', () => {
    const { push, lists, queryClient } = setUp();
    // Cancelled while no order list is loaded (the Open orders tab is showing).
    push(orderFrame(order(5, 5)));
    // The user opens Order history at once: its first read may predate the server's write.
    act(() => {
      queryClient.getQueryCache().build(queryClient, {
        queryKey: ['futures', 'history', 'orders', 'all'],
      });
    });
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toEqual([['futures', 'history', 'orders']]);
  });

  it('does not read any history when a position only grows', () => {
    const { push, lists } = setUp();
    push(positionFrame(position('0.500')));
    push(positionFrame(position('0.800')));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toEqual([]);
  });

  it('reads PnL history once when realised PnL moves', () => {
    const { push, lists } = setUp();
    push(positionFrame(position('0.500', '0')));
    push(positionFrame(position('0.500', '12.5')));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toEqual([['futures', 'history', 'pnl']]);
  });

  it('reads Liquidation history once after a liquidation order finishes', () => {
    const { push, lists, covers } = setUp();
    push(orderFrame(order(9, 4, { source: 'liquidation', reduceOnly: true })));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    // The liquidation's fill also re-reads the trade lists.
    expect(lists()).toEqual([
      ['futures', 'history', 'liquidations'],
      ['futures', 'history', 'trades'],
    ]);
    expect(covers(0, ['futures', 'history', 'liquidations', 2])).toBe(false);
  });

  it('updates an open order-details dialog from a cancel, and re-reads it after a fill', () => {
    const { push, queryClient, lists } = setUp();
    const detail = (orderId: number) => ({
      order: order(orderId, 2),
      fills: [],
      totalFee: '0',
      realizedPnl: null,
      children: [],
    });
    queryClient.setQueryData(getOrderDetailQueryOptions('5').queryKey, detail(5));
    queryClient.setQueryData(getOrderDetailQueryOptions('6').queryKey, detail(6));
    push(orderFrame(order(5, 5), order(6, 4)));
    expect(queryClient.getQueryData(getOrderDetailQueryOptions('5').queryKey)?.order).toEqual(
      order(5, 5),
    );
    expect(lists()).toEqual([]);
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(lists()).toEqual([
      ['futures', 'orders', 'detail', '6'],
      ['futures', 'history', 'trades'],
    ]);
  });

  it('reads every history again after a reconnect, since frames sent meanwhile were lost', () => {
    const { store, lists } = setUp();
    act(() => store.getState().privateDataCleared());
    expect(lists()).toEqual([['futures', 'history']]);
  });
});

describe('Trade history with live frames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const socket = fakeSocket();
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useLiveHistories(socket.frames, createRealtimeStore()), {
      wrapper: ({ children }) => (
        <TestProviders queryClient={queryClient}>{children}</TestProviders>
      ),
    });
    const tradeReads = () =>
      invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[2] === 'trades');
    return { ...socket, tradeReads };
  }

  it('reads the trade lists of the contract once the server has written a fill', () => {
    const { push, tradeReads } = setUp();
    push(orderFrame(order(5, 3, { filledQuantity: '0.040' })));
    push(orderFrame(order(5, 4)));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS - 1));
    expect(tradeReads()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(tradeReads()).toHaveLength(1);
    const predicate = tradeReads()[0]?.[0]?.predicate;
    const shows = (filter: unknown) =>
      predicate?.({ queryKey: ['futures', 'history', 'trades', filter] } as unknown as Query);
    expect([shows('all'), shows(1), shows(2)]).toEqual([true, true, false]);
  });

  it('reads nothing for frames that bring no fill: placed, cancelled, cancelled after a part fill', () => {
    const { push, tradeReads } = setUp();
    push(orderFrame(order(6, 2)));
    push(orderFrame(order(6, 5)));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(tradeReads()).toHaveLength(0);

    push(orderFrame(order(7, 3, { filledQuantity: '0.040' })));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(tradeReads()).toHaveLength(1);
    push(orderFrame(order(7, 5, { filledQuantity: '0.040' })));
    act(() => vi.advanceTimersByTime(READ_MODEL_LAG_MS));
    expect(tradeReads()).toHaveLength(1);
  });
});
