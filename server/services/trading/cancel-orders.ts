import { z } from 'zod';
import { ErrorCode, OrderStatus, userOpenOrders, type AccountType } from '../../engine';
import type { EngineHost } from '../exchange/engine-host';
import { orderWire } from '../exchange/wire';
import { applyCommand } from './engine-command';
import { requireEngine, notFound, TradingError } from './trading-error';

export const cancelOrderInput = z.object({
  orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * `future/order/cancel`: one of the caller's open orders. An id that is not open, or not the
 * caller's, answers the same 404, so nobody learns whether someone else's order exists. The
 * answer is the order as cancelled (the engine applies the cancel synchronously, so what was
 * filled before it is exact).
 */
export async function cancelOrder(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof cancelOrderInput>,
) {
  const h = requireEngine(host);
  const open = userOpenOrders(h.state, userId).find((o) => o.orderId === input.orderId);
  const config = open ? h.configs.get(open.contractId) : undefined;
  if (!open || !config) throw notFound('open order');
  await applyCommand(h, { kind: 'cancelOrder', ts: now(), userId, orderId: input.orderId });
  return orderWire(config, { ...open, orderStatus: OrderStatus.Cancelled });
}

export interface CancelAllFilter {
  contractId?: number | undefined;
  accountType?: AccountType | undefined;
}

/** `future/order/cancelAll`: every open order of the caller (of one contract / account). */
export async function cancelAllOrders(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  filter: CancelAllFilter,
) {
  const h = requireEngine(host);
  const orderIds = userOpenOrders(h.state, userId, filter.accountType)
    .filter((o) => filter.contractId === undefined || o.contractId === filter.contractId)
    .map((o) => o.orderId);
  if (orderIds.length === 0) {
    throw new TradingError(ErrorCode.Failure, 'No orders available to cancel');
  }
  await applyCommand(h, { kind: 'cancelAll', ts: now(), userId, ...filter });
  return { cancelled: orderIds.length, orderIds };
}
