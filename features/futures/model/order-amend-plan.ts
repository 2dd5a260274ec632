/**
 * Whether an open order can be moved to another price by dragging its chart line, and what the
 * move would be. Zod-free, so the chart's drag handler (in the page's first load) can read it;
 * ./order-amend builds the amend request.
 */
import { Decimal } from '@/lib/decimal';
import type { WireOrder } from '@/lib/contract/wire/match';
import { ORDER_TYPE } from '@/lib/contract/wire/orders';

/** The chart's id for an order line (`order:<orderId>`, see use-chart-lines) → the order id. */
export function orderIdOfLine(lineId: string): string {
  return lineId.startsWith('order:') ? lineId.slice('order:'.length) : lineId;
}

/** The order price the line on the chart stands for: the limit price, else the trigger price. */
export type AmendedField = 'price' | 'triggerPrice';

/** Why an order cannot be moved by dragging its line. */
export type AmendRefusal =
  /** The order is not a resting kind (a market order), or has no price to move. */
  | 'unknownOrder'
  /** A position's TP/SL or an order the engine made: it changes through its own dialog. */
  | 'notUserOrder'
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

/** Which of its prices an order's line stands for: the limit price, else the trigger price. */
export function amendedFieldOf(
  order: Pick<WireOrder, 'price' | 'triggerPrice'>,
): AmendedField | null {
  if (order.price !== null) return 'price';
  if (order.triggerPrice !== null) return 'triggerPrice';
  return null;
}

/** What moving `order`'s line to `newPrice` would do, or why it cannot be done. */
export function planOrderAmend(order: WireOrder, newPrice: string): AmendResult<AmendPlan> {
  const refuse = (reason: AmendRefusal): AmendResult<AmendPlan> => ({ ok: false, reason });
  if (order.source !== 'user' || order.parentOrderId !== null) return refuse('notUserOrder');
  // A market order never rests: there is no line of one to move.
  if (order.type === ORDER_TYPE.Market) return refuse('unknownOrder');
  const field = amendedFieldOf(order);
  const oldPrice = field && positive(order[field]);
  if (!field || !oldPrice) return refuse('unknownOrder');
  const remaining = new Decimal(order.quantity).minus(order.filledQuantity);
  if (!remaining.greaterThan(0)) return refuse('nothingLeft');
  const next = positive(newPrice);
  if (!next) return refuse('invalidPrice');
  if (next.equals(oldPrice)) return refuse('samePrice');
  return {
    ok: true,
    value: {
      orderId: String(order.orderId),
      field,
      oldPrice: oldPrice.toFixed(),
      newPrice: next.toFixed(),
      remaining: remaining.toFixed(),
    },
  };
}
