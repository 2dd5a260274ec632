import { ErrorCode, OrderStatus } from './types';
import { formatUsdt, usdt } from './fixed';
import { contractConfigFromReference } from './contract-config';
import { btcRef, ethRef } from './testing/fixtures';
import { fundedMarket, TestExchange } from './testing/harness';

// BTC fixture: 1 lot = 0.001 BTC, tick 0.1 USDT. Mark 200 000 ticks = 20 000 USDT, so 1 lot ≈ 20 USDT.
const MARK = 200_000;

const market = (): TestExchange => fundedMarket(MARK);

describe('placing and matching orders', () => {
  it('a resting limit order trades at its price; maker and taker fees are charged', () => {
    const x = market();
    expect(x.order(1, { type: 1, side: 'sell', qty: 10, price: MARK }).ok).toBe(true);
    const r = x.order(2, { type: 1, side: 'buy', qty: 4, price: MARK + 100 });
    const trades = x.events('trade', r);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ price: MARK, qty: 4, takerSide: 'buy' });
    // 4 lots × 20 USDT = 80 USDT: taker 0.05 % = 0.04, maker 0.02 % = 0.016.
    const orders = x.orderEvents(r);
    expect(orders.find((o) => o.userId === 2)?.fee).toBe(usdt('0.04'));
    expect(orders.find((o) => o.userId === 1)?.fee).toBe(usdt('0.016'));
    expect(orders.find((o) => o.userId === 1)?.orderStatus).toBe(OrderStatus.PartiallyFilled);
    expect(orders.find((o) => o.userId === 2)?.orderStatus).toBe(OrderStatus.Filled);
    expect(x.size(1)).toBe(-4);
    expect(x.size(2)).toBe(4);
  });

  it('reports balances with real, trade, upnl and frozen', () => {
    const x = market();
    x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK - 1000 });
    const b = x.balance(1);
    // 10 lots at 19 900 = 199 USDT / 20x = 9.95 + taker fee 0.0995 frozen.
    expect(formatUsdt(b.frozen)).toBe('10.0495');
    expect(b.real).toBe(usdt('100000') - b.frozen);
    expect(b.trade).toBe(b.real);
    expect(b.upnl).toBe(0n);
  });

  it('market orders with no liquidity are rejected with 1020', () => {
    const x = market();
    expect(x.code(x.order(1, { type: 3, side: 'buy', qty: 1 }))).toBe(ErrorCode.NoCounterparty);
  });

  it('market orders sweep within the price band and cancel the rest', () => {
    const x = market();
    x.order(1, { type: 1, side: 'sell', qty: 5, price: MARK + 10 });
    x.order(1, { type: 1, side: 'sell', qty: 5, price: MARK + 20_000 }); // beyond +5 %
    expect(x.code(x.order(1, { type: 1, side: 'sell', qty: 5, price: MARK + 20_000 }))).toBe(0);
    const r = x.order(2, { type: 3, side: 'buy', qty: 8 });
    expect(x.orderEvents(r).find((o) => o.userId === 2)).toMatchObject({
      filledQty: 5,
      orderStatus: OrderStatus.SystemCancelled,
    });
  });

  it('rejects orders in the spec’s codes', () => {
    const x = new TestExchange();
    x.fund(1, '1000');
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK }))).toBe(
      ErrorCode.TradingProhibited,
    );
    x.prices(MARK);
    expect(x.code(x.order(1, { type: 1, side: 'openLong', qty: 1, price: MARK }))).toBe(
      ErrorCode.InvalidDirection,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 0, price: MARK }))).toBe(
      ErrorCode.BelowMinimum,
    );
    // min order value 5 USDT: 1 lot at 0.1 USDT is too small.
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1, price: 1 }))).toBe(
      ErrorCode.BelowMinimumValue,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK + 20_000 }))).toBe(
      ErrorCode.DepthLimit,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 10_000, price: MARK }))).toBe(
      ErrorCode.InsufficientBalance,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK, contractId: 99 }))).toBe(
      ErrorCode.NoPermission,
    );
  });

  it('an order worth less than the minimum order value gives its own code, not 1016', () => {
    const x = new TestExchange([contractConfigFromReference({ ...btcRef, minOrderValue: '100' })]);
    x.prices(MARK);
    x.fund(1, '1000');
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 2, price: MARK }))).toBe(
      ErrorCode.BelowMinimumValue,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK }))).toBe(0);
  });

  it('post-only orders that would take are rejected with 1046', () => {
    const x = market();
    x.order(1, { type: 1, side: 'sell', qty: 1, price: MARK });
    expect(x.code(x.order(2, { type: 1, side: 'buy', qty: 1, price: MARK, tif: 'postOnly' }))).toBe(
      ErrorCode.PostOnlyWouldTake,
    );
    expect(
      x.code(x.order(2, { type: 1, side: 'buy', qty: 1, price: MARK - 1, tif: 'postOnly' })),
    ).toBe(0);
  });

  it('FOK is cancelled untouched when it cannot fill completely; IOC cancels its rest', () => {
    const x = market();
    x.order(1, { type: 1, side: 'sell', qty: 3, price: MARK });
    const fok = x.order(2, { type: 1, side: 'buy', qty: 5, price: MARK, tif: 'FOK' });
    expect(x.orderEvents(fok)[0]).toMatchObject({
      filledQty: 0,
      orderStatus: OrderStatus.SystemCancelled,
    });
    expect(x.events('trade', fok)).toHaveLength(0);
    const ioc = x.order(2, { type: 1, side: 'buy', qty: 5, price: MARK, tif: 'IOC' });
    expect(x.orderEvents(ioc).find((o) => o.userId === 2)).toMatchObject({
      filledQty: 3,
      orderStatus: OrderStatus.SystemCancelled,
    });
  });

  it('self-trade prevention cancels the taker’s rest', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 2, price: MARK });
    x.order(1, { type: 1, side: 'sell', qty: 2, price: MARK + 1 });
    const r = x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK + 1 });
    const mine = x.orderEvents(r).find((o) => o.userId === 1 && o.side === 'buy');
    expect(mine).toMatchObject({ filledQty: 2, orderStatus: OrderStatus.SystemCancelled });
    expect(x.engine.state.contracts.get(1)?.book.depth(1)).toEqual([[MARK + 1, 2]]);
  });

  it('leverage is bounded by the risk tier (1032)', () => {
    const x = market();
    expect(x.code(x.setLeverage(1, 126))).toBe(ErrorCode.LeverageLimit);
    expect(x.code(x.setLeverage(1, 125))).toBe(0);
    // 125x allows 50 000 USDT of notional: 3 000 lots (60 000 USDT) is over it.
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 3_000, price: MARK }))).toBe(
      ErrorCode.LeverageLimit,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 2_000, price: MARK }))).toBe(0);
    // Resting orders count too: another 1 000 lots would make 60 000 USDT.
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1_000, price: MARK }))).toBe(
      ErrorCode.LeverageLimit,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 400, price: MARK }))).toBe(0);
  });

  it('an order that would put the position straight into liquidation gets 1042', () => {
    const x = market();
    x.isolated(1);
    x.setLeverage(1, 50);
    // Buying 4 % above the mark at 50x: the 2 % margin is gone at the mark.
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK + 8_000 }))).toBe(
      ErrorCode.WouldLiquidate,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK }))).toBe(0);
  });
});

