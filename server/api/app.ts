import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MarketStateProvider } from '../market/market-state';
import { getPublicData } from '../services/reference-data';
import { DEV_OUTBOX_PATH, registerDevOutboxRoutes } from './dev-outbox-routes';
import { ApiError, ApiErrorCode, failure } from './envelope';
import { registerFuturesRoutes } from './futures-routes';
import { registerMarketRoutes } from './market-routes';
import { getRoute } from './route';
import { registerV2Routes } from './v2-routes';

export interface ApiDeps {
  config: Pick<ServerConfig, 'prefixes'>;
  database: Database;
  log: Logger;
  /** Live engine state; undefined until the engine wiring provides it (answers 503 meanwhile). */
  marketState?: MarketStateProvider;
  /** Accounts and sessions (the v2 user endpoints). */
  auth: AuthModule;
  now?: () => number;
}

/** Same-origin paths served next to the three configurable bases. */
export const SAME_ORIGIN_API_PATHS = [
  '/api/getPublic',
  '/api/getOverview',
  DEV_OUTBOX_PATH,
] as const;

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export async function createApiApp(deps: ApiDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    loggerInstance: deps.log.child({ component: 'api' }) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.code).send(failure(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ApiErrorCode.internal, 'internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply
      .status(404)
      .send(failure(ApiErrorCode.notFound, `no route for ${request.method} ${path}`));
  });

  await app.register(async (scope) => registerFuturesRoutes(scope, deps), {
    prefix: deps.config.prefixes.futures,
  });
  await app.register(
    async (scope) => registerV2Routes(scope, { database: deps.database, now, auth: deps.auth }),
    {
      prefix: deps.config.prefixes.v2,
    },
  );
  await app.register(async (scope) => registerMarketRoutes(scope, deps), {
    prefix: deps.config.prefixes.market,
  });

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

/** True when a request path belongs to the API (the bases or the same-origin paths). */
export function isApiPath(pathname: string, prefixes: ServerConfig['prefixes']): boolean {
  if ((SAME_ORIGIN_API_PATHS as readonly string[]).includes(pathname)) return true;
  return Object.values(prefixes).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
