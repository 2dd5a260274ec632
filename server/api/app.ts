import type { ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MarketStateProvider } from '../market/market-state';
import type { EngineHost } from '../engine-runtime/engine-host';
import type { TradingCallBus } from '../services/trading/command-bus';
import { getPublicData } from '../services/reference-data';
import { rejectControlCharacters } from './control-characters';
import { registerDevOutboxRoutes } from './dev-outbox-routes';
import { answerMessage } from '../error-words';
import { ApiError, ApiErrorCode, failure } from './envelope';
import { requestLanguage } from './language';
import { registerFuturesRoutes } from './futures-routes';
import { registerFuturesTradingRoutes } from './futures-trading-routes';
import { createTradingRoute, type TradingCalls, type TradingRouteDeps } from './trading-route';
import { registerMarketRoutes } from './market-routes';
import { chargePublicWeight, WeightCounter } from './public-weights';
import { registerBodyParsers } from './signed-request';
import { getRoute } from './route';
import { isBinancePath } from '../compat/binance';
import { registerDemoDepositRoute } from './v2-asset-routes';
import { registerV2Routes } from './v2-routes';
import { registerWalletRoutes } from './v2-wallet-routes';
import type { Wallet } from '../services/wallet';
import type { Rewards } from '../services/rewards';
import { registerRewardsRoutes } from './v2-rewards-routes';
import type { CopyTrading } from '../services/follow';
import { registerFollowRoutes } from './v2-follow-routes';

export interface ApiDeps {
  config: Pick<ServerConfig, 'prefixes' | 'demoDeposit' | 'publicWeightLimit'>;
  database: Database;
  log: Logger;
  /** Live engine state; undefined until the engine wiring provides it (answers 503 meanwhile). */
  marketState?: MarketStateProvider;
  /** The engine host once the exchange runs (private trading calls; undefined meanwhile). */
  engine?: () => EngineHost | undefined;
  /** With Redis: carries private futures calls between an edge and the engine process. */
  tradingBus?: TradingCallBus;
  /** Accounts and sessions (the v2 user endpoints). */
  auth: AuthModule;
  /** Deposits, withdrawals and the asset history (the v2 `asset/…` endpoints). */
  wallet?: Wallet;
  /** Filled with the private futures routes' calls (for the Binance-compatible layer). */
  tradingCalls?: TradingCalls;
  /** The Binance-compatible REST layer (`/fapi`), registered in its own scope. */
  binance?: { register(app: FastifyInstance): Promise<void> };
  /** New-user rewards, vouchers, referral and the tour (the v2 `rewards/…`, `referral/…` endpoints). */
  rewards?: Rewards;
  /** Copy trading (the v2 `follow/…` endpoints). */
  copyTrading?: CopyTrading;
  now?: () => number;
}

/** Bodies are refused past this size before they are parsed; uploads raise it per route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Routes as Fastify registered them (HEAD twins of GET routes included), per app. */
const routeTables = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** A request slower than this is logged as a warning. */
const SLOW_REQUEST_MS = 1000;

