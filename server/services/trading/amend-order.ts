import { type z } from 'zod';
import {
  ErrorCode,
  formatUsdt,
  lotsToQuantity,
  userOpenOrder,
  type AmendOrderCommand,
  type ContractConfig,
  type OrderView,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { orderIdOfClientId } from './cancel-orders';
import { applyCommand } from './engine-command';
import { lotsOf, ticksOf } from './order-units';
import { wireAmendOrderInputSchema } from '../../../lib/contract/wire/trading-schemas';
import {
  TradingError,
  TRADING_MESSAGES,
  invalidInput,
  notFound,
  refusal,
  requireEngine,
} from './trading-error';

/** future/order/amend: the contract's body (lib/contract/wire/trading-schemas). */
export const amendOrderInput = wireAmendOrderInputSchema;

export type AmendOrderInput = z.output<typeof amendOrderInput>;

/** What the request asks the engine to change, in ticks and lots; refused where it cannot apply. */
function amendCommand(
  config: ContractConfig,
  open: OrderView,
  userId: number,
  ts: number,
  input: AmendOrderInput,
): AmendOrderCommand {
  if (open.source !== 'user') {
    throw new TradingError(
      ErrorCode.Failure,
      `${TRADING_MESSAGES[ErrorCode.Failure]}: a TP/SL order changes through future/position/tpsl`,
    );
  }
  const limit = open.type === 1 || open.type === 2;
  if (input.price !== undefined && !limit)
    throw invalidInput('price', 'a market order has no price to change');
  const price = input.price === undefined ? undefined : ticksOf(config, input.price, 'price');
  const qty = input.quantity === undefined ? undefined : lotsOf(config, input.quantity, 'quantity');
  const triggerPrice =
    input.triggerPrice === undefined
      ? undefined
      : ticksOf(config, input.triggerPrice, 'triggerPrice');
  const waiting = open.orderStatus === 0;
  if (triggerPrice !== undefined && triggerPrice !== open.triggerPrice) {
    if (!waiting)
      throw invalidInput(
        'triggerPrice',
        'only a conditional order still waiting for its trigger has one to change',
      );
    if (open.trailing !== undefined)
      throw invalidInput('triggerPrice', "a trailing stop's trigger follows its trail");
  }
  if (
    (price ?? open.price) === open.price &&
    (qty ?? open.qty) === open.qty &&
    (triggerPrice ?? open.triggerPrice) === open.triggerPrice
  ) {
    throw new TradingError(
      ErrorCode.Failure,
      `${TRADING_MESSAGES[ErrorCode.Failure]}: nothing to change, the order already has this price and quantity`,
    );
  }
  return {
    kind: 'amendOrder',
    ts,
    userId,
    orderId: open.orderId,
    ...(price === undefined ? {} : { price }),
    ...(qty === undefined ? {} : { qty }),
    ...(triggerPrice === undefined ? {} : { triggerPrice }),
  };
}

/** The engine's refusal with the figures its words name (the filled quantity, the minimum value). */
function worded(error: unknown, config: ContractConfig, open: OrderView): unknown {
  if (!(error instanceof TradingError)) return error;
  if (error.code === ErrorCode.AmendBelowFilled) {
    const filled = lotsToQuantity(config, open.filledQty);
    return refusal(ErrorCode.AmendBelowFilled, `${filled} filled`, { filled });
  }
  if (error.code === ErrorCode.BelowMinimumValue) {
    const minValue = formatUsdt(config.minOrderValue);
    return refusal(ErrorCode.BelowMinimumValue, `${minValue} USDT`, { minValue });
  }
  return error;
}

/**
 * `future/order/amend`: changes one of the caller's open orders in place, as one engine command
 * (see server/engine/amend-order.ts for what keeps the order's place in the queue). An id that is
 * not open, or not the caller's, answers the same 404 as a cancel. The answer is the order as the
 * amendment left it: resting with its new price and quantity, or filled (in part) when a new
 * price crossed the book.
 */
export async function amendOrder(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: AmendOrderInput,
) {
  const h = requireEngine(host);
  const orderId =
    input.orderId ??
    (input.clientOrderId === undefined
      ? undefined
      : orderIdOfClientId(h, userId, input.clientOrderId));
  const open = orderId === undefined ? undefined : userOpenOrder(h.state, userId, orderId);
  const config = open ? h.configs.get(open.contractId) : undefined;
  if (!open || !config) throw notFound('open order');
  const command = amendCommand(config, open, userId, now(), input);
  let events;
  try {
    ({ events } = await applyCommand(h, command));
  } catch (error) {
    throw worded(error, config, open);
  }
  let last: OrderView | undefined;
  for (const e of events)
    if (e.type === 'order' && e.order.orderId === open.orderId) last = e.order;
  if (!last) throw refusal(ErrorCode.Failure);
  return orderWire(config, last);
}
