import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TradingCalls } from '../../api/trading-route';
import type { ApiKeyService } from '../../auth/api-keys';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { LiveCandles } from '../../market/live-candles';
import type { ConnectionLimit } from '../../realtime/connection-limit';
import type { Exchange } from '../../engine-runtime';
import { registerAccountRoutes } from './account-routes';
import { prepareScope } from './http';
import { ListenKeys } from './listen-keys';
import { BinanceMarketData } from './market-data';
import { OrderMemory } from './order-memory';
import { registerOrderRoutes } from './order-routes';
import { registerPublicRoutes } from './public-routes';
import { UserStreams } from './user-stream';
import { BinanceStreams } from './websocket';
import { WeightCounter } from './weights';

/** Mount point of the REST side (Binance's own: `/fapi/v1/…`, `/fapi/v2/…`, `/fapi/v3/…`). */
export const BINANCE_PREFIX = '/fapi';

export interface BinanceCompatDeps {
  database: Database;
  keys: ApiKeyService;
  /** The app's private futures routes (filled as they are registered). */
  calls: TradingCalls;
  futuresPrefix: string;
  weightLimit: number;
  /** Open connections per address, shared with socket.io (none: no limit). */
  connectionLimit?: ConnectionLimit | undefined;
  log: Logger;
  now: () => number;
}

/**
 * The Binance-USDⓈ-M-compatible layer: REST under `/fapi` and the websocket streams, thin
 * translations to the app's own private routes (their limits, gate and services), its engine's
 * market state and its read models. Nothing here decides a trading rule.
 */
export class BinanceCompat {
  readonly streams: BinanceStreams;
  private readonly market: BinanceMarketData;
  private readonly listenKeys: ListenKeys;
  private readonly orders: OrderMemory;
  private readonly users: UserStreams;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly deps: BinanceCompatDeps) {
    const log = deps.log.child({ component: 'binance' });
    this.listenKeys = new ListenKeys(deps.now);
    this.streams = new BinanceStreams(this.listenKeys, log, deps.connectionLimit);
    this.market = new BinanceMarketData(this.streams, log, deps.now);
    this.orders = new OrderMemory(deps.now);
    this.users = new UserStreams(this.streams, this.orders);
    this.market.onEngineEvents((applied) => {
      const host = this.market.engine();
      if (host) this.users.onApplied(applied, host);
    });
    this.sweeper = setInterval(() => this.listenKeys.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Registers the REST endpoints under `/fapi` (in their own scope: Binance's error shape). */
  async register(app: FastifyInstance): Promise<void> {
    const { deps } = this;
    const http = {
      keys: deps.keys,
      calls: deps.calls,
      futuresPrefix: deps.futuresPrefix,
      weights: new WeightCounter(deps.weightLimit, deps.now),
      now: deps.now,
    };
    await app.register(
      async (scope) => {
        prepareScope(scope, http);
        registerPublicRoutes(scope, {
          database: deps.database,
          market: this.market,
          weightLimit: deps.weightLimit,
          now: deps.now,
        });
        const engine = () => this.market.engine();
        registerOrderRoutes(scope, { ...http, engine, orders: this.orders });
        registerAccountRoutes(scope, {
          ...http,
          database: deps.database,
          engine,
          listenKeys: this.listenKeys,
        });
      },
      { prefix: BINANCE_PREFIX },
    );
  }

  /** Follows the exchange of this process once it runs (market streams, user data streams). */
  attach(exchange: Exchange, candles: LiveCandles): void {
    this.market.attach(exchange, candles, this.deps.database);
  }

  handlesUpgrade(url: string): boolean {
    return this.streams.handles(url);
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.streams.upgrade(req, socket, head);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.market.stop();
    this.streams.close();
  }
}

/** True for paths of the Binance REST layer (always answered by the API, never by the web app). */
export function isBinancePath(pathname: string): boolean {
  return pathname === BINANCE_PREFIX || pathname.startsWith(`${BINANCE_PREFIX}/`);
}
