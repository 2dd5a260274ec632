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
} from './market-queries';
import { wireContractIdQueryInput, wireIntQueryInput, wireTimeQueryInput } from './input-schemas';

/**
 * The queries of the public market routes as the server checks them (./market-queries.ts holds
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
