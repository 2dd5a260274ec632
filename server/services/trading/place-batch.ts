import type { WireCancelledGroup, WirePlacedBatch } from '../../../lib/contract/wire/trading';
import { type z } from 'zod';
import {
  ErrorCode,
  OrderStatus,
  userOpenOrders,
  type OrderView,
  type PlaceBatchCommand,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { listedContract } from './account-service';
import {
  wireCancelGroupInputSchema,
  wirePlaceBatchInputSchema,
} from '../../../lib/contract/wire/trading-schemas';
import { applyCommand } from './engine-command';
import { contractConfig, lotsOf, ticksOf } from './order-units';
import { notFound, refusal, requireEngine } from './trading-error';
import type { TradingIntent } from './trading-gate';

export const placeBatchInput = wirePlaceBatchInputSchema.check(listedContract);

export type PlaceBatchInput = z.output<typeof placeBatchInput>;

export function placeBatchIntent(input: PlaceBatchInput): TradingIntent {
  return input.reduceOnly === true || input.side === 'closeLong' || input.side === 'closeShort'
    ? 'reduce'
    : 'open';
}

/**
 * `future/order/placeBatch`: 2–20 limit orders of one side placed all or none, as one engine
 * command (server/engine/place-batch.ts). The answer is the orders as placed, in the request's
 * order, each with the batch's `groupId`. A refusal names the refused order: `data.index`
 * (0-based) beside the code the order alone would have met.
 */
export async function placeBatch(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: PlaceBatchInput,
): Promise<WirePlacedBatch> {
  const h = requireEngine(host);
  const config = contractConfig(h, input.contractId);
  const command: PlaceBatchCommand = {
    kind: 'placeBatch',
    ts: now(),
    userId,
    accountType: input.accountType,
    contractId: input.contractId,
    side: input.side,
    orders: input.orders.map((o, i) => ({
      price: ticksOf(config, o.price, `orders.${i}.price`),
      qty: lotsOf(config, o.quantity, `orders.${i}.quantity`),
    })),
    ...(input.timeInForce !== undefined ? { tif: input.timeInForce } : {}),
    ...(input.reduceOnly !== undefined ? { reduceOnly: input.reduceOnly } : {}),
  };
  const applied = await applyCommand(h, command);
  const ids = applied.orderIds ?? [];
  const last = new Map<number, OrderView>();
  for (const e of applied.events)
    if (e.type === 'order' && ids.includes(e.order.orderId)) last.set(e.order.orderId, e.order);
  const orders = ids.flatMap((id) => {
    const view = last.get(id);
    return view ? [orderWire(config, view)] : [];
  });
  const groupId = ids[0];
  if (groupId === undefined || orders.length !== ids.length) throw refusal(ErrorCode.Failure);
  return { groupId, orders };
}

export const cancelGroupInput = wireCancelGroupInputSchema;

/**
 * `future/order/cancelGroup`: the caller's open orders of one batch. A group with no open order of
 * the caller answers the same 404 as a cancel.
 */
export async function cancelGroup(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof cancelGroupInput>,
): Promise<WireCancelledGroup> {
  const h = requireEngine(host);
  const open = userOpenOrders(h.state, userId).filter((o) => o.groupId === input.groupId);
  if (open.length === 0) throw notFound('order group');
  await applyCommand(h, { kind: 'cancelGroup', ts: now(), userId, groupId: input.groupId });
  return {
    groupId: input.groupId,
    cancelled: open.length,
    orders: open.flatMap((o) => {
      const config = h.configs.get(o.contractId);
      return config ? [orderWire(config, { ...o, orderStatus: OrderStatus.Cancelled })] : [];
    }),
  };
}
