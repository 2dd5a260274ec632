import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  apiFailureResponse,
  BODY_LIMIT_BYTES,
  createApiApp,
  isApiPath,
  writeApiFailure,
} from './api/app';
import { createAuthModule, type AuthModule } from './auth';
import type { ServerConfig } from './config';
import { loadContent } from './content/load-content';
import { createDatabase, type Database } from './db/database';
import { createHttpGuard } from './http-guard';
import { createLogger, type Logger } from './logger';
import { REPO_ROOT } from './repo-root';
import { ensureCandleBackfill, type BackfillMarker } from './market/backfill';
import { startMarketFeed, type MarketFeed } from './market/market-feed';
import type { MarketStateProvider } from './market/market-state';
import { lateMarketState, startExchange, type Exchange } from './engine-runtime';
import { createWallet, type Wallet } from './services/wallet';
import { createRewards, type Rewards } from './services/rewards';
import { partnerOperatorHandler } from './services/rewards/rewards-operator';
import { walletOperatorHandler } from './services/wallet/wallet-operator';
import { createCopyTrading, type CopyTrading } from './services/follow';
import type { EngineHost } from './engine-runtime/engine-host';
import { TradingCommandBus } from './services/trading/command-bus';
import type { TradingCalls } from './api/trading-route';
import { BinanceCompat } from './compat/binance';
import { ConnectionLimit } from './realtime/connection-limit';
import { RealtimeGateway, type TokenVerifier } from './realtime/gateway';
import { SECURITY_HEADERS } from '../lib/security/headers';
import type { PageCache } from './web/page-cache';
import { createSharedPageCache } from './web/shared-page-cache';
import { createStaticAssets } from './web/static-assets';

export interface ExchangeServerOptions {
  config: ServerConfig;
  log?: Logger;
  /** Engine seam: live indicators, funding and insurance fund (503 until provided). */
  marketState?: MarketStateProvider;
  /** Verifies 1001 tokens; defaults to the session service of the bundled accounts. */
  tokenVerifier?: TokenVerifier;
  /** Run at shutdown after the network is closed, before SQL closes (e.g. the engine journal flush). */
  shutdownHooks?: (() => Promise<void>)[];
  now?: () => number;
}

