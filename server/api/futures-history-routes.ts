import { z } from 'zod';
import { CLIENT_ORDER_ID } from '../engine';
import { FUNDING_CURSOR, fundingHistoryPage } from '../services/trading/funding-history';
import { orderDetail, orderHistoryPage, tradeHistoryPage } from '../services/trading/history-reads';
import { liquidationHistoryPage } from '../services/trading/liquidation-history';
import { PNL_RANGES, pnlHistory, type PnlRange } from '../services/trading/pnl-history';
import type { FuturesCalls } from './futures-calls';
import {
  accountTypeQuery,
  cursorQuery,
  listFilters,
  listQuery,
  READ,
  type TradingRoute,
  type TradingRouteDeps,
} from './trading-route';

/** future/order/detail: the order by its id or by its client order id. */
export const orderDetailQuery = z
  .object({
    orderId: cursorQuery.optional(),
    clientOrderId: z.string().regex(CLIENT_ORDER_ID, 'not a client order id').optional(),
  })
  .refine((q) => (q.orderId === undefined) !== (q.clientOrderId === undefined), {
    message: 'give orderId or clientOrderId (one of them)',
    path: ['orderId'],
  });

/** future/pnl/history: a range of whole days (a week unless asked), of one account type or all. */
export const pnlHistoryQuery = z.object({
  range: z
    .enum(Object.keys(PNL_RANGES) as [PnlRange, ...PnlRange[]], {
      message: 'must be 1d, 1w or 1m',
    })
    .default('1w'),
  accountType: accountTypeQuery.optional(),
});

/** future/funding/history: the list filters; its cursor is the previous page's `nextCursor`. */
export const fundingHistoryQuery = z.object({
  ...listFilters,
  cursor: z
    .string()
    .regex(FUNDING_CURSOR, 'must be the nextCursor of the previous page')
    .optional(),
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
