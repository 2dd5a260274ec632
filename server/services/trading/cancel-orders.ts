import type { WireCancelAllAnswer } from '../../../lib/contract/wire/trading';
import { wireCancelOrderInputSchema } from '../../../lib/contract/wire/trading-schemas';
import { type z } from 'zod';
import {
  ErrorCode,
  OrderStatus,
  userOpenOrder,
  userOpenOrders,
  type AccountType,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { applyCommand } from './engine-command';
import { requireEngine, notFound, TradingError } from './trading-error';

/** future/order/cancel: the contract's body (lib/contract/wire/trading-schemas). */
export const cancelOrderInput = wireCancelOrderInputSchema;

/** The order a client order id of this user names (while the engine remembers the id). */
export function orderIdOfClientId(
  host: EngineHost,
  userId: number,
  clientOrderId: string,
): number | undefined {
  return host.state.clientOrders.get(`${userId}:${clientOrderId}`)?.orderId;
}

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
  const orderId =
    input.orderId ??
    (input.clientOrderId === undefined
      ? undefined
      : orderIdOfClientId(h, userId, input.clientOrderId));
  const open = orderId === undefined ? undefined : userOpenOrder(h.state, userId, orderId);
  const config = open ? h.configs.get(open.contractId) : undefined;
  if (!open || !config) throw notFound('open order');
  await applyCommand(h, { kind: 'cancelOrder', ts: now(), userId, orderId: open.orderId });
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
): Promise<WireCancelAllAnswer> {
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