export async function createApiApp(deps: ApiDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    loggerInstance: deps.log.child({ component: 'api' }) as FastifyBaseLogger,
    // Two info lines per request cost ~25 µs of a ~150 µs order (bench:orders-http); requests are
    // logged by the onResponse hook below instead: slow ones always, every one at debug.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // URLs the router itself refuses (bad encodings, overlong parameters) get the envelope too.
    frameworkErrors: (error, _request, reply) =>
      void sendFailure(reply, error.statusCode ?? ApiErrorCode.badParameter, error.message),
  });
  const routes: { method: string; url: string }[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // These run on every request, so they are callback hooks: an async hook costs a promise and
  // a turn of the microtask queue each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    withSecurityHeaders(reply);
    done(null, payload);
  });
  app.addHook('preValidation', rejectControlCharacters);
  // The weight of every public route (`getRoute`), before its query is parsed or its handler runs.
  app.addHook(
    'onRequest',
    chargePublicWeight(new WeightCounter(deps.config.publicWeightLimit, now)),
  );
  // Before any route scope is registered, so every scope inherits them.
  registerBodyParsers(app);
  const debugRequests = deps.log.isLevelEnabled('debug');
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const ms = reply.elapsedTime;
    const slow = ms >= SLOW_REQUEST_MS;
    if (!slow && !debugRequests) return;
    // The route's pattern, not the URL: query strings never reach the log.
    const fields = {
      method: request.method,
      route: request.routeOptions.url ?? 'unknown',
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (slow) request.log.warn(fields, 'slow request');
    else request.log.debug(fields, 'request');
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendFailure(reply, error.code, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFailure(reply, status, error.message);
    if (status === ApiErrorCode.unavailable) {
      // A dependency is down (e.g. the limiter's Redis): the client may retry; not a bug here.
      request.log.warn({ err: error }, 'dependency unavailable');
      return sendFailure(reply, status, 'temporarily unavailable, retry shortly');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, ApiErrorCode.internal, 'internal error');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return sendFailure(reply, ApiErrorCode.notFound, `no route for ${request.method} ${path}`);
  });

  const tradingDeps: TradingRouteDeps = {
    sessions: deps.auth.sessions,
    apiKeys: deps.auth.apiKeys,
    database: deps.database,
    now,
    engine: deps.engine ?? (() => undefined),
    limitStore: deps.auth.limiter.store,
    bus: deps.tradingBus,
    calls: deps.tradingCalls,
  };
  await app.register(
    async (scope) => {
      registerFuturesRoutes(scope, deps);
      registerFuturesTradingRoutes(scope, tradingDeps);
    },
    { prefix: deps.config.prefixes.futures },
  );
  await app.register(
    async (scope) => {
      registerV2Routes(scope, { database: deps.database, now, auth: deps.auth });
      const route = createTradingRoute(scope, tradingDeps, 'v2');
      if (deps.config.demoDeposit) registerDemoDepositRoute(route, tradingDeps);
      if (deps.wallet)
        registerWalletRoutes(scope, route, {
          ...tradingDeps,
          wallet: deps.wallet,
          auth: deps.auth,
        });
      if (deps.rewards) registerRewardsRoutes(scope, route, deps.rewards);
      if (deps.copyTrading)
        registerFollowRoutes(scope, route, {
          ...tradingDeps,
          copyTrading: deps.copyTrading,
          auth: deps.auth,
        });
    },
    {
      prefix: deps.config.prefixes.v2,
    },
  );
  await app.register(async (scope) => registerMarketRoutes(scope, deps), {
    prefix: deps.config.prefixes.market,
  });

  if (deps.binance) await deps.binance.register(app);

  if (deps.auth.outbox) registerDevOutboxRoutes(app, deps.auth.outbox);

  getRoute(app, '/api/getPublic', z.object({}), () => getPublicData(), { cacheSeconds: 10 });
  getRoute(app, '/api/getOverview', z.object({}), () => {
    if (!deps.marketState) {
      throw new ApiError(
        ApiErrorCode.unavailable,
        'market overview is not available: the trading engine is not running',
      );
    }
    return deps.marketState.indicators();
  });

  return app;
}

/** The API's routes, for tools that must cover every one of them (the fuzz test). */
export function apiRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeTables.get(app) ?? [];
}

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) reply.header(name, value);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return reply;
}

/** The error envelope with the security headers (frameworkErrors replies skip the onSend hooks). */
/** The API's own failures (400, 404, 429 …), worded in the request's language (server/error-words). */
function sendFailure(reply: FastifyReply, status: number, message: string): FastifyReply {
  const language = requestLanguage(reply.request, undefined);
  const worded = answerMessage({ code: status, message, data: null }, language);
  return withSecurityHeaders(reply).status(status).send(failure(status, worded));
}

/** The error envelope and headers of an API answer given outside Fastify (server/http-guard.ts). */
export function apiFailureResponse(
  status: number,
  message: string,
): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify(failure(status, message)),
  };
}

/** The same answer written straight to Node's response. */
export function writeApiFailure(res: ServerResponse, status: number, message: string): void {
  const { headers, body } = apiFailureResponse(status, message);
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) }).end(body);
}

/**
 * True when a request path belongs to the API: the configured bases and everything under /api/,
 * so an unknown or misspelt API path gets the API's JSON 404, never the web app's page.
 */
export function isApiPath(pathname: string, prefixes: ServerConfig['prefixes']): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return true;
  if (isBinancePath(pathname)) return true;
  return Object.values(prefixes).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
