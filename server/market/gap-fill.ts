import { contracts } from '../../lib/contract/reference-data';
import type { Logger } from '../logger';
import { simulateMinuteCandles } from './backfill';
import type { CandleSeries } from './candle-series';
import { ticksToPrice } from './decimal';
import type { LiveCandles } from './live-candles';
import { alignOpenTime, ONE_MINUTE_MS } from './periods';

/**
 * In simulation mode, continues the simulated history from the last stored minute up to `now`,
 * so charts have no hole for the time the server was down (at most `maxDays`). With a real index
 * feed a gap is real and stays. Returns the number of one-minute candles written per series.
 */
export async function fillSimulatedGap(
  candles: LiveCandles,
  series: readonly CandleSeries[],
  options: { seed: number; now: number; maxDays: number; log: Logger },
): Promise<number> {
  const to = alignOpenTime(options.now, ONE_MINUTE_MS);
  let filled = 0;
  for (const contract of contracts) {
    const own = series.filter((s) => s.contractId === contract.contractId);
    const future = own.find((s) => s.market === 'future');
    const last = future ? candles.lastMinute(future) : undefined;
    if (!future || !last) continue;
    const from = Math.max(
      last.openTime + ONE_MINUTE_MS,
      to - options.maxDays * 1440 * ONE_MINUTE_MS,
    );
    const minutes = (to - from) / ONE_MINUTE_MS;
    if (minutes <= 0) continue;
    const closes = new Map<CandleSeries, number>();
    for (const s of own) {
      const close = candles.lastMinute(s)?.close;
      if (close !== undefined) closes.set(s, close);
    }
    const price = Number(ticksToPrice(last.close, future.grid));
    const simulated = simulateMinuteCandles(contract, own, options.seed, from, minutes, {
      price,
      closes,
    });
    for (const [s, rows] of simulated) {
      for (const row of rows) candles.applyMinute(s, row, 'simulated');
    }
    // Bounded memory: write each contract before simulating the next.
    await candles.writer.flush();
    filled = Math.max(filled, minutes);
  }
  if (filled > 0)
    options.log.info({ minutes: filled }, 'simulated history continued over the downtime');
  return filled;
}