describe('reduce-only and hedge mode', () => {
  it('reduce-only needs a position to reduce (1012)', () => {
    const x = market();
    expect(
      x.code(x.order(1, { type: 1, side: 'sell', qty: 1, price: MARK, reduceOnly: true })),
    ).toBe(ErrorCode.InvalidDirection);
  });

  it('reduce-only orders are trimmed when the position shrinks and cancelled when it closes', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 10, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK });
    const ro = x.order(1, { type: 1, side: 'sell', qty: 10, price: MARK + 500, reduceOnly: true });
    const roId = x.orderId(ro);
    // Close 6 lots with another order: the reduce-only order must shrink to 4.
    x.order(3, { type: 1, side: 'buy', qty: 6, price: MARK + 100 });
    x.order(1, { type: 1, side: 'sell', qty: 6, price: MARK + 100 });
    expect(x.size(1)).toBe(4);
    const o = x.engine.state.orders.get(roId);
    expect(o !== undefined && o.qty - o.filled).toBe(4);
    x.order(3, { type: 1, side: 'buy', qty: 4, price: MARK + 100 });
    x.order(1, { type: 3, side: 'sell', qty: 4 });
    expect(x.size(1)).toBe(0);
    expect(x.engine.state.orders.has(roId)).toBe(false);
  });

  it('a resting reduce-only order partly filled stays in step with the book', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 11, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 11, price: MARK });
    const ro = x.order(1, { type: 1, side: 'sell', qty: 11, price: MARK + 10, reduceOnly: true });
    const id = x.orderId(ro);
    x.order(3, { type: 1, side: 'buy', qty: 5, price: MARK + 10 });
    const o = x.engine.state.orders.get(id);
    expect([o?.qty, o?.filled, x.engine.state.contracts.get(1)?.book.get(id)?.remaining]).toEqual([
      11, 5, 6,
    ]);
    x.order(3, { type: 1, side: 'buy', qty: 10, price: MARK + 10 });
    expect(x.size(1)).toBe(0);
    expect(x.size(3)).toBe(11);
  });

  it('a reduce-only order never flips the position', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 3, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 3, price: MARK });
    x.order(3, { type: 1, side: 'buy', qty: 50, price: MARK });
    x.order(1, { type: 1, side: 'sell', qty: 10, price: MARK, reduceOnly: true });
    expect(x.size(1)).toBe(0);
  });

  it('hedge mode holds a long and a short at once and closes each leg', () => {
    const x = market();
    expect(x.hedge(1).ok).toBe(true);
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'openLong', qty: 5, price: MARK });
    x.order(2, { type: 1, side: 'buy', qty: 3, price: MARK });
    x.order(1, { type: 1, side: 'openShort', qty: 3, price: MARK });
    expect(x.size(1, 1, 1)).toBe(5);
    expect(x.size(1, 1, -1)).toBe(-3);
    x.order(3, { type: 1, side: 'buy', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'closeLong', qty: 5, price: MARK });
    expect(x.size(1, 1, 1)).toBe(0);
    expect(x.size(1, 1, -1)).toBe(-3);
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK }))).toBe(
      ErrorCode.InvalidDirection,
    );
  });

  it('position mode and margin mode cannot change with an open position', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK });
    expect(x.code(x.hedge(1))).toBe(ErrorCode.PositionsOrOrdersOpen);
    expect(x.code(x.isolated(1))).toBe(ErrorCode.PositionsOrOrdersOpen);
  });
});

