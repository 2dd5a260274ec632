import * as zm from 'zod/mini';
import {
  wireFundingListQuerySchema,
  wireOrderDetailQuerySchema,
  wirePnlHistoryQuerySchema,
} from '../../lib/contract/wire/query-schemas';
import { fundingHistoryPage } from '../services/trading/funding-history';
import { orderDetail, orderHistoryPage, tradeHistoryPage } from '../services/trading/history-reads';
import { liquidationHistoryPage } from '../services/trading/liquidation-history';
import { pnlHistory } from '../services/trading/pnl-history';
import type { FuturesCalls } from './futures-calls';
import { contractIdParam } from './route';
import { listQuery, READ, type TradingRoute, type TradingRouteDeps } from './trading-route';

/** future/order/detail, future/pnl/history: the contract's queries (lib/contract/wire/query-schemas). */
export const orderDetailQuery = wireOrderDetailQuerySchema;
export const pnlHistoryQuery = wirePnlHistoryQuerySchema;

/** future/funding/history: the contract's query, its contract a listed one. */
export const fundingHistoryQuery = zm.extend(wireFundingListQuerySchema, {
  contractId: contractIdParam.optional(),
});

/**
 * `future/order/history`, `future/order/detail`, `future/trade/history`, `future/pnl/history`,
 * `future/liquidation/history`, `future/funding/history`: reads of the caller's own history.
 */
export function registerTradingHistoryRoutes(
  route: TradingRoute<FuturesCalls>,
  deps: TradingRouteDeps,
): void {
  route(
    '/future/order/history',
    listQuery,
    (query, userId) => orderHistoryPage(deps.database, userId, query),
    READ,
  );
  route(
    '/future/order/detail',
    orderDetailQuery,
    (query, userId) => orderDetail(deps.database, deps.engine(), userId, query),
    READ,
  );
  route(
    '/future/trade/history',
    listQuery,
    (query, userId) => tradeHistoryPage(deps.database, userId, query),
    READ,
  );
  route(
    '/future/pnl/history',
    pnlHistoryQuery,
    (query, userId) => pnlHistory(deps.database, deps.now(), userId, query),
    READ,
  );
  route(
    '/future/liquidation/history',
    listQuery,
    (query, userId) => liquidationHistoryPage(deps.database, userId, query),
    READ,
  );
  route(
    '/future/funding/history',
    fundingHistoryQuery,
    (query, userId) => fundingHistoryPage(deps.database, userId, query),
    READ,
  );
}
