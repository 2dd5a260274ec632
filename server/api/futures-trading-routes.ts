import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionService } from '../auth/sessions';
import { RateLimiter, type HitStore } from '../auth/rate-limiter';
import type { Database } from '../db/database';
import type { EngineHost } from '../services/exchange/engine-host';
import {
  accountTypeInput,
  contractIdInput,
  futureAccounts,
  leverageInput,
  marginModeInput,
  positionModeInput,
  setLeverage,
  setMarginMode,
  setPositionMode,
  spotBalance,
  transfer,
  transferInput,
  transferIntent,
} from '../services/trading/account-service';
import {
  addFavorite,
  deleteFavorite,
  favoriteInput,
  preferencesUpdate,
  privateConfigs,
  savePreferences,
} from '../services/trading/preferences';
import { cancelAllOrders, cancelOrder, cancelOrderInput } from '../services/trading/cancel-orders';
import { openOrders, positionList } from '../services/trading/live-views';
import { TradingGate, type TradingIntent } from '../services/trading/trading-gate';
import { ACCOUNT_TYPES, type AccountType } from '../engine';
import { contractIdParam, intParam } from './route';
import { userRoute } from './user-route';

export interface TradingRouteDeps {
  sessions: SessionService;
  database: Database;
  now: () => number;
  /** The engine host once the exchange runs (undefined on processes without the engine). */
  engine: () => EngineHost | undefined;
  /** Where the per-user limits count (Redis when configured, so every process shares them). */
  limitStore: HitStore;
}

/** Per user and second: orders, cancels and other changes; reads. */
export const TRADING_LIMITS = { write: 50, read: 20 } as const;

interface TradingRouteOptions<I> {
  method?: 'GET' | 'POST';
  limit: keyof typeof TRADING_LIMITS;
  /** For calls that change money or exposure: what the gate must allow (KYC, futures, country). */
  intent?: (input: I) => TradingIntent;
}

/**
 * The private futures API (`{futures}/configs/private`, `{futures}/future/…`): thin adapters over
 * services/trading. Every call needs a session (401), is limited per user (429 with Retry-After)
 * and, when it changes money or exposure, passes the trading gate (1034 / 1009).
 */
export function registerFuturesTradingRoutes(app: FastifyInstance, deps: TradingRouteDeps): void {
  const gate = new TradingGate(deps.database);
  const limiter = new RateLimiter(deps.now, 1, deps.limitStore);

  function route<S extends z.ZodType>(
    url: string,
    schema: S,
    handler: (input: z.output<S>, userId: number) => Promise<unknown> | unknown,
    options: TradingRouteOptions<z.output<S>>,
  ): void {
    userRoute(
      app,
      deps.sessions,
      url,
      schema,
      async (input, ctx) => {
        await limiter.consume(
          `trade:${options.limit}:${ctx.userId}`,
          TRADING_LIMITS[options.limit],
          1000,
          `too many requests: at most ${TRADING_LIMITS[options.limit]} a second`,
        );
        if (options.intent) await gate.permit(ctx.userId, options.intent(input));
        return handler(input, ctx.userId);
      },
      { auth: 'required', method: options.method ?? 'POST' },
    );
  }

  const read = { method: 'GET', limit: 'read' } as const;
  // Leverage, modes and cancels need the gate but add no exposure: allowed when restricted.
  const reducing = { limit: 'write', intent: (): TradingIntent => 'reduce' } as const;

  route(
    '/configs/private',
    z.object({}),
    (_input, userId) => privateConfigs(deps.database, deps.engine(), userId),
    read,
  );
  route(
    '/configs/preferences',
    preferencesUpdate,
    (input, userId) => savePreferences(deps.database, userId, input),
    { limit: 'write' },
  );
  route(
    '/future/addFavorite',
    favoriteInput,
    (input, userId) => addFavorite(deps.database, userId, input.contractId),
    { limit: 'write' },
  );
  route(
    '/future/deleteFavorite',
    favoriteInput,
    (input, userId) => deleteFavorite(deps.database, userId, input.contractId),
    { limit: 'write' },
  );
  route(
    '/future/spotBalance',
    z.object({}),
    (_input, userId) => spotBalance(deps.engine(), userId),
    read,
  );
  route(
    '/future/accounts',
    z.object({}),
    (_input, userId) => futureAccounts(deps.engine(), userId),
    read,
  );
  const accountTypeQuery = intParam(1, 30).refine(
    (type): type is AccountType => (ACCOUNT_TYPES as readonly number[]).includes(type),
    { message: 'must be an account type: 1, 10, 11 or 30' },
  );
  const timeQuery = intParam(0, 8_640_000_000_000);
  route(
    '/future/order/open',
    z.object({
      contractId: contractIdParam.optional(),
      accountType: accountTypeQuery.optional(),
      from: timeQuery.optional(),
      to: timeQuery.optional(),
      cursor: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
      limit: intParam(1, 500).default(100),
    }),
    (query, userId) => openOrders(deps.engine(), userId, query),
    read,
  );
  route(
    '/future/position/list',
    z.object({
      contractId: contractIdParam.optional(),
      accountType: accountTypeQuery.optional(),
    }),
    (query, userId) => positionList(deps.engine(), userId, query),
    read,
  );
  route(
    '/future/order/cancel',
    cancelOrderInput,
    (input, userId) => cancelOrder(deps.engine(), deps.now, userId, input),
    reducing,
  );
  route(
    '/future/order/cancelAll',
    z.object({
      contractId: contractIdInput.optional(),
      accountType: accountTypeInput.optional(),
    }),
    (input, userId) => cancelAllOrders(deps.engine(), deps.now, userId, input),
    reducing,
  );
  route(
    '/future/transfer',
    transferInput,
    (input, userId) => transfer(deps.engine(), deps.now, userId, input),
    { limit: 'write', intent: transferIntent },
  );
  route(
    '/future/leverage',
    leverageInput,
    (input, userId) => setLeverage(deps.engine(), deps.now, userId, input),
    reducing,
  );
  route(
    '/future/marginMode',
    marginModeInput,
    (input, userId) => setMarginMode(deps.engine(), deps.now, userId, input),
    reducing,
  );
  route(
    '/future/positionMode',
    positionModeInput,
    (input, userId) => setPositionMode(deps.engine(), deps.now, userId, input),
    reducing,
  );
}
