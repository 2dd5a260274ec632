/**
 * The order ticket's trailing stop: what the user typed (a callback rate in percent, an optional
 * activation price) checked by the rules the engine applies (lib/contract/trailing-stop), and what
 * an order row says about one. Errors are message keys under `TrailingStop.errors`.
 */
import {
  callbackBpOfPercent,
  isCallbackBp,
  TRAILING_CALLBACK_BP,
} from '@/lib/contract/trailing-stop';
import type { WireOrder } from '@/lib/contract/wire/match';
import { decimalOrNull, positiveOrNull } from './contract-terms';
import type { OrderSide } from './order-ticket';

/** The quick callback rates the panel offers, in percent. */
export const CALLBACK_PRESETS = ['1', '2', '5'] as const;

/** The callback rate bounds and step in percent, as the panel writes them. */
export const CALLBACK_PERCENT = {
  min: TRAILING_CALLBACK_BP.min / 100,
  max: TRAILING_CALLBACK_BP.max / 100,
  step: TRAILING_CALLBACK_BP.step / 100,
} as const;

export const TRAILING_ERRORS = [
  'callbackRequired',
  'callbackRange',
  'activationOffTick',
  'activationSide',
] as const;
export type TrailingErrorName = (typeof TRAILING_ERRORS)[number];

export interface TrailingError {
  name: TrailingErrorName;
  /** Message key, e.g. `TrailingStop.errors.callbackRange`. */
  key: string;
  values: Record<string, string | number>;
}

function error(
  name: TrailingErrorName,
  values: Record<string, string | number> = {},
): TrailingError {
  return { name, key: `TrailingStop.errors.${name}`, values };
}

/** The callback rate's error: none typed, or off 0.1 %–5 % or off its 0.1 % step. */
export function callbackRateError(text: string): TrailingError | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return error('callbackRequired');
  const bp = callbackBpOfPercent(trimmed.startsWith('.') ? `0${trimmed}` : trimmed);
  if (bp === null || !isCallbackBp(bp))
    return error('callbackRange', {
      min: CALLBACK_PERCENT.min,
      max: CALLBACK_PERCENT.max,
      step: CALLBACK_PERCENT.step,
    });
  return null;
}

/**
 * The activation price's error for one side: off the tick, or already reached by the watched price
 * (a sell activates on the way up, so its activation lies above the price; a buy's below). An
 * empty field is no error: the trail starts at once. Unknown watched price: not checked here.
 */
export function activationPriceError(
  text: string,
  side: OrderSide,
  watchedPrice: unknown,
  tickSize: string,
): TrailingError | null {
  if (text.trim() === '') return null;
  const activation = positiveOrNull(text.trim().replace(/\.$/, ''));
  const tick = positiveOrNull(tickSize);
  if (activation === null || (tick !== null && !activation.modulo(tick).isZero()))
    return error('activationOffTick', { tick: tickSize });
  const watched = decimalOrNull(watchedPrice);
  if (watched === null || watched.lessThanOrEqualTo(0)) return null;
  const ahead = side === 'sell' ? activation.greaterThan(watched) : activation.lessThan(watched);
  return ahead ? null : error('activationSide', { side });
}

/** What an order row says about its trail; null for an order that is not a trailing stop. */
export interface TrailingStopView {
  /** Callback rate in percent, as the server wrote it ("1.5"). */
  callbackRate: string;
  activationPrice: string | null;
  /** The level the engine keeps now; null until the trail is active. */
  triggerPrice: string | null;
  /** The trail is under way (its trigger level is set). */
  active: boolean;
}

export function trailingStopOf(
  order: Pick<WireOrder, 'callbackRate' | 'activationPrice' | 'triggerPrice'>,
): TrailingStopView | null {
  if (order.callbackRate === undefined) return null;
  return {
    callbackRate: order.callbackRate,
    activationPrice: order.activationPrice ?? null,
    triggerPrice: order.triggerPrice,
    active: order.triggerPrice !== null,
  };
}
