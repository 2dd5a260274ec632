/**
 * Whether an order pays the maker or the taker fee: a limit order that rests on the book adds
 * liquidity (maker); one that crosses the other side, and every market order, takes it (taker).
 */
import type { Numeric } from '@/features/realtime';
import type { TimeInForce } from '../api/place-order';
import type { Decimal } from '@/lib/decimal';
import { positiveOrNull } from './contract-terms';

export type FeeRole = 'maker' | 'taker';

export interface FeeRoleInput {
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** The limit price (null while it is not typed). */
  price: Decimal | null;
  timeInForce?: TimeInForce | undefined;
  /** Best price on the other side of the book: the best ask for a buy, the best bid for a sell. */
  bestPrice?: Numeric | null | undefined;
  /** Stands in for the book when that side is empty. */
  lastPrice?: Numeric | null | undefined;
}

export function feeRoleOf(input: FeeRoleInput): FeeRole {
  if (input.type === 'market') return 'taker';
  // The engine refuses a post-only order that would take, so one that is placed only makes.
  if (input.timeInForce === 'postOnly') return 'maker';
  // IOC and FOK never rest: what fills of them takes, the rest is cancelled without a fee.
  if (input.timeInForce === 'IOC' || input.timeInForce === 'FOK') return 'taker';
  const reference = positiveOrNull(input.bestPrice) ?? positiveOrNull(input.lastPrice);
  // Nothing to compare with: the dearer rate, so the estimate never comes out too low.
  if (input.price === null || reference === null) return 'taker';
  const rests =
    input.side === 'buy' ? input.price.lessThan(reference) : input.price.greaterThan(reference);
  return rests ? 'maker' : 'taker';
}
