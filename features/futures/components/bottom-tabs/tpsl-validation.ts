import { isOnTpSlSide } from '@/lib/contract/tpsl';
import { Decimal } from '@/lib/decimal';

/** Keys under Futures.Dialogs.PositionTpsl; the ones naming the entry take `{ entry }`. */
export type TpslErrorKey =
  | 'targetRequired'
  | 'triggerPositive'
  | 'pricePositive'
  | 'tpTriggerAboveEntry'
  | 'tpTriggerBelowEntry'
  | 'slTriggerBelowEntry'
  | 'slTriggerAboveEntry'
  | 'tpPriceAboveEntry'
  | 'tpPriceBelowEntry'
  | 'slPriceBelowEntry'
  | 'slPriceAboveEntry';

export interface TpslLegInput {
  /** Decimal text as typed; "" when empty. */
  trigger: string;
  price: string;
}

export interface TpslInput {
  side: 'long' | 'short';
  entryPrice: Decimal;
  tp: TpslLegInput;
  sl: TpslLegInput;
  /** Removing an existing TP or SL counts as a target. */
  removing?: boolean;
}

export interface TpslErrors {
  form?: TpslErrorKey;
  tpTrigger?: TpslErrorKey;
  tpPrice?: TpslErrorKey;
  slTrigger?: TpslErrorKey;
  slPrice?: TpslErrorKey;
}

function parse(text: string): Decimal | null {
  if (text.trim() === '') return null;
  try {
    return new Decimal(text);
  } catch {
    return null;
  }
}

/**
 * The spec's TP/SL rules (§5): a long takes profit above the entry and stops loss below it, a
 * short the other way round; the same holds for the optional limit prices; a trigger must be
 * entered and above 0. Returns only the fields in error.
 */
export function validatePositionTpsl(input: TpslInput): TpslErrors {
  const errors: TpslErrors = {};
  const long = input.side === 'long';
  const entry = input.entryPrice;
  const legs = [
    {
      leg: input.tp,
      triggerKey: 'tpTrigger',
      priceKey: 'tpPrice',
      ok: (value: Decimal) => isOnTpSlSide('tp', long, value.comparedTo(entry)),
      triggerError: long ? 'tpTriggerAboveEntry' : 'tpTriggerBelowEntry',
      priceError: long ? 'tpPriceAboveEntry' : 'tpPriceBelowEntry',
    },
    {
      leg: input.sl,
      triggerKey: 'slTrigger',
      priceKey: 'slPrice',
      ok: (value: Decimal) => isOnTpSlSide('sl', long, value.comparedTo(entry)),
      triggerError: long ? 'slTriggerBelowEntry' : 'slTriggerAboveEntry',
      priceError: long ? 'slPriceBelowEntry' : 'slPriceAboveEntry',
    },
  ] as const;

  let anyTarget = input.removing === true;
  for (const { leg, triggerKey, priceKey, ok, triggerError, priceError } of legs) {
    const trigger = parse(leg.trigger);
    const price = parse(leg.price);
    if (leg.trigger.trim() === '' && leg.price.trim() === '') continue;
    anyTarget = true;
    if (trigger === null || !trigger.greaterThan(0)) errors[triggerKey] = 'triggerPositive';
    else if (!ok(trigger)) errors[triggerKey] = triggerError;
    if (leg.price.trim() !== '') {
      if (price === null || !price.greaterThan(0)) errors[priceKey] = 'pricePositive';
      else if (!ok(price)) errors[priceKey] = priceError;
    }
  }
  if (!anyTarget) errors.form = 'targetRequired';
  return errors;
}
