import fc from 'fast-check';
import type { FillSink, RestingOrder } from './order-book';
import { BUY, OrderBook, SELL } from './order-book';
import { ReferenceMatcher } from './reference-matcher';
import { rng } from './testing/workload';

function collect(): {
  sink: FillSink;
  fills: Array<{ makerId: number; qty: number; price: number }>;
} {
  const fills: Array<{ makerId: number; qty: number; price: number }> = [];
  return {
    fills,
    sink: {
      onFill: (m: RestingOrder, qty: number, price: number) =>
        fills.push({ makerId: m.id, qty, price }),
    },
  };
}

describe('order book', () => {
  it('fills at the maker price in price-time priority', () => {
    const book = new OrderBook();
    book.add(1, 10, SELL, 101, 5);
    book.add(2, 11, SELL, 100, 5);
    book.add(3, 12, SELL, 100, 5);
    const { sink, fills } = collect();
    const r = book.take(BUY, 101, 12, 99, sink);
    expect(r.filled).toBe(12);
    expect(fills).toEqual([
      { makerId: 2, qty: 5, price: 100 },
      { makerId: 3, qty: 5, price: 100 },
      { makerId: 1, qty: 2, price: 101 },
    ]);
    expect(book.depth(SELL)).toEqual([[101, 3]]);
  });

  it('never matches beyond the limit price', () => {
    const book = new OrderBook();
    book.add(1, 10, BUY, 99, 5);
    expect(book.take(SELL, 100, 5, 1, null).filled).toBe(0);
    expect(book.bestPrice(BUY)).toBe(99);
  });

  it('cancels in O(1) from the middle of a level and keeps the queue', () => {
    const book = new OrderBook();
    book.add(1, 1, BUY, 50, 1);
    book.add(2, 2, BUY, 50, 2);
    book.add(3, 3, BUY, 50, 3);
    expect(book.cancel(2)).toBe(2);
    expect(book.cancel(2)).toBe(0);
    const { sink, fills } = collect();
    book.take(SELL, 0, 10, 9, sink);
    expect(fills.map((f) => f.makerId)).toEqual([1, 3]);
    expect(book.size).toBe(0);
    expect(book.bestPrice(BUY)).toBeUndefined();
  });

  it('stops at the taker’s own order (self-trade prevention)', () => {
    const book = new OrderBook();
    book.add(1, 7, SELL, 100, 1);
    book.add(2, 8, SELL, 100, 1);
    book.add(3, 7, SELL, 101, 1);
    const r = book.take(BUY, 200, 3, 8, null);
    expect(r).toEqual({ filled: 1, selfTrade: true });
  });

  it('reports level changes to the listener', () => {
    const book = new OrderBook();
    const seen: Array<[number, number, number]> = [];
    book.onLevel = (side, price, qty) => seen.push([side, price, qty]);
    book.add(1, 1, SELL, 100, 4);
    book.take(BUY, 100, 1, 2, null);
    book.cancel(1);
    expect(seen).toEqual([
      [SELL, 100, 4],
      [SELL, 100, 3],
      [SELL, 100, 0],
    ]);
  });

  it('matches exactly like the naive reference matcher (fast-check)', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('limit' as const),
        user: fc.integer({ min: 1, max: 6 }),
        side: fc.constantFrom(0 as const, 1 as const),
        price: fc.integer({ min: 90, max: 110 }),
        qty: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('market' as const),
        user: fc.integer({ min: 1, max: 6 }),
        side: fc.constantFrom(0 as const, 1 as const),
        qty: fc.integer({ min: 1, max: 40 }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const book = new OrderBook();
        const ref = new ReferenceMatcher();
        const live: number[] = [];
        let id = 1;
        for (const o of ops) {
          if (o.kind === 'cancel') {
            if (live.length === 0) continue;
            const target = live[o.pick % live.length] ?? 0;
            expect(book.cancel(target)).toBe(ref.cancel(target));
            continue;
          }
          const oid = id++;
          const limit = o.kind === 'limit' ? o.price : o.side === 0 ? Infinity : -Infinity;
          const { sink, fills } = collect();
          const r = book.take(o.side, limit, o.qty, o.user, sink);
          const expected = ref.place(oid, o.user, o.side, limit, o.qty, o.kind === 'limit');
          expect(fills).toEqual(expected.fills);
          expect(r.selfTrade).toBe(expected.selfTrade);
          if (o.kind === 'limit' && r.filled < o.qty && !r.selfTrade) {
            book.add(oid, o.user, o.side, o.price, o.qty - r.filled);
            live.push(oid);
          }
          expect(book.depth(BUY)).toEqual(ref.depth(0));
          expect(book.depth(SELL)).toEqual(ref.depth(1));
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('agrees with the reference matcher over a 100 000-operation stream', () => {
    const rand = rng(2024);
    const book = new OrderBook();
    const ref = new ReferenceMatcher();
    const live: number[] = [];
    let fillsCompared = 0;
    for (let id = 1; id <= 100_000; id++) {
      const r = rand();
      if (r < 0.45 && live.length > 0) {
        const k = Math.floor(rand() * live.length);
        const target = live[k] ?? 0;
        live[k] = live[live.length - 1] ?? 0;
        live.pop();
        expect(book.cancel(target)).toBe(ref.cancel(target));
        continue;
      }
      const side = rand() < 0.5 ? BUY : SELL;
      const user = 1 + Math.floor(rand() * 50);
      const qty = 1 + Math.floor(rand() * 10);
      const market = r > 0.97;
      const price = 1000 + Math.floor(rand() * 40) - 20;
      const limit = market ? (side === BUY ? Infinity : -Infinity) : price;
      const { sink, fills } = collect();
      const res = book.take(side, limit, qty, user, sink);
      const exp = ref.place(id, user, side, limit, qty, !market);
      expect(fills).toEqual(exp.fills);
      fillsCompared += fills.length;
      if (!market && res.filled < qty && !res.selfTrade) {
        book.add(id, user, side, price, qty - res.filled);
        live.push(id);
      }
      if (id % 5_000 === 0) {
        expect(book.depth(BUY)).toEqual(ref.depth(0));
        expect(book.depth(SELL)).toEqual(ref.depth(1));
      }
    }
    expect(fillsCompared).toBeGreaterThan(10_000);
  });
});