export interface ExchangeServer {
  url: string;
  port: number;
  httpServer: Server;
  api: FastifyInstance;
  gateway: RealtimeGateway;
  database: Database;
  auth: AuthModule;
  feed: MarketFeed | undefined;
  /** The engine, its event pump and the market makers; undefined where no market feed runs. */
  exchange: Exchange | undefined;
  /** Deposits, withdrawals and their background work (running where the engine runs). */
  wallet: Wallet;
  /** The Binance-compatible REST and websocket layer. */
  binance: BinanceCompat;
  rewards: Rewards;
  /** Copy trading: lead traders, follows and the mirroring (running where the engine runs). */
  copyTrading: CopyTrading;
  backfill: { ran: boolean; marker: BackfillMarker | undefined };
  startupMs: number;
  close(): Promise<void>;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void> | void;

/** Where Next serves the build's static files. */
const STATIC_PREFIX = '/_next/static/';

/** One HTTP server on one port: the API (Fastify), socket.io and, when enabled, the Next.js app. */
export async function startExchangeServer(options: ExchangeServerOptions): Promise<ExchangeServer> {
  const started = Date.now();
  const { config } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? createLogger(config.logLevel);
  const database = await createDatabase(config);
  log.info({ driver: database.driver }, 'database ready; migrations applied');
  // What to undo, newest first, if the start fails half-way.
  const undo: (() => Promise<unknown>)[] = [() => database.close()];
  try {
    const content = await loadContent(database);
    log.info(content, 'content loaded');
    const backfill = await ensureCandleBackfill(database, {
      seed: config.simulationSeed,
      days: config.candleBackfillDays,
      now: now(),
      log,
    });
    // The engine runs wherever the market feed runs (the same condition as startMarketFeed).
    const runsExchange = config.indexSource.kind === 'ws' || config.marketSimulation;
    const exchangeState: { current?: MarketStateProvider; host?: EngineHost } = {};
    const auth = createAuthModule(config, database, log, now);
    undo.unshift(async () => auth.close());
    const wallet = await createWallet(
      config,
      { database, host: () => exchangeState.host, now, log },
      auth.flows,
    );
    auth.operator.addHandler(walletOperatorHandler(wallet.withdrawals));
    const rewards = createRewards(config, { database, host: () => exchangeState.host, now, log });
    auth.operator.addHandler(partnerOperatorHandler(rewards.referral));
    const copyTrading = createCopyTrading({
      database,
      host: () => exchangeState.host,
      now,
      log: log.child({ component: 'copy-trading' }),
      dataDir: config.dataDir,
      crashAfterMirrors: config.followTestCrashAfter,
    });
    // With Redis, private futures calls on a process without the engine go to the one with it.
    const tradingBus = config.redisUrl
      ? await TradingCommandBus.connect({
          redisUrl: config.redisUrl,
          ...config.tradingBus,
          log: log.child({ component: 'trading-bus' }),
          now,
        })
      : undefined;
    if (tradingBus) undo.unshift(() => tradingBus.close());
    const tradingCalls: TradingCalls = new Map();
    // socket.io sessions and the Binance streams of one address count together.
    const connectionLimit = new ConnectionLimit(config.realtimeConnectionsPerAddress);
    const binance = new BinanceCompat({
      database,
      keys: auth.apiKeys,
      calls: tradingCalls,
      futuresPrefix: config.prefixes.futures,
      weightLimit: config.binanceWeightLimit,
      connectionLimit,
      log,
      now,
    });
    undo.unshift(async () => binance.close());
    const api = await createApiApp({
      config,
      database,
      log,
      tradingCalls,
      binance,
      marketState:
        options.marketState ?? (runsExchange ? lateMarketState(exchangeState) : undefined),
      engine: () => exchangeState.host,
      tradingBus,
      auth,
      wallet,
      rewards,
      copyTrading,
      now,
    });
    undo.unshift(() => api.close());
    await api.ready();

    let web:
      | { handle: RequestHandler; upgrade: UpgradeHandler | undefined; close(): Promise<void> }
      | undefined;
    const guard = createHttpGuard({
      isApiPath: (pathname) => isApiPath(pathname, config.prefixes),
      apiFailure: apiFailureResponse,
      bodylessLimitBytes: BODY_LIMIT_BYTES,
    });
    // Where this process reaches itself: known once it listens.
    const self: { origin?: string } = {};
    let pageCache: PageCache | undefined;
    // The build's static files from memory, compressed once (production: in development Next
    // builds them on request).
    const staticAssets =
      config.web && config.nodeEnv === 'production'
        ? createStaticAssets({
            root: path.join(REPO_ROOT, '.next', 'static'),
            prefix: STATIC_PREFIX,
            headers: SECURITY_HEADERS,
          })
        : undefined;
    const toNext = (app: NonNullable<typeof web>, req: IncomingMessage, res: ServerResponse) => {
      const handled = app.handle(req, res);
      void Promise.resolve(handled).catch((error: unknown) => {
        log.error({ err: error, url: req.url }, 'web request failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
    };
    const httpServer = createServer((req, res) => {
      const destination = guard.route(req, res);
      if (destination === 'answered') return;
      if (destination === 'api') return api.routing(req, res);
      if (web) {
        const app = web;
        if (staticAssets && req.url?.startsWith(STATIC_PREFIX)) {
          void staticAssets.serve(req, res).then(
            (served) => {
              if (!served) toNext(app, req, res);
            },
            (error: unknown) => {
              log.error({ err: error, url: req.url }, 'static file failed');
              if (!res.headersSent) toNext(app, req, res);
            },
          );
          return;
        }
        if (!pageCache) return toNext(app, req, res);
        void pageCache.serve(req, res).then(
          (outcome) => {
            if (outcome === 'bypass') toNext(app, req, res);
          },
          (error: unknown) => {
            log.error({ err: error, url: req.url }, 'page cache failed');
            if (!res.headersSent) toNext(app, req, res);
          },
        );
        return;
      }
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      writeApiFailure(
        res,
        404,
        `no route for ${req.method ?? 'GET'} ${pathname} (web app disabled)`,
      );
    });
    httpServer.on('clientError', guard.clientError);
    httpServer.keepAliveTimeout = 65_000;
    // Every socket, whatever its state (idle keep-alive, mid-request, upgraded to a websocket),
    // so shutdown can end them all by its deadline: the server's own bookkeeping forgets upgraded
    // sockets, and one left open keeps `close` from ever finishing.
    const openSockets = new Set<Duplex>();
    httpServer.on('connection', (socket: Duplex) => {
      openSockets.add(socket);
      socket.once('close', () => openSockets.delete(socket));
    });

    if (config.web) {
      // Before Next starts: the web app's server rendering marks its API requests with it, so
      // they are not charged to 127.0.0.1's public weight budget (api/public-weights.ts).
      process.env.INTERNAL_RENDER_SECRET ??= randomBytes(24).toString('base64url');
      // Before Next starts: the middleware reads the render secret from the environment.
      if (config.pageCacheTtlMs > 0) {
        pageCache = createSharedPageCache({
          freshMs: config.pageCacheTtlMs,
          mobileSiteHost: config.mobileSiteHost,
          selfOrigin: () => self.origin,
          log: log.child({ component: 'page-cache' }),
        });
      }
      const started = await startNext(config);
      web = started;
      undo.unshift(() => started.close());
    }
    const gateway = await RealtimeGateway.create({
      httpServer,
      path: config.socketPath,
      log: log.child({ component: 'realtime' }),
      redisUrl: config.redisUrl,
      tokenVerifier: options.tokenVerifier ?? auth.sessions,
      connectionLimit,
    });
    undo.unshift(() => gateway.close());
    // A password reset ends every session, a logout or the session list one or more: the
    // sockets they authenticated go too, on every process.
    auth.sessions.onAllRevoked = (userId) => gateway.disconnectUser(userId);
    auth.sessions.onRevoked = (userId, sessions) =>
      gateway
        .disconnectSessions(String(userId), sessions)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'sockets of a revoked session not ended'),
        );
    // socket.io (engine.io) answers upgrades under its path itself; in development Next's HMR
    // socket goes to Next; every other upgrade is refused at once instead of hanging open.
    httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = req.url ?? '/';
      if (url.startsWith(`${config.socketPath}/`)) return;
      // The Binance-compatible streams (`/ws`, `/stream`, `/public/ws`…), beside socket.io.
      if (binance.handlesUpgrade(url)) return binance.upgrade(req, socket, head);
      if (web?.upgrade && isNextDevUpgrade(url)) return void web.upgrade(req, socket, head);
      refuseUpgrade(socket);
    });
    gateway.startTimeSlices();
    const feed = await startMarketFeed(config, database, gateway, log, now);
    if (feed) undo.unshift(() => feed.stop());
    const exchange = feed
      ? await startExchange({ config, database, gateway, feed, log, now })
      : undefined;
    if (exchange) {
      exchangeState.current = exchange.marketState;
      exchangeState.host = exchange.host;
      undo.unshift(() => exchange.close());
      // Credits, freezes and refunds a crash left half-done are finished before anyone calls.
      await wallet.start();
      undo.unshift(() => wallet.stop());
      if (feed) binance.attach(exchange, feed.candles);
      // Vouchers a crash left claimed are credited (or released) before anyone calls.
      await rewards.start();
      undo.unshift(() => rewards.stop());
      // Leader moves a stopped process had not mirrored are mirrored before anyone calls.
      await copyTrading.start();
      undo.unshift(() => copyTrading.stop());
      await tradingBus?.serve();
    }

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://${urlHost(config.host)}:${port}`;
    self.origin = `http://${loopbackHost(config.host)}:${port}`;
    if (config.web) pointWebAppAtSelf(self.origin);
    const startupMs = Date.now() - started;
    log.info({ port, startupMs, web: config.web }, 'listening');

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        log.info('shutting down');
        // The spot books stop first: nothing more is published into a closing gateway.
        feed?.spot?.stop();
        const httpClosed = closeHttp(httpServer, openSockets);
        await gateway.close();
        binance.close();
        await httpClosed;
        // Calls from edges stop (those in progress finish) while the engine still runs.
        await tradingBus?.close();
        // The wallet's chain watcher, processor and sweeps stop while the engine still runs.
        await wallet.stop();
        await rewards.stop();
        // Mirroring stops (the order in progress finishes) and keeps its mark while the engine runs.
        await copyTrading.stop();
        // Makers stop, the journal is flushed and the history rows written before SQL closes.
        if (exchange) await exchange.close();
        if (feed) await feed.stop();
        for (const hook of options.shutdownHooks ?? []) await hook();
        await api.close();
        auth.close();
        if (web) await web.close();
        await database.close();
        log.info('shutdown complete');
      })();
      return closing;
    };
    return {
      url,
      port,
      httpServer,
      api,
      gateway,
      database,
      auth,
      feed,
      exchange,
      wallet,
      binance,
      rewards,
      copyTrading,
      backfill,
      startupMs,
      close,
    };
  } catch (error) {
    for (const step of undo) await step().catch(() => undefined);
    throw error;
  }
}

