import { contractCode, contracts } from '../../lib/contract/reference-data';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { RealtimeGateway } from '../realtime/gateway';
import { buildCandleSeries } from './candle-series';
import { ticksToPrice } from './decimal';
import { formatFixed } from '../../lib/contract/fixed-point';
import type { IndexPriceSource } from './index-source';
import { fillSimulatedGap } from './gap-fill';
import { LiveCandles } from './live-candles';
import { SimulatedIndexSource } from './simulated-index-source';
import { SpotMarkets } from './spot/spot-markets';
import { WsTickerIndexSource } from './ws-ticker-index-source';

export interface MarketFeed {
  index: IndexPriceSource;
  candles: LiveCandles;
  /** The spot books (makers and taker flow); only with MARKET_SIMULATION and MARKET_MAKERS on. */
  spot: SpotMarkets | undefined;
  stop(): Promise<void>;
}

/**
 * Runs the index source of this process and turns its quotes into live candles, pushed on
 * `future_kline`. Until the engine produces trades these candles are index-derived (stored with
 * source `index`, volume 0). With MARKET_SIMULATION on it also runs the spot books
 * (`spot/spot-markets.ts`), whose trades then make the spot candles. Returns undefined when this
 * process runs no feed (MARKET_SIMULATION off with the simulator source: an edge process that
 * relays pushes through Redis).
 */
export async function startMarketFeed(
  config: ServerConfig,
  database: Database,
  gateway: RealtimeGateway,
  log: Logger,
  now: () => number,
): Promise<MarketFeed | undefined> {
  if (config.indexSource.kind === 'simulator' && !config.marketSimulation) return undefined;
  const series = buildCandleSeries();
  const candles = new LiveCandles(database, series, log.child({ component: 'live-candles' }));
  await candles.resume(now());
  if (config.indexSource.kind === 'simulator') {
    await fillSimulatedGap(candles, series, {
      seed: config.simulationSeed,
      now: now(),
      maxDays: config.candleBackfillDays,
      log,
    });
  }
  const index: IndexPriceSource =
    config.indexSource.kind === 'ws'
      ? new WsTickerIndexSource({
          url: config.indexSource.url,
          contracts,
          log: log.child({ component: 'index-ws' }),
        })
      : new SimulatedIndexSource({
          seed: config.simulationSeed,
          contracts,
          startPrices: candles.lastCloses(),
          startTime: now(),
          now,
        });
  const codes = new Map(contracts.map((c) => [c.contractId, contractCode(c.name)]));
  candles.onUpdate(({ series, periodMs, candle, source }) => {
    if (series.market !== 'future') return;
    gateway.publishKline(
      series.contractId,
      codes.get(series.contractId) ?? '',
      periodMs,
      {
        time: candle.openTime,
        open: ticksToPrice(candle.open, series.grid),
        high: ticksToPrice(candle.high, series.grid),
        low: ticksToPrice(candle.low, series.grid),
        close: ticksToPrice(candle.close, series.grid),
        volume: formatFixed(candle.volume, series.volumeScale),
      },
      source,
    );
  });
  const unsubscribe = index.subscribe((quote) => candles.applyIndexQuote(quote));
  await index.start();
  // The spot books are nothing but internal makers and takers: MARKET_MAKERS=off stops them too.
  const spot =
    config.marketSimulation && config.marketMakers
      ? new SpotMarkets({
          index,
          publisher: gateway,
          trades: candles,
          seed: config.simulationSeed,
          log: log.child({ component: 'spot-books' }),
          now,
        })
      : undefined;
  spot?.start();
  log.info({ source: index.kind }, 'market feed started');
  return {
    index,
    candles,
    spot,
    async stop() {
      spot?.stop();
      unsubscribe();
      await index.stop();
      // A catch-up from the trade history still running writes its candles before the writer
      // closes (closing under it lost them and rejected unhandled in a loaded test run).
      await candles.caughtUp;
      await candles.writer.close();
    },
  };
}
