import { z } from 'zod';
import { positionList } from '../services/trading/live-views';
import { contractIdParam } from './route';
import { accountTypeQuery, READ, type TradingRoute, type TradingRouteDeps } from './trading-route';

/** `future/position/*`: the open positions and what a trader does with them. */
export function registerPositionRoutes(route: TradingRoute, deps: TradingRouteDeps): void {
  route(
    '/future/position/list',
    z.object({
      contractId: contractIdParam.optional(),
      accountType: accountTypeQuery.optional(),
    }),
    (query, userId) => positionList(deps.engine(), userId, query),
    READ,
  );
}
