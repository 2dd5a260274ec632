import { SpotBook } from './spot-book';

const T = 1_700_000_000_000;
const MAKER_A = 1;
const MAKER_B = 2;
const TAKER = 3;

describe('spot order book', () => {
  it('fills the best price first, and the earliest order first within a price', () => {
    const book = new SpotBook();
    const late = book.limit(MAKER_A, 'sell', 1001, 50, T);
    const early = book.limit(MAKER_A, 'sell', 1000, 30, T);
    const second = book.limit(MAKER_B, 'sell', 1000, 40, T);
    const fills = book.market(TAKER, 'buy', 100, T + 1);
    expect(fills.map((f) => [f.makerOrderId, f.price, f.amount])).toEqual([
      [early.orderId, 1000, 30],
      [second.orderId, 1000, 40],
      [late.orderId, 1001, 30],
    ]);
    expect(fills.every((f) => f.takerSide === 'buy' && f.takerUserId === TAKER)).toBe(true);
    expect(fills.map((f) => f.makerUserId)).toEqual([MAKER_A, MAKER_B, MAKER_A]);
  });

  it('leaves a partly filled maker order at the front of its level with the rest', () => {
    const book = new SpotBook();
    const first = book.limit(MAKER_A, 'buy', 990, 100, T);
    const second = book.limit(MAKER_B, 'buy', 990, 100, T);
    expect(book.market(TAKER, 'sell', 60, T).map((f) => f.amount)).toEqual([60]);
    expect(book.remaining(first.orderId ?? 0)).toBe(40);
    expect(book.remaining(second.orderId ?? 0)).toBe(100);
    const next = book.market(TAKER, 'sell', 50, T);
    expect(next.map((f) => [f.makerOrderId, f.amount])).toEqual([
      [first.orderId, 40],
      [second.orderId, 10],
    ]);
    expect(book.remaining(first.orderId ?? 0)).toBe(0);
    expect(book.depth(50).bids).toEqual([[990, 90]]);
  });

  it('aggregates orders on a price into one level, best level first on each side', () => {
    const book = new SpotBook();
    book.limit(MAKER_A, 'buy', 998, 5, T);
    book.limit(MAKER_B, 'buy', 999, 7, T);
    book.limit(MAKER_A, 'buy', 999, 3, T);
    book.limit(MAKER_A, 'sell', 1002, 4, T);
    book.limit(MAKER_B, 'sell', 1001, 1, T);
    book.limit(MAKER_A, 'sell', 1001, 2, T);
    expect(book.depth(50)).toEqual({
      bids: [
        [999, 10],
        [998, 5],
      ],
      asks: [
        [1001, 3],
        [1002, 4],
      ],
    });
    expect(book.depth(1)).toEqual({ bids: [[999, 10]], asks: [[1001, 3]] });
  });

  it('drops a level once its last order is cancelled or filled', () => {
    const book = new SpotBook();
    const a = book.limit(MAKER_A, 'sell', 1001, 5, T);
    book.limit(MAKER_A, 'sell', 1002, 5, T);
    expect(book.cancel(a.orderId ?? 0)).toBe(true);
    expect(book.cancel(a.orderId ?? 0)).toBe(false);
    expect(book.bestAsk()).toBe(1002);
    book.market(TAKER, 'buy', 5, T);
    expect(book.depth(50).asks).toEqual([]);
    expect(book.size).toBe(0);
  });

  it('lets a crossing limit order take at the makers’ prices and rest the remainder', () => {
    const book = new SpotBook();
    book.limit(MAKER_A, 'sell', 1000, 5, T);
    book.limit(MAKER_A, 'sell', 1003, 5, T);
    const placed = book.limit(TAKER, 'buy', 1002, 8, T);
    expect(placed.fills.map((f) => [f.price, f.amount])).toEqual([[1000, 5]]);
    expect(book.remaining(placed.orderId ?? 0)).toBe(3);
    expect(book.depth(50)).toEqual({ bids: [[1002, 3]], asks: [[1003, 5]] });
  });

  it('rejects a post-only order that would take liquidity and leaves the book alone', () => {
    const book = new SpotBook();
    book.limit(MAKER_A, 'sell', 1000, 5, T);
    const placed = book.limit(MAKER_B, 'buy', 1000, 5, T, true);
    expect(placed).toEqual({ orderId: undefined, fills: [], rejected: true });
    expect(book.depth(50)).toEqual({ bids: [], asks: [[1000, 5]] });
    expect(book.limit(MAKER_B, 'buy', 999, 5, T, true).orderId).toBeDefined();
  });

  it('fills a market order only as far as the book goes', () => {
    const book = new SpotBook();
    expect(book.market(TAKER, 'buy', 10, T)).toEqual([]);
    book.limit(MAKER_A, 'sell', 1000, 4, T);
    const fills = book.market(TAKER, 'buy', 10, T);
    expect(fills.reduce((sum, f) => sum + f.amount, 0)).toBe(4);
  });

  it('never trades a user with itself', () => {
    const book = new SpotBook();
    book.limit(MAKER_A, 'sell', 1000, 5, T);
    expect(book.market(MAKER_A, 'buy', 5, T)).toEqual([]);
    const crossing = book.limit(MAKER_A, 'buy', 1000, 5, T);
    expect(crossing.orderId).toBeUndefined();
    expect(book.depth(50)).toEqual({ bids: [], asks: [[1000, 5]] });
  });

  it('reports a change only when a level moved since the last look', () => {
    const book = new SpotBook();
    expect(book.takeChanged()).toBe(true);
    expect(book.takeChanged()).toBe(false);
    book.limit(MAKER_A, 'sell', 1000, 5, T);
    expect(book.takeChanged()).toBe(true);
    book.limit(MAKER_B, 'buy', 1000, 5, T, true);
    expect(book.takeChanged()).toBe(false);
    book.market(TAKER, 'buy', 1, T);
    expect(book.takeChanged()).toBe(true);
  });

  it('accepts only positive whole units for prices and amounts', () => {
    const book = new SpotBook();
    expect(() => book.limit(MAKER_A, 'buy', 1000.5, 1, T)).toThrow(RangeError);
    expect(() => book.limit(MAKER_A, 'buy', 1000, 0, T)).toThrow(RangeError);
    expect(() => book.market(TAKER, 'buy', 0.1, T)).toThrow(RangeError);
  });
});
