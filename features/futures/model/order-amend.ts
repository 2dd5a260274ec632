/**
 * Moving an open order to another price. The server has no amend call, so an amendment is a
 * cancel followed by a new order with the same terms: this module decides whether an order can be
 * moved that way and builds the new order's request from what the server said about the old one.
 */
import { Decimal } from '@/lib/decimal';
import {
  WIRE_SIDES,
  newClientOrderId,
  placeOrderInputSchema,
  type PlaceOrderInput,
  type TimeInForce,
  type TriggerBy,
  type WireSide,
} from '../api/place-order';

/** The chart's id for an order line (`order:<orderId>`, see use-chart-lines) → the order id. */
export function orderIdOfLine(lineId: string): string {
  return lineId.startsWith('order:') ? lineId.slice('order:'.length) : lineId;
}

/** The order price the line on the chart stands for: the limit price, else the trigger price. */
export type AmendedField = 'price' | 'triggerPrice';

/** Why an order cannot be moved by dragging its line. */
export type AmendRefusal =
  /** The store lacks fields a faithful copy needs, or the order is not a resting kind. */
  | 'unknownOrder'
  /** A position's TP/SL or an order the engine made: it is not the user's own order to copy. */
  | 'notUserOrder'
  /** Another account than the futures account (the place call takes account type 1 only). */
  | 'otherAccount'
  | 'nothingLeft'
  | 'samePrice'
  | 'invalidPrice';

export interface AmendPlan {
  orderId: string;
  field: AmendedField;
  oldPrice: string;
  newPrice: string;
  /** What is left to fill, in the base asset (quantity − filled). */
  remaining: string;
}

export type AmendResult<T> = { ok: true; value: T } | { ok: false; reason: AmendRefusal };

const TIFS: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK', 'postOnly'];
const TRIGGERS: readonly TriggerBy[] = ['last', 'mark'];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function positive(value: unknown): Decimal | null {
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (raw === null) return null;
  try {
    const parsed = new Decimal(raw);
    return parsed.isFinite() && parsed.greaterThan(0) ? parsed : null;
  } catch {
    return null;
  }
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Which price the chart draws for the order: the same rule as `chartLinesOf`. */
export function amendedFieldOf(order: Record<string, unknown>): AmendedField | null {
  if (text(order.price) !== null) return 'price';
  if (text(order.triggerPrice) !== null) return 'triggerPrice';
  return null;
}

/** What moving `order`'s line to `newPrice` would do, or why it cannot be done. */
export function planOrderAmend(
  order: Record<string, unknown>,
  newPrice: string,
): AmendResult<AmendPlan> {
  const refuse = (reason: AmendRefusal): AmendResult<AmendPlan> => ({ ok: false, reason });
  const orderId = order.orderId;
  if (typeof orderId !== 'string' && typeof orderId !== 'number') return refuse('unknownOrder');
  if (
    (order.source !== undefined && order.source !== null && order.source !== 'user') ||
    (order.parentOrderId !== undefined && order.parentOrderId !== null)
  )
    return refuse('notUserOrder');
  if (order.accountType !== undefined && Number(order.accountType) !== 1)
    return refuse('otherAccount');
  const type = Number(order.type);
  if (!isOneOf(WIRE_SIDES, order.side) || (type !== 1 && type !== 2 && type !== 4))
    return refuse('unknownOrder');
  const field = amendedFieldOf(order);
  const oldPrice = field && positive(order[field]);
  if (!field || !oldPrice) return refuse('unknownOrder');
  if ((type === 2 || type === 4) && !positive(order.triggerPrice)) return refuse('unknownOrder');
  const quantity = positive(order.quantity);
  if (!quantity) return refuse('unknownOrder');
  const filled = text(order.filledQuantity) ?? '0';
  let remaining: Decimal;
  try {
    remaining = quantity.minus(new Decimal(filled));
  } catch {
    return refuse('unknownOrder');
  }
  if (!remaining.greaterThan(0)) return refuse('nothingLeft');
  const next = positive(newPrice);
  if (!next) return refuse('invalidPrice');
  if (next.equals(oldPrice)) return refuse('samePrice');
  return {
    ok: true,
    value: {
      orderId: String(orderId),
      field,
      oldPrice: oldPrice.toFixed(),
      newPrice: next.toFixed(),
      remaining: remaining.toFixed(),
    },
  };
}

function presetOf(trigger: unknown, price: unknown): PlaceOrderInput['tp'] {
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
  order: Record<string, unknown>,
  newPrice: string,
  clientOrderId: string = newClientOrderId(),
): AmendResult<PlaceOrderInput> {
  const plan = planOrderAmend(order, newPrice);
  if (!plan.ok) return plan;
  const { field, remaining } = plan.value;
  const side = order.side as WireSide;
  const type = Number(order.type) as 1 | 2 | 4;
  const contractId = Number(order.contractId);
  if (!Number.isInteger(contractId) || contractId <= 0)
    return { ok: false, reason: 'unknownOrder' };
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
          triggerBy: isOneOf(TRIGGERS, order.triggerBy) ? order.triggerBy : 'last',
        }
      : {}),
    // Market orders take no time in force; rows from before migration 0006 have none (GTC).
    ...(limit && isOneOf(TIFS, order.tif) ? { timeInForce: order.tif } : {}),
    // Hedge mode's close sides reduce by themselves; the flag is one-way mode's.
    ...((side === 'buy' || side === 'sell') && order.reduceOnly === true
      ? { reduceOnly: true }
      : {}),
    ...(tp ? { tp } : {}),
    ...(sl ? { sl } : {}),
    accountType: 1,
    clientOrderId,
  });
  return request.success
    ? { ok: true, value: request.data }
    : { ok: false, reason: 'unknownOrder' };
}

const BUYING: ReadonlySet<unknown> = new Set(['buy', 'openLong', 'closeShort']);

/**
 * Whether a resting limit order moved to `newPrice` would trade at once instead of waiting: a buy
 * at or above the best ask, a sell at or below the best bid. Stop orders are not on the book, and
 * an unknown side of the book says nothing.
 */
export function amendCrossesBook(
  order: Record<string, unknown>,
  newPrice: string,
  best: { bid: string | undefined; ask: string | undefined },
): boolean {
  if (Number(order.type) !== 1) return false;
  const price = new Decimal(newPrice);
  if (BUYING.has(order.side)) return best.ask !== undefined && price.gte(best.ask);
  return best.bid !== undefined && price.lte(best.bid);
}
