/**
 * Moving an open order to another price with the server's amend call (`future/order/amend`, one
 * engine command: the order keeps its id, its fills and its settings). This module turns a move
 * planned by ./order-amend-plan into the request, and says whether the new price would trade at
 * once instead of waiting.
 */
import { Decimal } from '@/lib/decimal';
import type { AmendOrderInput } from '../api/amend-order';
import type { AmendPlan } from './order-amend-plan';

export {
  amendedFieldOf,
  orderIdOfLine,
  planOrderAmend,
  type AmendedField,
  type AmendPlan,
  type AmendRefusal,
  type AmendResult,
} from './order-amend-plan';
import type { WireOrder } from '@/lib/contract/wire/match';
import { ORDER_TYPE } from '@/lib/contract/wire/orders';

/** The amend request of a planned move: the order's id and the one price its line stands for. */
export function amendRequestOf(plan: AmendPlan): AmendOrderInput {
  return plan.field === 'price'
    ? { orderId: plan.orderId, price: plan.newPrice }
    : { orderId: plan.orderId, triggerPrice: plan.newPrice };
}

const BUYING: ReadonlySet<WireOrder['side']> = new Set(['buy', 'openLong', 'closeShort']);

/**
 * Whether a resting limit order moved to `newPrice` would trade at once instead of waiting: a buy
 * at or above the best ask, a sell at or below the best bid. Stop orders are not on the book, and
 * an unknown side of the book says nothing.
 */
export function amendCrossesBook(
  order: Pick<WireOrder, 'type' | 'side'>,
  newPrice: string,
  best: { bid: string | undefined; ask: string | undefined },
): boolean {
  if (order.type !== ORDER_TYPE.Limit) return false;
  const price = new Decimal(newPrice);
  if (BUYING.has(order.side)) return best.ask !== undefined && price.gte(best.ask);
  return best.bid !== undefined && price.lte(best.bid);
}
