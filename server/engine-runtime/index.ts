import { contractCode, contracts } from '../../lib/contract/reference-data';
import { contractConfigFromReference, marketView } from '../engine';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HistoryWriter } from '../db/history-writer';
import type { Logger } from '../logger';
import { isInternalUser, MarketMakers } from '../market/market-makers';
import type { MarketFeed } from '../market/market-feed';
import { writeSimulatedFundingHistory } from '../market/simulated-funding';
import type {
  FundingRateSnapshot,
  InsuranceFundSnapshot,
  MarketIndicator,
  MarketStateProvider,
  DepthSnapshot,
} from '../market/market-state';
import type { RealtimeGateway } from '../realtime/gateway';
import { EngineHost } from './engine-host';
import { EventPump } from './event-pump';
import { HistoryProjection } from './history-projection';
import { EngineMarketState } from './market-state-provider';
import { MarketStats } from './market-stats';
import { PriceDriver } from './price-driver';
import { projectedSeq, replayForReadModel, saveProjectedSeq } from './read-model-catch-up';

export interface ExchangeDeps {
  config: ServerConfig;
  database: Database;
  gateway: RealtimeGateway;
  feed: MarketFeed;
  log: Logger;
  now: () => number;
}

export interface Exchange {
  host: EngineHost;
  marketState: EngineMarketState;
  pump: EventPump;
  /** Rolling 24 h figures per contract, from the one-minute candles. */
  stats: MarketStats;
  makers: MarketMakers | undefined;
  history: HistoryWriter;
  /** Stops the makers and timers, then flushes the journal and the history rows. */
  close(): Promise<void>;
}

/**
 * Wires the trading engine into the server: the durable engine (source of truth for money), the
 * index → mark/funding driver, the event pump (sockets, candles from trades (and with them the 24 h figures), history
 * read model) and, unless MARKET_MAKERS is off, the internal makers and taker flow.
 */
export async function startExchange(deps: ExchangeDeps): Promise<Exchange> {
  const { config, database, gateway, feed, now } = deps;
  const log = deps.log.child({ component: 'exchange' });
  const configs = contracts.map((c) => contractConfigFromReference(c));
  const host = await EngineHost.open({ dataDir: config.dataDir, configs, log });
  // One batch a second per table: fewer, larger statements cost less per row.
  const history = new HistoryWriter(database, log.child({ component: 'history' }), 1000);
  const insuranceFunds = new Map(
    configs.map((c) => [c.contractId, marketView(host.state, c.contractId)?.insuranceFund ?? 0n]),
  );
  const projection = new HistoryProjection({
    writer: history,
    configs: host.configs,
    skipOrdersOf: isInternalUser,
    insuranceFunds,
  });
  // Rows a killed process had not written yet come back from the journal (before new events).
  const fromSeq = await projectedSeq(database);
  if (host.seq > fromSeq) {
    const started = Date.now();
    const done = replayForReadModel(
      config.dataDir,
      configs,
      fromSeq,
      (a) => projection.apply(a),
      log,
    );
    await history.flush();
    log.info(
      { fromSeq, ...done, ms: Date.now() - started },
      'history read model caught up from the journal',
    );
  }
  projection.knowOrders(host.state.orders.values());
  host.useHistory((timeoutMs, seq) => history.written(timeoutMs, seq));
  await saveProjectedSeq(database, host.seq);
  // The simulator's market (not a real index feed) opens with what a trader expects of one: its
  // simulated past settled funding too, so the funding history reads like the charts at once
  // (written after the catch-up above, so a settlement the engine made keeps the engine's row).
  const simulated = config.indexSource.kind === 'simulator';
  if (simulated)
    await writeSimulatedFundingHistory(database, {
      seed: config.simulationSeed,
      days: config.candleBackfillDays,
      now: now(),
      log,
    }).catch((error: unknown) =>
      log.warn({ err: error }, 'funding history of the simulated past not written'),
    );
  const stats = new MarketStats(feed.candles);
  const marketState = new EngineMarketState(host, stats, now);
  feed.candles.useTradesForFutures();
  const pump = new EventPump({
    host,
    gateway,
    candles: feed.candles,
    history: projection,
    marketState,
    codes: new Map(contracts.map((c) => [c.contractId, contractCode(c.name)])),
    isInternal: isInternalUser,
    now,
  });
  const prices = new PriceDriver(host, feed.index, now);
  prices.start();
  pump.start();
  const makers = config.marketMakers
    ? new MarketMakers({
        host,
        index: feed.index,
        contracts: contracts.map((c, i) => ({
          config: configs[i] ?? contractConfigFromReference(c),
          annualVolatility: Number(c.annualVolatility),
        })),
        seed: config.simulationSeed,
        log,
        now,
        simulated,
      })
    : undefined;
  makers?.start();
  // Every few seconds: once the rows of everything applied so far are written, remember the seq.
  let marking: Promise<void> | undefined;
  const marker = setInterval(() => {
    if (marking) return;
    const seq = host.seq;
    marking = history
      .flush()
      .then(() => saveProjectedSeq(database, seq))
      .catch((error: unknown) => log.warn({ err: error }, 'history marker not saved'))
      .finally(() => (marking = undefined));
  }, 5000);
  marker.unref();
  log.info({ seq: host.seq, makers: makers !== undefined }, 'exchange running');
  return {
    host,
    marketState,
    pump,
    stats,
    makers,
    history,
    async close() {
      makers?.stop();
      prices.stop();
      pump.stop();
      clearInterval(marker);
      await marking;
      await host.close();
      await history.close();
      await saveProjectedSeq(database, host.seq);
    },
  };
}

/**
 * A MarketStateProvider for the API that answers from the exchange once it runs. The API is
 * built before the engine opens; nothing is served before the server listens, by which time
 * `target.current` is set.
 */
export function lateMarketState(target: { current?: MarketStateProvider }): MarketStateProvider {
  const state = () => {
    if (!target.current) throw new Error('the exchange is not running yet');
    return target.current;
  };
  return {
    indicators: (): MarketIndicator[] => state().indicators(),
    depth: (id: number, levels: number): DepthSnapshot | undefined => state().depth(id, levels),
    fundingRate: (id: number): FundingRateSnapshot | undefined => state().fundingRate(id),
    insuranceFund: (id: number): InsuranceFundSnapshot | undefined => state().insuranceFund(id),
  };
}
