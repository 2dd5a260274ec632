import * as zm from 'zod/mini';
import { wireAccountQuerySchema } from '../../lib/contract/wire/query-schemas';
import { positionList } from '../services/trading/live-views';
import {
  addPartialTpSl,
  adjustPositionMargin,
  positionMarginInput,
  partialTpSlInput,
  positionMarginIntent,
  positionTpSlInput,
  setPositionTpSl,
} from '../services/trading/position-actions';
import {
  closeAllInput,
  closeAllPositions,
  closePosition,
  closePositionInput,
  reversePosition,
  reversePositionInput,
} from '../services/trading/position-orders';
import type { TradingIntent } from '../services/trading/trading-gate';
import type { FuturesCalls } from './futures-calls';
import { contractIdParam } from './route';
import { READ, REDUCING, type TradingRoute, type TradingRouteDeps } from './trading-route';

/** future/position/list: every open position, or one contract's, one account type's. */
export const positionListQuery = zm.extend(wireAccountQuerySchema, {
  contractId: contractIdParam.optional(),
});

/** `future/position/*`: the open positions and what a trader does with them. */
export function registerPositionRoutes(
  route: TradingRoute<FuturesCalls>,
  deps: TradingRouteDeps,
): void {
  route(
    '/future/position/list',
    positionListQuery,
    (query, userId) => positionList(deps.engine(), userId, query),
    READ,
  );
  route(
    '/future/position/tpsl',
    positionTpSlInput,
    (input, userId) => setPositionTpSl(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/position/tpsl/partial',
    partialTpSlInput,
    (input, userId) => addPartialTpSl(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/position/margin',
    positionMarginInput,
    (input, userId) => adjustPositionMargin(deps.engine(), deps.now, userId, input),
    { limit: 'write', intent: positionMarginIntent },
  );
  route(
    '/future/position/close',
    closePositionInput,
    (input, userId) => closePosition(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/position/closeAll',
    closeAllInput,
    (input, userId) => closeAllPositions(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/position/reverse',
    reversePositionInput,
    (input, userId) => reversePosition(deps.engine(), deps.now, userId, input),
    { limit: 'write', intent: (): TradingIntent => 'open' },
  );
}
