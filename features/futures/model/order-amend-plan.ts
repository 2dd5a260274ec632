/**
 * Whether an open order can be moved to another price by dragging its chart line, and what the
 * move would be. Zod-free, so the chart's drag handler (in the page's first load) can read it;
 * ./order-amend builds the new order's request, checked against the wire schema.
 */
import { Decimal } from '@/lib/decimal';
import { ORDER_SIDES } from '@/lib/contract/wire/orders';

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

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** A finite decimal above zero, from a number or non-empty text; null otherwise. */
export function positive(value: unknown): Decimal | null {
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (raw === null) return null;
  try {
    const parsed = new Decimal(raw);
    return parsed.isFinite() && parsed.greaterThan(0) ? parsed : null;
  } catch {
    return null;
  }
}

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
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
  if (!isOneOf(ORDER_SIDES, order.side) || (type !== 1 && type !== 2 && type !== 4))
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
