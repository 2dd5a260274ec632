import { Decimal, toDecimal } from '@/lib/decimal';

/**
 * A price read from a pixel (a float from the chart) as a decimal string on the tick grid, with
 * the contract's decimals. Half a tick rounds up, like a finger that lands between two prices.
 */
export function roundToTick(price: number, tickSize: string, priceScale: number): string {
  const tick = toDecimal(tickSize);
  // The float only ever travels to here: its shortest text form is what the pixel meant.
  const raw = toDecimal(String(price));
  const rounded = tick.greaterThan(0) ? raw.toNearest(tick, Decimal.ROUND_HALF_UP) : raw;
  return rounded.toFixed(Math.max(0, priceScale));
}
