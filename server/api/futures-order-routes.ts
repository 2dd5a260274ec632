import { contractScopeInput } from '../services/trading/position-input';
import { amendOrder, amendOrderInput } from '../services/trading/amend-order';
import { cancelAllOrders, cancelOrder, cancelOrderInput } from '../services/trading/cancel-orders';
import { openOrders } from '../services/trading/live-views';
import { placeOrder, placeOrderInput, placeOrderIntent } from '../services/trading/place-order';
import {
  cancelGroup,
  cancelGroupInput,
  placeBatch,
  placeBatchInput,
  placeBatchIntent,
} from '../services/trading/place-batch';
import { finishedOrder } from '../services/trading/history-reads';
import type { FuturesCalls } from './futures-calls';
import {
  listQuery,
  READ,
  REDUCING,
  type TradingRoute,
  type TradingRouteDeps,
} from './trading-route';

/** `future/order/*`: place, place a batch, amend, cancel, cancel a group, cancel all, open orders. */
export function registerOrderRoutes(
  route: TradingRoute<FuturesCalls>,
  deps: TradingRouteDeps,
): void {
  route(
    '/future/order/open',
    listQuery,
    (query, userId) => openOrders(deps.engine(), userId, query),
    READ,
  );
  route(
    '/future/order/place',
    placeOrderInput,
    (input, userId) =>
      placeOrder(deps.engine(), deps.now, userId, input, (owner, orderId) =>
        finishedOrder(deps.database, owner, orderId),
      ),
    { limit: 'write', intent: placeOrderIntent },
  );
  route(
    '/future/order/placeBatch',
    placeBatchInput,
    (input, userId) => placeBatch(deps.engine(), deps.now, userId, input),
    { limit: 'write', intent: placeBatchIntent },
  );
  route(
    '/future/order/amend',
    amendOrderInput,
    (input, userId) => amendOrder(deps.engine(), deps.now, userId, input),
    // A larger or re-priced order can add exposure: the gate as for placing.
    { limit: 'write', intent: () => 'open' },
  );
  route(
    '/future/order/cancel',
    cancelOrderInput,
    (input, userId) => cancelOrder(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/order/cancelGroup',
    cancelGroupInput,
    (input, userId) => cancelGroup(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/order/cancelAll',
    contractScopeInput,
    (input, userId) => cancelAllOrders(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
}
