import { decimalOrNull } from '../../model/contract-terms';
import type { OrderSide } from '../../model/order-ticket';
import type { PresetForm } from '../../api/place-order';
import { isOnTpSlSide, tpSlSide } from '@/lib/contract/tpsl';
import type { Decimal } from '@/lib/decimal';

export type TpslField = 'tp' | 'tpPrice' | 'sl' | 'slPrice';

export interface TpslError {
  /** Message key under the catalogue root, e.g. `Futures.OrderPanel.tpsl.tpAbove`. */
  key: string;
  values: Record<string, string>;
}

export type TpslErrors = Partial<Record<TpslField, TpslError>>;

const KEY = 'Futures.OrderPanel.tpsl';

/**
 * The spec's TP/SL rules (§5) for a preset on an opening order: a long takes profit above the
 * entry and stops the loss below it, a short the other way round, for the trigger and for the
 * limit price once triggered; a trigger must be above 0; at least one of them is needed.
 * `entry` is where the order is expected to fill (limit price, trigger, or the mark).
 */
export function validateTpsl(
  direction: OrderSide,
  entry: Decimal | null,
  tp: PresetForm,
  sl: PresetForm,
): TpslErrors {
  const errors: TpslErrors = {};
  if (tp.triggerPrice.trim() === '' && sl.triggerPrice.trim() === '') {
    errors.tp = { key: `${KEY}.targetRequired`, values: {} };
    return errors;
  }
  const long = direction === 'buy';
  // An empty field is simply not set (an optional limit price means "at market").
  const check = (field: TpslField, text: string, profit: boolean) => {
    if (text.trim() === '') return;
    const value = decimalOrNull(text);
    if (value === null || value.lte(0)) {
      errors[field] = { key: `${KEY}.aboveZero`, values: {} };
      return;
    }
    if (entry === null) return;
    const kind = profit ? 'tp' : 'sl';
    const mustBeAbove = tpSlSide(kind, long) === 'above';
    if (!isOnTpSlSide(kind, long, value.comparedTo(entry))) {
      const name = profit
        ? mustBeAbove
          ? 'tpAbove'
          : 'tpBelow'
        : mustBeAbove
          ? 'slAbove'
          : 'slBelow';
      errors[field] = { key: `${KEY}.${name}`, values: { price: entry.toString() } };
    }
  };
  check('tp', tp.triggerPrice, true);
  if (tp.triggerPrice.trim() !== '') check('tpPrice', tp.price, true);
  check('sl', sl.triggerPrice, false);
  if (sl.triggerPrice.trim() !== '') check('slPrice', sl.price, false);
  return errors;
}
