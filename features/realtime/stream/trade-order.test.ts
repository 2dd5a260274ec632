import { describe, expect, it } from 'vitest';
import { createRealtimeStore } from '../stores/realtime-store';
import type { TradeTick } from '../types';

const CONTRACT = 1;
const BURST_TIME = Date.UTC(2026, 10, 20, 9, 30, 0, 123);

function fill(tradeId: number, price: string, time = BURST_TIME): TradeTick {
  return { tradeId, time, price, amount: '0.010', side: 'sell', contractId: CONTRACT };
}

function ticks(trades: TradeTick[]) {
  return { topic: 'future_tick' as const, payload: { contractId: CONTRACT, trades } };
}

/** Fills of one taker order, in the order the engine made them (the server lists them so). */
const burst = [fill(101, '92073.6'), fill(102, '92050.1'), fill(103, '92036.8')];

describe('recent trades of one contract', () => {
  it('lists the fills of one burst newest first by the engine’s sequence, though they share the millisecond', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([ticks(burst)]);
    expect(store.getState().trades[CONTRACT]?.map((t) => t.tradeId)).toEqual([103, 102, 101]);
  });

  it('keeps the newest trade on top when a message with older trades arrives late', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([ticks(burst)]);
    // Older by sequence, though their clock says later (another process, a clock step).
    store
      .getState()
      .messagesReceived([ticks([fill(99, '91990.0', BURST_TIME + 5), fill(100, '91995.5')])]);
    expect(store.getState().trades[CONTRACT]?.map((t) => t.tradeId)).toEqual([
      103, 102, 101, 100, 99,
    ]);
  });

  it('keeps the order across messages of one animation frame', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([ticks(burst.slice(1)), ticks(burst.slice(0, 1))]);
    expect(store.getState().trades[CONTRACT]?.map((t) => t.tradeId)).toEqual([103, 102, 101]);
  });

  it('lists a trade delivered twice once', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([ticks(burst)]);
    store.getState().messagesReceived([ticks([fill(103, '92036.8'), fill(104, '92040.0')])]);
    expect(store.getState().trades[CONTRACT]?.map((t) => t.tradeId)).toEqual([104, 103, 102, 101]);
  });

  it('orders trades without a sequence (another feed) by time, newest first', () => {
    const store = createRealtimeStore();
    const untracked = (time: number, price: string): TradeTick => ({
      time,
      price,
      amount: '1',
      side: 'buy',
    });
    store.getState().messagesReceived([ticks([untracked(1, '10'), untracked(3, '30')])]);
    store.getState().messagesReceived([ticks([untracked(2, '20')])]);
    expect(store.getState().trades[CONTRACT]?.map((t) => t.time)).toEqual([3, 2, 1]);
  });
});
