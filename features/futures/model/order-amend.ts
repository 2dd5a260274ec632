/**
 * Moving an open order to another price. The server has no amend call, so an amendment is a
 * cancel followed by a new order with the same terms: this module decides whether an order can be
 * moved that way (./order-amend-plan) and builds the new order's request from what the server said
 * about the old one. The request is checked against the wire schema here, synchronously: this
 * module loads with the amend dialog, not with the page.
 */
import { Decimal } from '@/lib/decimal';
import { newClientOrderId, type PlaceOrderInput } from '../api/place-order';
import { placeOrderInputSchema } from '../api/schemas';
import { planOrderAmend, positive, type AmendedField, type AmendResult } from './order-amend-plan';

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

function presetOf(trigger: string | null, price: string | null): PlaceOrderInput['tp'] {
  const triggerPrice = positive(trigger);
  if (!triggerPrice) return undefined;
  const limit = positive(price);
  // The order frame does not say what the preset triggers by, so the server's default applies.
  return { triggerPrice: triggerPrice.toFixed(), ...(limit ? { price: limit.toFixed() } : {}) };
}

/**
 * The request that places `order` again at `newPrice`: same contract, side (so the same position
 * mode and open/close leg), type, trigger, time in force, reduce-only and TP/SL preset, for the
 * quantity still unfilled. Pass the order as the cancel call answered it: that answer says what
 * had filled when it was cancelled, which the store may not have heard yet.
 */
export function buildAmendedOrderRequest(
  order: WireOrder,
  newPrice: string,
  clientOrderId: string = newClientOrderId(),
): AmendResult<PlaceOrderInput> {
  const plan = planOrderAmend(order, newPrice);
  if (!plan.ok) return plan;
  const { field, remaining } = plan.value;
  const { side, type, contractId } = order;
  const moved = (name: AmendedField) =>
    field === name ? plan.value.newPrice : (positive(order[name])?.toFixed() ?? '');
  const limit = type === 1 || type === 2;
  const conditional = type === 2 || type === 4;
  const tp = presetOf(order.tpTrigger, order.tpPrice);
  const sl = presetOf(order.slTrigger, order.slPrice);
  const request = placeOrderInputSchema.safeParse({
    contractId,
    side,
    orderType: type,
    quantity: remaining,
    quantityUnit: 'base',
    ...(limit ? { price: moved('price') } : {}),
    ...(conditional
      ? {
          triggerPrice: moved('triggerPrice'),
          triggerBy: order.triggerBy ?? 'last',
        }
      : {}),
    // Market orders take no time in force.
    ...(limit ? { timeInForce: order.tif } : {}),
    // Hedge mode's close sides reduce by themselves; the flag is one-way mode's.
    ...((side === 'buy' || side === 'sell') && order.reduceOnly ? { reduceOnly: true } : {}),
    ...(tp ? { tp } : {}),
    ...(sl ? { sl } : {}),
    accountType: 1,
    clientOrderId,
  });
  return request.success
    ? { ok: true, value: request.data }
    : { ok: false, reason: 'unknownOrder' };
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