describe('conditional orders and TP/SL', () => {
  it('checks triggers: 1050 not ready, 1051 unreasonable, 1053 over the quantity limit', () => {
    const x = new TestExchange([
      contractConfigFromReference(btcRef, { maxOrderLots: 100 }),
      contractConfigFromReference(ethRef),
    ]);
    x.prices(MARK);
    x.fund(1, '100000');
    x.fund(2, '100000');
    expect(
      x.code(
        x.order(1, { type: 4, side: 'buy', qty: 1, triggerPrice: MARK + 10, triggerBy: 'last' }),
      ),
    ).toBe(ErrorCode.TriggerNotReady);
    expect(
      x.code(x.order(1, { type: 4, side: 'buy', qty: 1, triggerPrice: MARK, triggerBy: 'mark' })),
    ).toBe(ErrorCode.UnreasonableTrigger);
    expect(
      x.code(x.order(1, { type: 4, side: 'buy', qty: 1, triggerPrice: 0, triggerBy: 'mark' })),
    ).toBe(ErrorCode.UnreasonableTrigger);
    expect(
      x.code(
        x.order(1, { type: 4, side: 'buy', qty: 101, triggerPrice: MARK + 10, triggerBy: 'mark' }),
      ),
    ).toBe(ErrorCode.ConditionalQtyLimit);
    expect(
      x.code(
        x.order(1, { type: 4, side: 'buy', qty: 10, triggerPrice: MARK + 10, triggerBy: 'mark' }),
      ),
    ).toBe(0);
  });

  it('a stop-market order fires when the last price reaches its trigger', () => {
    const x = market();
    x.order(3, { type: 1, side: 'sell', qty: 100, price: MARK + 50 });
    x.order(3, { type: 1, side: 'sell', qty: 100, price: MARK + 100 });
    x.order(2, { type: 1, side: 'buy', qty: 1, price: MARK + 50 });
    const stop = x.order(1, {
      type: 4,
      side: 'buy',
      qty: 5,
      triggerPrice: MARK + 100,
      triggerBy: 'last',
    });
    expect(x.orderEvents(stop)[0]?.orderStatus).toBe(OrderStatus.NotReported);
    x.order(2, { type: 1, side: 'buy', qty: 99, price: MARK + 50 });
    expect(x.size(1)).toBe(0);
    x.order(2, { type: 1, side: 'buy', qty: 1, price: MARK + 100 });
    expect(x.size(1)).toBe(5);
    expect(x.position(1)?.cost).toBe(5n * BigInt(MARK + 100) * 10_000n);
  });

  it("an order's view says which way its trigger fires, also once it has fired", () => {
    const x = market();
    const limit = x.order(1, { type: 1, side: 'sell', qty: 1, price: MARK + 500 });
    const below = { type: 4, side: 'sell', qty: 1, triggerBy: 'mark' } as const;
    const stop = x.order(1, { ...below, triggerPrice: MARK - 100 });
    const takeProfit = x.order(1, { ...below, triggerPrice: MARK + 100 });
    expect(x.orderEvents(limit)[0]?.triggerAbove).toBeNull();
    expect(x.orderEvents(stop)[0]?.triggerAbove).toBe(false);
    expect(x.orderEvents(takeProfit)[0]?.triggerAbove).toBe(true);
    x.order(3, { type: 1, side: 'buy', qty: 1, price: MARK - 200 });
    const fired = x.orderEvents(x.prices(MARK - 100)).filter((o) => o.orderId === x.orderId(stop));
    expect(fired.map((o) => [o.orderStatus, o.triggerAbove])).toEqual([
      [OrderStatus.Filled, false],
    ]);
  });

  it('TP/SL must sit on the right side of the entry (section 5)', () => {
    const x = market();
    expect(
      x.code(
        x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK, tp: { triggerPrice: MARK - 10 } }),
      ),
    ).toBe(ErrorCode.UnreasonableTrigger);
    expect(
      x.code(
        x.order(1, { type: 1, side: 'buy', qty: 1, price: MARK, sl: { triggerPrice: MARK + 10 } }),
      ),
    ).toBe(ErrorCode.UnreasonableTrigger);
    expect(
      x.code(
        x.order(1, {
          type: 1,
          side: 'sell',
          qty: 1,
          price: MARK,
          tp: { triggerPrice: MARK - 10 },
          sl: { triggerPrice: MARK + 10 },
        }),
      ),
    ).toBe(0);
  });

  it('a preset TP/SL becomes real only when the order fills; cancelling the parent voids it', () => {
    const x = market();
    const parent = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK,
      tp: { triggerPrice: MARK + 1000 },
      sl: { triggerPrice: MARK - 1000 },
    });
    expect(x.engine.state.orders.size).toBe(1);
    x.apply({ kind: 'cancelOrder', ts: ++x.ts, userId: 1, orderId: x.orderId(parent) });
    expect(x.engine.state.orders.size).toBe(0);
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK,
      tp: { triggerPrice: MARK + 1000 },
      sl: { triggerPrice: MARK - 1000 },
    });
    const triggers = [...x.engine.state.orders.values()].filter((o) => o.userId === 1);
    expect(triggers.map((o) => [o.type, o.triggerPrice, o.reduceOnly, o.qty])).toEqual([
      [4, MARK + 1000, true, 5],
      [4, MARK - 1000, true, 5],
    ]);
    // The mark reaches the TP: the position closes at market.
    x.order(3, { type: 1, side: 'buy', qty: 5, price: MARK + 900 });
    x.prices(MARK + 1000);
    expect(x.size(1)).toBe(0);
    expect([...x.engine.state.orders.values()].filter((o) => o.userId === 1)).toHaveLength(0);
  });

  it('a preset TP/SL is void when its order only reduced an opposite position, and sized to a flip', () => {
    const x = market();
    x.order(2, { type: 1, side: 'buy', qty: 10, price: MARK });
    x.order(1, { type: 1, side: 'sell', qty: 10, price: MARK });
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 4, price: MARK, tp: { triggerPrice: MARK + 1000 } });
    expect(x.size(1)).toBe(-6);
    expect([...x.engine.state.orders.values()].filter((o) => o.userId === 1)).toHaveLength(0);
    x.order(1, { type: 1, side: 'buy', qty: 9, price: MARK, tp: { triggerPrice: MARK + 1000 } });
    expect(x.size(1)).toBe(3);
    expect(
      [...x.engine.state.orders.values()]
        .filter((o) => o.userId === 1)
        .map((o) => [o.triggerPrice, o.qty]),
    ).toEqual([[MARK + 1000, 3]]);
  });

  it('a position TP/SL disappears once the position is fully closed', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK });
    const r = x.apply({
      kind: 'setPositionTpSl',
      ts: ++x.ts,
      userId: 1,
      accountType: 1,
      contractId: 1,
      leg: 'net',
      tp: { triggerPrice: MARK + 5000 },
      sl: { triggerPrice: MARK - 5000 },
    });
    expect(r.ok).toBe(true);
    expect(x.position(1)?.tpOrderId).toBeGreaterThan(0);
    expect(
      x.code(
        x.apply({
          kind: 'setPositionTpSl',
          ts: ++x.ts,
          userId: 1,
          accountType: 1,
          contractId: 1,
          leg: 'net',
          tp: { triggerPrice: MARK - 1 },
        }),
      ),
    ).toBe(ErrorCode.UnreasonableTrigger);
    x.order(3, { type: 1, side: 'buy', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'sell', qty: 5, price: MARK });
    expect(x.size(1)).toBe(0);
    expect([...x.engine.state.orders.values()].filter((o) => o.userId === 1)).toHaveLength(0);
  });
});
