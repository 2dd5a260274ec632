import {
  bookSnapshot,
  marketView,
  toMatchMessages,
  userBalances,
  userOpenOrders,
  userPositionConfigs,
  userPositions,
} from './index';
import { usdt } from './fixed';
import { TestExchange } from './testing/harness';

const MARK = 200_000;

describe('public queries and match messages', () => {
  function trade(): TestExchange {
    const x = new TestExchange();
    x.prices(MARK);
    x.fund(1, '1000');
    x.fund(2, '1000');
    x.order(1, { type: 1, side: 'sell', qty: 3, price: MARK + 7 });
    x.order(1, { type: 1, side: 'sell', qty: 2, price: MARK + 13 });
    x.order(1, { type: 1, side: 'buy', qty: 4, price: MARK - 3 });
    return x;
  }

  it('groups the book by a price step (bids down, asks up)', () => {
    const x = trade();
    expect(bookSnapshot(x.engine.state, 1, 10)).toEqual({
      contractId: 1,
      bids: [[MARK - 10, 4]],
      asks: [
        [MARK + 10, 3],
        [MARK + 20, 2],
      ],
    });
    expect(bookSnapshot(x.engine.state, 1)?.asks[0]).toEqual([MARK + 7, 3]);
  });

  it('maps events to the spec’s match message types', () => {
    const x = trade();
    const r = x.order(2, {
      type: 1,
      side: 'buy',
      qty: 3,
      price: MARK + 7,
      tp: { triggerPrice: MARK + 1000 },
    });
    const { messages, public: pub } = toMatchMessages(r.events);
    const types = messages.map((m) => `${m.type}:${m.userId}`).sort();
    expect(types).toEqual(['3002:1', '3002:2', '3004:1', '3004:2', '3012:1', '3012:2', '3016:2']);
    expect(pub.trades).toHaveLength(1);
    expect(pub.bookDeltas).toEqual([
      { type: 'bookDelta', contractId: 1, side: 'ask', price: MARK + 7, qty: 0 },
    ]);
  });

  it('lists balances, positions, open orders, configs and market figures', () => {
    const x = trade();
    x.order(2, { type: 1, side: 'buy', qty: 3, price: MARK + 7 });
    const [spot, futures] = userBalances(x.engine.state, 2);
    expect(spot).toMatchObject({ account: 'spot', real: 0n });
    expect(futures).toMatchObject({ account: 1, frozen: 0n });
    expect(futures?.real).toBeLessThan(usdt('1000'));
    expect(userPositions(x.engine.state, 2).map((p) => [p.size, p.entryPrice])).toEqual([
      [3, MARK + 7],
    ]);
    expect(userOpenOrders(x.engine.state, 1).map((o) => o.qty - o.filledQty)).toEqual([2, 4]);
    expect(userPositionConfigs(x.engine.state, 1, 1)[0]).toEqual({
      contractId: 1,
      isolated: false,
      leverage: 20,
      hedge: false,
    });
    expect(marketView(x.engine.state, 1)).toMatchObject({
      lastPrice: MARK + 7,
      markPrice: MARK,
      openInterest: 3,
    });
  });

  it('shows the estimated liquidation and breakeven prices on positions', () => {
    const x = new TestExchange();
    x.prices(MARK);
    x.fund(1, '1000');
    x.fund(2, '100000');
    x.apply({
      kind: 'setMarginMode',
      ts: ++x.ts,
      userId: 1,
      accountType: 1,
      contractId: 1,
      isolated: true,
    });
    x.setLeverage(1, 50);
    x.order(2, { type: 1, side: 'sell', qty: 50, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 50, price: MARK });
    const [long] = userPositions(x.engine.state, 1);
    const [short] = userPositions(x.engine.state, 2);
    // Isolated 50x long at 20 000, MMR 0.4 %: (20 000 − 400) / 0.996 = 19 678.71, rounded up a tick.
    expect(long).toMatchObject({
      side: 1,
      size: 50,
      entryPrice: MARK,
      margin: usdt('20'),
      liquidationPrice: 196_788,
    });
    // Breakeven covers the fee paid (0.5) and the closing taker fee: ≈ 20 020.
    expect(long?.breakevenPrice).toBe(200_200);
    // The cross short with 100 000 USDT behind it: liquidation far above.
    expect(short?.liquidationPrice).toBeGreaterThan(MARK * 10);
  });
});
