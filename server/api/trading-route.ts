import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SessionService } from '../auth/sessions';
import { RateLimiter, type HitStore } from '../auth/rate-limiter';
import type { Database } from '../db/database';
import type { EngineHost } from '../services/exchange/engine-host';
import { TradingGate, type TradingIntent } from '../services/trading/trading-gate';
import { ACCOUNT_TYPES, type AccountType } from '../engine';
import { intParam } from './route';
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

export interface TradingRouteOptions<I> {
  method?: 'GET' | 'POST';
  limit: keyof typeof TRADING_LIMITS;
  /** For calls that change money or exposure: what the gate must allow (KYC, futures, country). */
  intent?: (input: I) => TradingIntent;
}

/** Registers one private futures route: `(url, schema, handler(input, userId), options)`. */
export type TradingRoute = <S extends z.ZodType>(
  url: string,
  schema: S,
  handler: (input: z.output<S>, userId: number) => Promise<unknown> | unknown,
  options: TradingRouteOptions<z.output<S>>,
) => void;

/** Reads: GET, the read limit. */
export const READ = { method: 'GET', limit: 'read' } as const;
/** Changes that add no exposure (leverage, modes, cancels): the gate, allowed when restricted. */
export const REDUCING = { limit: 'write', intent: (): TradingIntent => 'reduce' } as const;

/** Query filters shared by the private lists. */
export const accountTypeQuery = intParam(1, 30).refine(
  (type): type is AccountType => (ACCOUNT_TYPES as readonly number[]).includes(type),
  { message: 'must be an account type: 1, 10, 11 or 30' },
);
export const timeQuery = intParam(0, 8_640_000_000_000);
export const cursorQuery = intParam(1, Number.MAX_SAFE_INTEGER);

/**
 * The adapter every private futures route goes through: a session (401), the per-user limit
 * (429 with Retry-After) and, when the call changes money or exposure, the trading gate
 * (1034 / 1009) before the handler runs.
 */
export function createTradingRoute(app: FastifyInstance, deps: TradingRouteDeps): TradingRoute {
  const gate = new TradingGate(deps.database);
  const limiter = new RateLimiter(deps.now, 1, deps.limitStore);
  return (url, schema, handler, options) => {
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
  };
}
