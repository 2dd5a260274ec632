/**
 * Editing an open order's price, quantity or trigger price in place (the amend call): which fields
 * an order has, the form's rules in the contract's terms (tick, lot, minimum and maximum, above
 * what has filled), and the request that sends only what changed. Decimal text throughout.
 */
import { z } from 'zod';
import type { WireOrder } from '@/lib/contract/wire/match';
import { ORDER_STATUS, ORDER_TYPE } from '@/lib/contract/wire/orders';
import { Decimal } from '@/lib/decimal';
import type { AmendOrderInput } from '../api/amend-order';
import { decimalOrNull, positiveOrNull } from './contract-terms';

/** What the form needs to know about the contract (the reference data has it). */
export interface OrderEditTerms {
  tickSize: string;
  contractSize: string;
  minOrderLots: number;
  minOrderValue: string;
  /** Largest limit or conditional order, in the base asset. */
  maxOrderQuantity: string;
}

export interface OrderEditValues {
  price: string;
  quantity: string;
  triggerPrice: string;
}

/** The rules' words, by key (`Futures.OrderAmend.edit.errors.<key>`) and their figures. */
export type OrderEditWords = (
  key:
    | 'required'
    | 'positive'
    | 'offTick'
    | 'offLot'
    | 'notAboveFilled'
    | 'belowMinimum'
    | 'belowMinimumValue'
    | 'aboveMaximum',
  values?: Record<string, string>,
) => string;

/**
 * Whether the order can be edited at all (the user's own order, not a TP/SL or one the engine
 * made; a market order never rests) and which of its prices can change: the limit price of a
 * limit or conditional limit order, the trigger of a conditional order still waiting for it.
 */
export function editableFieldsOf(
  order: Pick<WireOrder, 'type' | 'orderStatus' | 'source' | 'parentOrderId'> & {
    callbackRate?: unknown;
  },
): { price: boolean; triggerPrice: boolean } | null {
  if (order.source !== 'user' || order.parentOrderId !== null) return null;
  if (order.type === ORDER_TYPE.Market) return null;
  const conditional = order.type === 2 || order.type === 4;
  // A trailing stop's trigger follows its trail: only its quantity changes.
  const trailing = order.callbackRate !== undefined && order.callbackRate !== null;
  return {
    price: order.type === ORDER_TYPE.Limit || order.type === 2,
    triggerPrice: conditional && order.orderStatus === ORDER_STATUS.NotReported && !trailing,
  };
}

/** The form's starting values: the order as it stands. */
export function orderEditDefaults(
  order: Pick<WireOrder, 'price' | 'quantity' | 'triggerPrice'>,
): OrderEditValues {
  const plain = (text: string | null) => decimalOrNull(text)?.toFixed() ?? '';
  return {
    price: plain(order.price),
    quantity: plain(order.quantity),
    triggerPrice: plain(order.triggerPrice),
  };
}

const isMultipleOf = (value: Decimal, step: Decimal) => value.mod(step).isZero();

/** The form's schema for one order: every message already in the user's words. */
export function orderEditSchema(
  order: Pick<
    WireOrder,
    'type' | 'orderStatus' | 'source' | 'parentOrderId' | 'filledQuantity' | 'reduceOnly'
  >,
  terms: OrderEditTerms,
  words: OrderEditWords,
) {
  const fields = editableFieldsOf(order) ?? { price: false, triggerPrice: false };
  const tick = new Decimal(terms.tickSize);
  const lot = new Decimal(terms.contractSize);
  const filled = decimalOrNull(order.filledQuantity) ?? new Decimal(0);
  const minimum = lot.times(terms.minOrderLots);
  const maximum = positiveOrNull(terms.maxOrderQuantity);
  const minValue = positiveOrNull(terms.minOrderValue);

  const priceIssue = (text: string): string | null => {
    const value = positiveOrNull(text);
    if (text.trim() === '') return words('required');
    if (value === null) return words('positive');
    if (!isMultipleOf(value, tick)) return words('offTick', { tick: tick.toFixed() });
    return null;
  };

  return z
    .object({ price: z.string(), quantity: z.string(), triggerPrice: z.string() })
    .superRefine((values, ctx) => {
      const issue = (path: keyof OrderEditValues, message: string | null) => {
        if (message !== null) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (fields.price) issue('price', priceIssue(values.price));
      if (fields.triggerPrice) issue('triggerPrice', priceIssue(values.triggerPrice));
      const quantity = positiveOrNull(values.quantity);
      if (values.quantity.trim() === '') return issue('quantity', words('required'));
      if (quantity === null) return issue('quantity', words('positive'));
      if (!isMultipleOf(quantity, lot))
        return issue('quantity', words('offLot', { lot: lot.toFixed() }));
      if (!quantity.greaterThan(filled))
        return issue('quantity', words('notAboveFilled', { filled: filled.toFixed() }));
      if (quantity.lessThan(minimum))
        return issue('quantity', words('belowMinimum', { min: minimum.toFixed() }));
      // Reduce-only orders are cut to the position by the engine, not held to the maximum or value.
      if (order.reduceOnly) return;
      if (maximum !== null && quantity.greaterThan(maximum))
        return issue('quantity', words('aboveMaximum', { max: maximum.toFixed() }));
      const price = positiveOrNull(values.price);
      if (fields.price && minValue !== null && price !== null) {
        const unfilled = quantity.minus(filled).times(price);
        if (unfilled.lessThan(minValue))
          issue('quantity', words('belowMinimumValue', { min: minValue.toFixed() }));
      }
    });
}

/** The amend request: the order's id and only the fields that differ from the order now. */
export function amendInputOf(
  order: Pick<WireOrder, 'orderId' | 'price' | 'quantity' | 'triggerPrice'> &
    Parameters<typeof editableFieldsOf>[0],
  values: OrderEditValues,
): AmendOrderInput | null {
  const fields = editableFieldsOf(order);
  if (fields === null) return null;
  const changed = (text: string, now: string | null) => {
    const next = decimalOrNull(text);
    const current = decimalOrNull(now);
    return next !== null && (current === null || !next.equals(current)) ? next.toFixed() : null;
  };
  const price = fields.price ? changed(values.price, order.price) : null;
  const quantity = changed(values.quantity, order.quantity);
  const triggerPrice = fields.triggerPrice
    ? changed(values.triggerPrice, order.triggerPrice)
    : null;
  if (price === null && quantity === null && triggerPrice === null) return null;
  return {
    orderId: String(order.orderId),
    ...(price === null ? {} : { price }),
    ...(quantity === null ? {} : { quantity }),
    ...(triggerPrice === null ? {} : { triggerPrice }),
  };
}
