/**
 * The trailing stop's rules, one place for the engine, the order route and the order panel.
 *
 * A trailing stop is a conditional market order (type 4) with a callback rate. Once active (at
 * once, or when the watched price reaches the activation price: at or above it for a sell, at or
 * below it for a buy) it follows the watched price: a sell keeps the highest price since
 * activation and fires when the price falls the callback rate below it; a buy keeps the lowest
 * and fires when the price rises the callback rate above it.
 *
 * Integers only: prices in ticks, the callback rate in basis points (1 % = 100), from 0.1 % to
 * 5 % in steps of 0.1 % (Binance's futures range).
 */

/** Callback rate bounds and step, in basis points. */
export const TRAILING_CALLBACK_BP = { min: 10, max: 500, step: 10 } as const;

const BP_PER_UNIT = 10_000n;

/** Whether a callback rate in basis points is one the exchange takes. */
export function isCallbackBp(bp: number): boolean {
  return (
    Number.isSafeInteger(bp) &&
    bp >= TRAILING_CALLBACK_BP.min &&
    bp <= TRAILING_CALLBACK_BP.max &&
    bp % TRAILING_CALLBACK_BP.step === 0
  );
}

/** A percent text ("1.5", "0.1", "5") as basis points; null when it is not a plain decimal. */
export function callbackBpOfPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the percent text the API writes ("1.5" for 150). */
export function callbackPercentOfBp(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents === '' ? String(whole) : `${whole}.${cents}`;
}

/**
 * The trigger level for the extreme price since activation: a sell fires at or below
 * floor(highest × (1 − rate)), a buy at or above ceil(lowest × (1 + rate)); so a price exactly the
 * callback distance away fires, and one a tick short of it does not.
 */
export function trailingTriggerTicks(extreme: number, callbackBp: number, sell: boolean): number {
  const x = BigInt(extreme);
  const bp = BigInt(callbackBp);
  if (sell) return Number((x * (BP_PER_UNIT - bp)) / BP_PER_UNIT);
  return Number((x * (BP_PER_UNIT + bp) + BP_PER_UNIT - 1n) / BP_PER_UNIT);
}

/**
 * Whether an activation price is on the side the watched price has yet to reach: above it for a
 * sell, below it for a buy (one already reached would activate at once: leave it out instead).
 */
export function isActivationAhead(activation: number, watched: number, sell: boolean): boolean {
  return sell ? activation > watched : activation < watched;
}
