/**
 * Shadows an engine's order book with the naive reference matcher: every add, cancel, trim and
 * fill the engine performs on the fast book is replayed on the reference, and each fill must be
 * exactly the one the reference would make (same maker, price and quantity, same stop).
 */
import type { FillSink, OrderBook } from '../order-book';
import { ReferenceMatcher } from '../reference-matcher';

export interface MirrorStats {
  fills: number;
  takes: number;
}

export function mirrorBook(book: OrderBook): MirrorStats {
  const ref = new ReferenceMatcher();
  const stats: MirrorStats = { fills: 0, takes: 0 };
  const add = book.add.bind(book);
  const cancel = book.cancel.bind(book);
  const reduce = book.reduce.bind(book);
  const take = book.take.bind(book);
  book.add = (id, userId, side, price, qty) => {
    ref.add(id, userId, side, price, qty);
    return add(id, userId, side, price, qty);
  };
  book.cancel = (id) => {
    const a = cancel(id);
    const b = ref.cancel(id);
    if (a !== b) throw new Error(`mirror: cancel ${id} removed ${a}, reference ${b}`);
    return a;
  };
  book.reduce = (id, remaining) => {
    reduce(id, remaining);
    ref.reduce(id, remaining);
  };
  book.take = (side, limit, qty, userId, sink: FillSink | null) => {
    stats.takes++;
    let left = qty;
    const result = take(side, limit, qty, userId, {
      onFill(maker, q, price) {
        const expected = ref.best(side, limit);
        if (
          expected === undefined ||
          expected.id !== maker.id ||
          expected.price !== price ||
          expected.userId === userId ||
          q !== Math.min(left, expected.remaining)
        ) {
          throw new Error(
            `mirror: fill of ${q}@${price} from order ${maker.id}, reference expected ${JSON.stringify(expected)}`,
          );
        }
        ref.fill(expected.id, q);
        left -= q;
        stats.fills++;
        sink?.onFill(maker, q, price);
      },
    });
    const next = ref.best(side, limit);
    if (result.selfTrade ? next?.userId !== userId : left > 0 && next !== undefined) {
      throw new Error(
        `mirror: matching stopped with ${left} left but the reference would continue with ${JSON.stringify(next)}`,
      );
    }
    return result;
  };
  return stats;
}
