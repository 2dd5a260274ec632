import { describe, expect, it } from 'vitest';
import { OrderStatus, type OrderView, type OrderStatusCode } from '../../engine';
import { contractConfigFromReference } from '../../engine/contract-config';
import { btcRef } from '../../engine/testing/fixtures';
import type { AppliedCommand, EngineHost } from '../../engine-runtime/engine-host';
import { OrderMemory } from './order-memory';

const config = contractConfigFromReference(btcRef);
// The memory reads only the contract's configuration of the host.
const host = {
  state: { orders: new Map() },
  config: (contractId: number) => (contractId === config.contractId ? config : undefined),
} as unknown as EngineHost;

function order(orderId: number, userId: number, orderStatus: OrderStatusCode): OrderView {
  return {
    orderId,
    userId,
    accountType: 1,
    contractId: config.contractId,
    positionId: 0,
    type: 1,
    side: 'buy',
    price: 850_000,
    qty: 2,
    filledQty: 0,
    filledValue: 0n,
    orderStatus,
    tif: 'GTC',
    reduceOnly: false,
    triggerPrice: 0,
    triggerBy: null,
    triggerAbove: null,
    tp: null,
    sl: null,
    fee: 0n,
    clientOrderId: null,
    parentOrderId: 0,
    source: 'user',
    createdAt: 0,
    updatedAt: 0,
  };
}

function applied(...orders: OrderView[]): AppliedCommand {
  return {
    seq: 1,
    command: { kind: 'tick' },
    result: { ok: true, events: orders.map((o) => ({ type: 'order' as const, order: o })) },
  } as unknown as AppliedCommand;
}

describe('the Binance layer’s memory of finished orders', () => {
  it('answers an order finished in the last 10 s to its owner only, then forgets it', () => {
    let now = 1_000_000;
    const memory = new OrderMemory(() => now);
    memory.observe(applied(order(1, 7, OrderStatus.New)));
    expect(memory.recentlyFinished(host, 7, 1)).toBeUndefined();
    memory.observe(applied(order(1, 7, OrderStatus.Cancelled)));
    expect(memory.recentlyFinished(host, 7, 1)).toMatchObject({ orderId: 1, orderStatus: 5 });
    expect(memory.recentlyFinished(host, 8, 1)).toBeUndefined();
    now += 9_999;
    memory.observe(applied());
    expect(memory.recentlyFinished(host, 7, 1)).toBeDefined();
    now += 1;
    memory.observe(applied());
    expect(memory.recentlyFinished(host, 7, 1)).toBeUndefined();
  });

  it('keeps an order finished again for 10 s from its last finish', () => {
    let now = 0;
    const memory = new OrderMemory(() => now);
    memory.observe(applied(order(3, 7, OrderStatus.PartiallyFilled)));
    memory.observe(applied(order(3, 7, OrderStatus.Filled)));
    now = 6_000;
    memory.observe(applied(order(3, 7, OrderStatus.Filled)));
    now = 12_000;
    memory.observe(applied());
    expect(memory.recentlyFinished(host, 7, 3)).toBeDefined();
    now = 16_000;
    memory.observe(applied());
    expect(memory.recentlyFinished(host, 7, 3)).toBeUndefined();
  });

  it('forgets in finishing order over many orders, keeping exactly the last 10 s', () => {
    let now = 0;
    const memory = new OrderMemory(() => now);
    for (let id = 1; id <= 30_000; id++) {
      now = id; // one order finished each millisecond
      memory.observe(applied(order(id, 7, OrderStatus.Cancelled)));
    }
    expect(memory.recentlyFinished(host, 7, 20_000)).toBeUndefined();
    expect(memory.recentlyFinished(host, 7, 20_001)).toBeDefined();
    expect(memory.recentlyFinished(host, 7, 30_000)).toBeDefined();
  });
});