/** The origin this module last gave the web app (see pointWebAppAtSelf). */
let internalOriginSet: string | undefined;

/**
 * The web app runs in this process and renders its pages from this server's API, which it finds
 * at INTERNAL_API_ORIGIN or else 127.0.0.1 on PORT (lib/http). With the port chosen at listen time
 * (PORT=0: tests, benchmarks) PORT names no server: every server-side fetch failed and pages went
 * out with skeletons instead of prices. An origin set by the operator stays.
 */
function pointWebAppAtSelf(origin: string): void {
  const configured = process.env.INTERNAL_API_ORIGIN;
  if (configured !== undefined && configured !== internalOriginSet) return;
  process.env.INTERNAL_API_ORIGIN = origin;
  internalOriginSet = origin;
}

async function startNext(config: ServerConfig) {
  const { default: next } = await import('next');
  const dev = config.nodeEnv !== 'production';
  const app = next({
    dev,
    dir: REPO_ROOT,
    // Only a name for the URLs Next builds, never listened on. It must be the name the middleware's
    // request.url carries (Next writes 'localhost' there whatever it is given): a rewrite to another
    // host counts as external and is proxied, and the 404 page proxied to itself hung for a minute
    // on a server listening on 127.0.0.1.
    hostname: 'localhost',
    port: config.port,
    // Next adds its own 'upgrade' listener to the server it is given on the first page request
    // (or, given none, to the request's own server), and its router ends any upgrade whose path
    // looks like a page — `/socket.io/` included — racing socket.io's handler: in a browser the
    // socket then reconnects every second and never carries data. It gets a server that never
    // listens, so it never sees an upgrade; the real server routes the few it needs (dev HMR).
    httpServer: createServer(),
    customServer: true,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = dev ? app.getUpgradeHandler() : undefined;
  return {
    handle: (req: IncomingMessage, res: ServerResponse) => handle(req, res),
    upgrade: upgrade
      ? (req: IncomingMessage, socket: Duplex, head: Buffer) => upgrade(req, socket, head)
      : undefined,
    close: () => app.close(),
  };
}

/** The host to print in the server's URL: the address it listens on, `localhost` for all of them. */
/** How this process reaches itself: the loopback when it listens on every interface. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return urlHost(host);
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** Next's development hot-reload socket (`/_next/hmr`, older `/_next/webpack-hmr`). */
function isNextDevUpgrade(url: string): boolean {
  return url.startsWith('/_next/hmr') || url.startsWith('/_next/webpack-hmr');
}

/** Answers an upgrade nobody serves with 400 and ends the socket (it would otherwise hang). */
function refuseUpgrade(socket: Duplex): void {
  if (socket.writable) {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }
  socket.destroy();
}

/**
 * Waits for in-flight requests (idle keep-alive sockets are closed at once); by the deadline every
 * socket still open — hung requests, upgraded websockets — is destroyed.
 */
async function closeHttp(server: Server, openSockets: Set<Duplex>, graceMs = 5_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  server.close();
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    server.closeAllConnections();
    for (const socket of openSockets) socket.destroy();
  }, graceMs);
  await closed;
  clearTimeout(timer);
}
