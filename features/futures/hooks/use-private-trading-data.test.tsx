// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeStore } from '@/features/realtime';
import { TestProviders } from '@/lib/test-utils/render';
import { usePrivateTradingData } from './use-private-trading-data';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

const position = (id: number, size: string) => ({
  ...wirePosition({
    positionId: id,
    size,
    entryPrice: '100000.0',
    isolated: true,
    leverage: 10,
    margin: '1000.00000000',
  }),
  maxRemovableMargin: '12.50000000',
});
/** An open limit buy as order/open lists it (the contract's order). */
const order = (orderId: number) =>
  wireOrder(orderId, 2, { side: 'buy', price: '90000.0', positionId: 0 });

let positions: unknown[];
let orders: unknown[];
const calls: string[] = [];

function json(data: unknown) {
  return new Response(JSON.stringify({ code: 0, success: true, data }), { status: 200 });
}

beforeEach(() => {
  positions = [position(7, '0.500')];
  orders = [order(41)];
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    calls.push(path.split('/').slice(-2).join('/'));
    if (path.endsWith('future/accounts')) {
      return json([
        wireAccount({
          aid: 101,
          assets: [wireAccountAsset({ wallet: '5000', avail: '-3.5', upnl: '1' })],
        }),
      ]);
    }
    if (path.endsWith('position/list')) return json({ list: positions });
    if (path.endsWith('order/open')) return json({ list: orders, nextCursor: null });
    return json(null);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('usePrivateTradingData', () => {
  it('seeds accounts, balances, positions and open orders from the REST answers', async () => {
    const store = createRealtimeStore();
    renderHook(() => usePrivateTradingData(true, store), { wrapper: TestProviders });
    await waitFor(() => expect(store.getState().positionLoading).toBe(false));
    const state = store.getState();
    expect(state.accounts['101']?.at).toBe(1);
    expect(state.balances['1:1']).toMatchObject({ wallet: '5000', real: '-3.5', trade: '0' });
    expect(state.positions.map((p) => p.size.toFixed(3))).toEqual(['0.500']);
    expect(Object.keys(state.openOrders)).toEqual(['41']);
  });

  it('loads nothing for a visitor', async () => {
    const store = createRealtimeStore();
    renderHook(() => usePrivateTradingData(false, store), { wrapper: TestProviders });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(store.getState().positionLoading).toBe(true);
  });

  it('seeds again after a reconnect cleared the store, dropping what ended meanwhile', async () => {
    const store = createRealtimeStore();
    renderHook(() => usePrivateTradingData(true, store), { wrapper: TestProviders });
    await waitFor(() => expect(store.getState().positions).toHaveLength(1));
    positions = [position(9, '1.000')];
    orders = [];
    act(() => store.getState().privateDataCleared());
    await waitFor(() => expect(store.getState().positionLoading).toBe(false));
    expect(store.getState().positions.map((p) => p.positionId)).toEqual([9]);
    expect(store.getState().openOrders).toEqual({});
    expect(calls.filter((c) => c === 'position/list')).toHaveLength(2);
  });

  it('seeds again when the socket reconnects before the first seed arrived', async () => {
    const store = createRealtimeStore();
    renderHook(() => usePrivateTradingData(true, store), { wrapper: TestProviders });
    // The store is still loading (nothing seeded yet) when the reconnect clears it.
    act(() => store.getState().privateDataCleared());
    await waitFor(() => expect(calls.filter((c) => c === 'position/list')).toHaveLength(2));
    await waitFor(() => expect(store.getState().positionLoading).toBe(false));
  });

  it('does not ask again when the store is cleared by a logout', async () => {
    const store = createRealtimeStore();
    const { rerender } = renderHook(
      ({ loggedIn }: { loggedIn: boolean }) => usePrivateTradingData(loggedIn, store),
      { wrapper: TestProviders, initialProps: { loggedIn: true } },
    );
    await waitFor(() => expect(store.getState().positionLoading).toBe(false));
    rerender({ loggedIn: false });
    act(() => store.getState().privateDataCleared());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c === 'position/list')).toHaveLength(1);
  });
});
