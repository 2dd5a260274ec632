import { z } from 'zod';
import { accountTypeInput, contractIdInput } from '../services/trading/account-service';
import { cancelAllOrders, cancelOrder, cancelOrderInput } from '../services/trading/cancel-orders';
import { openOrders } from '../services/trading/live-views';
import { placeOrder, placeOrderInput, placeOrderIntent } from '../services/trading/place-order';
import { finishedOrder } from '../services/trading/history-reads';
import {
  listQuery,
  READ,
  REDUCING,
  type TradingRoute,
  type TradingRouteDeps,
} from './trading-route';

/** `future/order/*`: place, cancel, cancel all, open orders. */
export function registerOrderRoutes(route: TradingRoute, deps: TradingRouteDeps): void {
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
    '/future/order/cancel',
    cancelOrderInput,
    (input, userId) => cancelOrder(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
  route(
    '/future/order/cancelAll',
    z.object({
      contractId: contractIdInput.optional(),
      accountType: accountTypeInput.optional(),
    }),
    (input, userId) => cancelAllOrders(deps.engine(), deps.now, userId, input),
    REDUCING,
  );
}
