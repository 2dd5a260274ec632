import { dec, type Candle } from './candle';

/**
 * The candles with the last one closed at the contract's latest trade when that trade falls in
 * its period: the open candle then shows the same trade as the contract bar and the order book
 * (trades arrive apart from the candle and may be the newer of the two). High and low widen to
 * take it in; volume stays the candle's own. The same array when nothing changes.
 */
export function closeAtLastTrade(
  candles: Candle[],
  trade: { time: number; price: string | number } | undefined,
  periodMs: number,
): Candle[] {
  const last = candles.at(-1);
  if (!trade || !last || trade.time < last.time || trade.time >= last.time + periodMs)
    return candles;
  const close = String(trade.price);
  const price = dec(close);
  const high = price.greaterThan(dec(last.high)) ? close : last.high;
  const low = price.lessThan(dec(last.low)) ? close : last.low;
  if (price.equals(dec(last.close)) && high === last.high && low === last.low) return candles;
  return [...candles.slice(0, -1), { ...last, close, high, low }];
}
