import * as z from 'zod/mini';
import {
  CANDLE_PERIODS_MS,
  DEFAULT_CANDLE_LIMIT,
  DEFAULT_CANDLE_PERIOD_MS,
  DEFAULT_DEPTH_LEVELS,
  DEFAULT_PAGE_LIMIT,
  MAX_CANDLES_PER_REQUEST,
  MAX_DEPTH_LEVELS,
  MAX_PAGE_LIMIT,
  isCandlePeriodMs,
  FUNDING_CURSOR,
} from './queries';
import { isAccountType, type AccountType } from './accounts';
import { wireContractIdQueryInput, wireIntQueryInput, wireTimeQueryInput } from './input-schemas';
import { CLIENT_ORDER_ID } from './orders';
import { PNL_RANGES } from './wallet';

/**
 * The queries of the public market routes as the server checks them (./queries.ts holds
 * their bounds). Query strings carry digits; the server also checks that a contract is listed.
 */

/** A candle period in ms, one of those the server stores. */
export const wireCandlePeriodQueryInput = wireIntQueryInput(1, 2_147_483_647).check(
  z.refine(isCandlePeriodMs, {
    message: `must be a candle period in ms: ${CANDLE_PERIODS_MS.slice(0, -1).join(', ')} or ${CANDLE_PERIODS_MS.at(-1)}`,
  }),
);

/** A page size of the histories and the private lists. */
export const wirePageLimitQueryInput = z._default(
  wireIntQueryInput(1, MAX_PAGE_LIMIT),
  DEFAULT_PAGE_LIMIT,
);

/** futureQuot/queryCandlestickList. */
export const wireCandlesQuerySchema = z.object({
  contractId: wireContractIdQueryInput,
  range: z._default(wireCandlePeriodQueryInput, DEFAULT_CANDLE_PERIOD_MS),
  limit: z._default(wireIntQueryInput(1, MAX_CANDLES_PER_REQUEST), DEFAULT_CANDLE_LIMIT),
  /** Paging back: only candles that open strictly before this time (epoch ms; 0 answers none). */
  endTime: z.optional(wireTimeQueryInput),
});

/** futureQuot/depth. */
export const wireDepthQuerySchema = z.object({
  contractId: wireContractIdQueryInput,
  limit: z._default(wireIntQueryInput(1, MAX_DEPTH_LEVELS), DEFAULT_DEPTH_LEVELS),
});

/** fundingRate/current and insuranceFund/current. */
export const wireContractQuerySchema = z.object({ contractId: wireContractIdQueryInput });

/** fundingRate/history and insuranceFund/history. */
export const wireContractHistoryQuerySchema = z.object({
  contractId: wireContractIdQueryInput,
  limit: wirePageLimitQueryInput,
});

/** future/position/history: the caller's closed positions, of one contract or all. */
export const wirePositionHistoryQuerySchema = z.object({
  contractId: z.optional(wireContractIdQueryInput),
  limit: wirePageLimitQueryInput,
});

/** contract/detail: a contract by its code. */
export const wireContractDetailQuerySchema = z.object({
  symbol: z.string().check(z.minLength(1), z.maxLength(32)),
});

// ---- the private lists of the futures API ----

/** An account type in a query string: digits naming 1, 10, 11 or 30. */
export const wireAccountTypeQueryInput = z.pipe(
  wireIntQueryInput(1, 30),
  z.custom<AccountType>(isAccountType, 'must be an account type: 1, 10, 11 or 30'),
);

/** A row id in a query string (an order id, or the previous page's last id as the cursor). */
export const wireRowIdQueryInput = wireIntQueryInput(1, Number.MAX_SAFE_INTEGER);

/** The filters every private list takes (open orders and the histories), without its cursor. */
export const wireListFilters = {
  contractId: z.optional(wireContractIdQueryInput),
  accountType: z.optional(wireAccountTypeQueryInput),
  from: z.optional(wireTimeQueryInput),
  to: z.optional(wireTimeQueryInput),
  limit: wirePageLimitQueryInput,
};

/** future/order/open and the order, trade and liquidation histories: newest first, by id. */
export const wireListQuerySchema = z.object({
  ...wireListFilters,
  cursor: z.optional(wireRowIdQueryInput),
});

/** future/funding/history: its cursor is the previous page's `nextCursor` ("time:positionId"). */
export const wireFundingListQuerySchema = z.object({
  ...wireListFilters,
  cursor: z.optional(
    z.string().check(z.regex(FUNDING_CURSOR, 'must be the nextCursor of the previous page')),
  ),
});

/** future/position/list and configs/private: of one account type (and contract) or all. */
export const wireAccountQuerySchema = z.object({
  accountType: z.optional(wireAccountTypeQueryInput),
});

/** future/order/detail: the order by its id or by its client order id, one of them. */
export const wireOrderDetailQuerySchema = z
  .object({
    orderId: z.optional(wireRowIdQueryInput),
    clientOrderId: z.optional(z.string().check(z.regex(CLIENT_ORDER_ID, 'not a client order id'))),
  })
  .check(
    z.refine((q) => (q.orderId === undefined) !== (q.clientOrderId === undefined), {
      message: 'give orderId or clientOrderId (one of them)',
      path: ['orderId'],
    }),
  );

/** future/pnl/history: a range of whole UTC days (a week unless asked), of one account or all. */
export const wirePnlHistoryQuerySchema = z.object({
  range: z._default(z.enum(PNL_RANGES, { message: 'must be 1d, 1w or 1m' }), '1w'),
  accountType: z.optional(wireAccountTypeQueryInput),
});
