import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wireAccountQuerySchema } from '../../lib/contract/wire/query-schemas';
import {
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
import type { FuturesCalls } from './futures-calls';
import { registerOrderRoutes } from './futures-order-routes';
import { registerPositionRoutes } from './futures-position-routes';
import { registerTradingHistoryRoutes } from './futures-history-routes';
import { createTradingRoute, READ, REDUCING, type TradingRouteDeps } from './trading-route';

export { TRADING_LIMITS, type TradingRouteDeps } from './trading-route';

/** configs/private: the futures account's settings unless `accountType` names another. */
export const privateConfigsQuery = wireAccountQuerySchema;
/** The reads that take nothing (the balances). */
export const noQuery = z.object({});

/**
 * The private futures API (`{futures}/configs/private`, `{futures}/future/…`): thin adapters over
 * services/trading, each through the trading route adapter (session, per-user limit, gate).
 * Accounts and settings here; orders, positions and histories in their own route files.
 */
export function registerFuturesTradingRoutes(app: FastifyInstance, deps: TradingRouteDeps): void {
  const route = createTradingRoute<FuturesCalls>(app, deps, 'futures');

  route(
    '/configs/private',
    privateConfigsQuery,
    (input, userId) => privateConfigs(deps.database, deps.engine(), userId, input.accountType),
    READ,
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
    (input, userId, caller) =>
      addFavorite(deps.database, userId, input.contractId, caller.language),
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
    noQuery,
    (_input, userId) => spotBalance(deps.engine(), userId),
    READ,
  );
  route(
    '/future/accounts',
    noQuery,
    (_input, userId) => futureAccounts(deps.engine(), userId),
    READ,
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
    REDUCING,
  );
  route(
    '/future/marginMode',
    marginModeInput,
    (input, userId, caller) =>
      setMarginMode(deps.engine(), deps.now, userId, input, caller.language),
    REDUCING,
  );
  route(
    '/future/positionMode',
    positionModeInput,
    (input, userId, caller) =>
      setPositionMode(deps.engine(), deps.now, userId, input, caller.language),
    REDUCING,
  );

  registerOrderRoutes(route, deps);
  registerPositionRoutes(route, deps);
  registerTradingHistoryRoutes(route, deps);
}
