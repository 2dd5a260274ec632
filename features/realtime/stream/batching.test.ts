import { describe, expect, it } from 'vitest';
import { createRealtimeStore } from '../stores/realtime-store';
import { createFrameBatcher, MAX_QUEUED_MESSAGES } from './frame-batcher';
import { wireOrder } from '@/lib/test-utils/wire-order';

describe('store writes are immutable between batches', () => {
  it('a later batch never mutates objects a reader already holds', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([
      { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '1' }] } },
      {
        topic: 'future_tick',
        payload: { contractId: 1, trades: [{ time: 1, price: '1', amount: '1', side: 'buy' }] },
      },
      { topic: 'match', payload: { type: 3004, data: [wireOrder(1, 2)] } },
    ]);
    const before = store.getState();
    const indicator = before.indicators[1];
    const trades = before.trades[1];
    const order = before.openOrders['1'];
    store.getState().messagesReceived([
      { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '2' }] } },
      { topic: 'indicator', payload: { indicators: [{ cid: 1, mp: '3' }] } },
      {
        topic: 'future_tick',
        payload: { contractId: 1, trades: [{ time: 2, price: '2', amount: '1', side: 'sell' }] },
      },
      {
        topic: 'future_tick',
        payload: { contractId: 1, trades: [{ time: 3, price: '3', amount: '1', side: 'sell' }] },
      },
      { topic: 'match', payload: { type: 3004, data: [wireOrder(1, 3)] } },
      {
        topic: 'match',
        payload: { type: 3016, data: [wireOrder(1, 3, { filledQuantity: '0.05' })] },
      },
    ]);
    expect(indicator).toEqual({ cid: 1, lp: '1' });
    expect(trades?.map((t) => t.time)).toEqual([1]);
    expect(order).toEqual(wireOrder(1, 2));
    const after = store.getState();
    expect(after.indicators[1]).toEqual({ cid: 1, lp: '2', mp: '3' });
    expect(after.trades[1]?.map((t) => t.time)).toEqual([3, 2, 1]);
    expect(after.openOrders['1']).toEqual(wireOrder(1, 3, { filledQuantity: '0.05' }));
    expect(after.depth).toBe(before.depth);
  });

  it('a batch of messages for untouched slices keeps their references', () => {
    const store = createRealtimeStore();
    const before = store.getState();
    store.getState().messagesReceived([{ topic: 'home_page_top_ten24', payload: { ids: [1] } }]);
    expect(store.getState().indicators).toBe(before.indicators);
    expect(store.getState().openOrders).toBe(before.openOrders);
  });

  // Unknown topics and frames off the contract never reach the store: the realtime edge drops
  // them (contract-frames.test.ts).
});

describe('frame batcher', () => {
  it('schedules one frame for a burst and applies the burst in order', () => {
    const frames: (() => void)[] = [];
    const batches: number[][] = [];
    const batcher = createFrameBatcher(
      (messages) =>
        batches.push(messages.map((m) => (m.topic === 'realtime' ? m.payload.timeSlice : -1))),
      (flush) => frames.push(flush),
    );
    for (let i = 0; i < 100; i += 1) batcher.push({ topic: 'realtime', payload: { timeSlice: i } });
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(batches).toEqual([Array.from({ length: 100 }, (_, i) => i)]);
    batcher.push({ topic: 'realtime', payload: { timeSlice: 100 } });
    expect(frames).toHaveLength(2);
  });

  it('flushes at once when the queue grows past the cap (no frames in a hidden tab)', () => {
    let applied = 0;
    const batcher = createFrameBatcher(
      (messages) => (applied += messages.length),
      () => undefined,
    );
    for (let i = 0; i < MAX_QUEUED_MESSAGES; i += 1)
      batcher.push({ topic: 'realtime', payload: { timeSlice: i } });
    expect(applied).toBe(MAX_QUEUED_MESSAGES);
    expect(batcher.pending).toBe(0);
  });
});
